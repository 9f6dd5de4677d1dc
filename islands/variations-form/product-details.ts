import { readImageAttributes, setAttributes, variationImageAttributes } from '../../shared/product-image';
import type { VariationImage } from './data';

/**
 * The product's details outside the form that follow the chosen variation (spec §2.4, §4.5):
 * SKU, weight, dimensions and the main image, each remembered as the server printed it so a
 * reset puts it back. Markup from JSON goes through `safeFragment()`, never `innerHTML`.
 */

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS =
	'.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';
const MAIN_IMAGE_WRAP = '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder';

/** The tags WooCommerce's price, stock and description markup uses; any other is unwrapped to its text. */
const ALLOWED_TAGS = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'P', 'BR', 'STRONG', 'EM', 'B', 'I', 'SMALL', 'SUB', 'SUP']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'aria-hidden']);
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'NOSCRIPT']);

export interface VariationDetails {
	readonly sku: string;
	readonly weightHtml: string;
	readonly dimensionsHtml: string;
}

export interface ProductDetails {
	show(details: VariationDetails): void;
	showImage(image: VariationImage | null): void;
	/** Back to what the server printed. */
	restore(): void;
}

export function productDetails(product: Element | null): ProductDetails {
	const sku = remember(product, SKU);
	const weight = remember(product, WEIGHT);
	const dimensions = remember(product, DIMENSIONS);
	const wrap = product?.querySelector(MAIN_IMAGE_WRAP) ?? null;
	const image = wrap?.querySelector('img.wp-post-image, img') ?? null;
	const link = wrap?.querySelector('a') ?? null;
	const imageOriginal = image ? readImageAttributes(image) : null;
	const linkOriginal = link?.getAttribute('href') ?? null;
	const thumbOriginal = wrap?.getAttribute('data-thumb') ?? null;

	const restoreImage = (): void => {
		if (image && imageOriginal) {
			setAttributes(image, imageOriginal);
		}
		setAttributes(link, { href: linkOriginal });
		setAttributes(wrap, { 'data-thumb': thumbOriginal });
	};

	return {
		show(details) {
			// An empty value falls back to the product's own, as WooCommerce does.
			sku.set(details.sku === '' ? null : safeFragment(details.sku));
			weight.set(details.weightHtml === '' ? null : safeFragment(details.weightHtml));
			dimensions.set(details.dimensionsHtml === '' ? null : safeFragment(details.dimensionsHtml));
		},
		showImage(chosen) {
			if (!image || !chosen) {
				restoreImage();
				return;
			}
			setAttributes(image, variationImageAttributes(chosen));
			setAttributes(link, { href: chosen.fullSrc });
			setAttributes(wrap, { 'data-thumb': chosen.thumbnailSrc || thumbOriginal });
		},
		restore() {
			sku.set(null);
			weight.set(null);
			dimensions.set(null);
			restoreImage();
		},
	};
}

/**
 * Markup WooCommerce builds (price_html, availability_html, …) as a fragment holding only
 * formatting tags with `class` and `aria-hidden`: a script, a handler or a link in the data
 * cannot reach the page.
 */
export function safeFragment(markup: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = markup;
	const fragment = document.createDocumentFragment();
	copySafe(template.content, fragment);
	return fragment;
}

function copySafe(from: Node, to: Node): void {
	for (const child of Array.from(from.childNodes)) {
		if (child.nodeType === Node.TEXT_NODE) {
			to.appendChild(document.createTextNode(child.textContent ?? ''));
		} else if (child instanceof Element && !DROPPED_TAGS.has(child.tagName)) {
			if (ALLOWED_TAGS.has(child.tagName)) {
				const copy = document.createElement(child.tagName.toLowerCase());
				for (const { name, value } of Array.from(child.attributes)) {
					if (ALLOWED_ATTRIBUTES.has(name)) {
						copy.setAttribute(name, value);
					}
				}
				copySafe(child, copy);
				to.appendChild(copy);
			} else {
				copySafe(child, to);
			}
		}
	}
}

/** Every element a selector finds, with its original children kept to put back. */
function remember(product: Element | null, selector: string): { set(content: DocumentFragment | null): void } {
	const elements = product ? Array.from(product.querySelectorAll(selector)) : [];
	const originals = elements.map((element) => Array.from(element.childNodes));
	return {
		set(content) {
			elements.forEach((element, index) => {
				element.replaceChildren(...(content ? [content.cloneNode(true)] : (originals[index] ?? [])));
			});
		},
	};
}
