import { readImageAttributes, setAttributes, variationImageWrites } from '../../shared/product-image';
import { TEXT_TAGS, safeMarkup } from '../../shared/safe-markup';
import { $mainImageHolders, isMainImageHeld, type VariationImage } from '../../shared/stores/chosen-variation';

/**
 * The product's details outside the form that follow the chosen variation (docs/product-form.md):
 * SKU, weight, dimensions and the main image, each remembered as the server printed it so a
 * reset puts it back. Markup from JSON goes through `safeMarkup()`, never `innerHTML`. The main
 * image only where no gallery island writes it (shared/stores/chosen-variation.ts): one that
 * starts gets it back as the server printed it, and one that leaves hands it back.
 */

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS =
	'.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';
const MAIN_IMAGE_WRAP = '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder';

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
	/** Stops following the galleries; the page is left as it is. */
	disconnect(): void;
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

	let chosenImage: VariationImage | null = null;
	const held = (): boolean => wrap !== null && isMainImageHeld($mainImageHolders.get(), wrap);

	const restoreImage = (): void => {
		if (image && imageOriginal) {
			setAttributes(image, imageOriginal);
		}
		setAttributes(link, { href: linkOriginal });
		setAttributes(wrap, { 'data-thumb': thumbOriginal });
	};

	/** The chosen variation's image, or the server's; nothing while a gallery writes it. */
	const writeImage = (): void => {
		if (held()) {
			return;
		}
		// An image whose address is not the site's (shared/image-urls.ts) is no image: the product's stays.
		const writes = chosenImage ? variationImageWrites(chosenImage) : null;
		if (!image || !writes) {
			restoreImage();
			return;
		}
		setAttributes(image, writes.image);
		setAttributes(link, { href: writes.href });
		setAttributes(wrap, { 'data-thumb': writes.thumb ?? thumbOriginal });
	};

	// A gallery that starts gets the image as the server printed it, at once (before it reads it);
	// one that leaves hands it back to the choice.
	let wasHeld = held();
	const stopFollowing = $mainImageHolders.listen(() => {
		const now = held();
		if (now !== wasHeld) {
			wasHeld = now;
			if (now) {
				restoreImage();
			} else {
				writeImage();
			}
		}
	});

	return {
		show(details) {
			// An empty value falls back to the product's own, as WooCommerce does.
			sku.set(details.sku === '' ? null : safeMarkup(details.sku, TEXT_TAGS));
			weight.set(details.weightHtml === '' ? null : safeMarkup(details.weightHtml, TEXT_TAGS));
			dimensions.set(details.dimensionsHtml === '' ? null : safeMarkup(details.dimensionsHtml, TEXT_TAGS));
		},
		showImage(chosen) {
			chosenImage = chosen;
			writeImage();
		},
		restore() {
			sku.set(null);
			weight.set(null);
			dimensions.set(null);
			chosenImage = null;
			writeImage();
		},
		disconnect: stopFollowing,
	};
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
