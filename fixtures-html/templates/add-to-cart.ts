import { type SafeHtml, html, raw } from '../server/html';
import {
	type Catalogue,
	type ExternalProduct,
	type GroupedProduct,
	type Product,
	type SimpleProduct,
	type VariableProduct,
	findProduct,
} from '../server/model/catalogue';
import { priceInner } from '../server/model/format';
import { attributeField, productVariationsAttribute, variationCombinations } from '../server/model/variations';
import { productUrl } from '../server/model/urls';
import { productClasses } from './product-card';
import { quantityInput } from './quantity';

/**
 * The add-to-cart area of a product page (single-product/add-to-cart/*.php), one form per
 * product type. Every form posts to the product page, so it works without JavaScript.
 */

export interface FormOptions {
	/** Prefix for element ids, so a quick view can sit on a product page without clashes. */
	readonly idPrefix: string;
	/** Attribute values to preselect (`?attribute_pa_size=small`, as WooCommerce reads them). */
	readonly selected: Readonly<Record<string, string>>;
	/** Whether Shop Islands' plugin prints the variation combinations (`?combinations=no`: a theme whose form lacks its hook). */
	readonly printCombinations: boolean;
}

export function addToCartArea(catalogue: Catalogue, product: Product, options: FormOptions): SafeHtml {
	switch (product.type) {
		case 'simple':
			return simpleForm(product, options);
		case 'variable':
			return variableForm(product, options);
		case 'grouped':
			return groupedForm(catalogue, product, options);
		case 'external':
			return externalForm(product);
	}
}

/** The stock line above the form: only for managed stock, or when out of stock. */
export function stockHtml(product: Product): SafeHtml {
	if (product.stockStatus === 'outofstock') {
		return html`<p class="stock out-of-stock">Out of stock</p>
`;
	}
	return product.stockQuantity === null ? html`` : html`<p class="stock in-stock">${product.stockQuantity} in stock</p>
`;
}

function productQuantity(product: Product, options: FormOptions): SafeHtml {
	return quantityInput({
		id: `quantity_${options.idPrefix}${product.id}`,
		name: 'quantity',
		label: product.name,
		value: 1,
		min: 1,
		max: product.soldIndividually ? 1 : product.stockQuantity,
	});
}

function simpleForm(product: SimpleProduct, options: FormOptions): SafeHtml {
	if (product.stockStatus === 'outofstock') {
		return stockHtml(product);
	}
	return html`${stockHtml(product)}
	<form class="cart" action="${productUrl(product)}" method="post" enctype='multipart/form-data'>
		
		${productQuantity(product, options)}

		<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add to cart</button>

			</form>
`;
}

function variableForm(product: VariableProduct, options: FormOptions): SafeHtml {
	const rows = product.attributes.map((attribute, index) => {
		const field = attributeField(attribute.name);
		const id = `${options.idPrefix}${attribute.name}`;
		const selected = options.selected[field] ?? '';
		const reset = index === product.attributes.length - 1 ? html`<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>` : '';
		return html`<tr>
						<th class="label"><label for="${id}">${attribute.label}</label></th>
						<td class="value">
							<select id="${id}" class="" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choose an option</option>${attribute.options.map(
								(option) =>
									html`<option value="${option.value}" ${option.value === selected ? html`selected='selected'` : ''}>${option.label}</option>`,
							)}</select>${reset}						</td>
					</tr>
					`;
	});
	return html`<form class="variations_form cart" action="${productUrl(product)}" method="post" enctype='multipart/form-data' data-product_id="${product.id}" data-product_variations="${productVariationsAttribute(product)}">
	${options.printCombinations ? combinationsBlock(product) : ''}
			<table class="variations" cellspacing="0" role="presentation">
			<tbody>
									${rows}</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		
		<div class="single_variation_wrap">
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	
	${productQuantity(product, options)}

	<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>

	
	<input type="hidden" name="add-to-cart" value="${product.id}" />
	<input type="hidden" name="product_id" value="${product.id}" />
	<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div>
		</div>
	
	</form>
`;
}

/** The plugin's data block, printed on woocommerce_before_variations_form; `<` escaped so no value can end it. */
function combinationsBlock(product: VariableProduct): SafeHtml {
	const combinations = variationCombinations(product);
	if (!combinations) {
		return html``;
	}
	const json = JSON.stringify(combinations).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
	return raw(`<script type="application/json" class="shop-islands-variation-combinations">${json}</script>`);
}

function groupedForm(catalogue: Catalogue, product: GroupedProduct, options: FormOptions): SafeHtml {
	const children = product.children.flatMap((id) => {
		const child = findProduct(catalogue, id);
		return child?.type === 'simple' ? [child] : [];
	});
	return html`<form class="cart grouped_form" action="${productUrl(product)}" method="post" enctype='multipart/form-data'>
	<table cellspacing="0" class="woocommerce-grouped-product-list group_table">
		<tbody>
			${children.map((child) => groupedRow(catalogue, child, options))}		</tbody>
	</table>

	<input type="hidden" name="add-to-cart" value="${product.id}" />

			<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>

	</form>
`;
}

function groupedRow(catalogue: Catalogue, child: SimpleProduct, options: FormOptions): SafeHtml {
	const inStock = child.stockStatus === 'instock';
	const quantity = inStock
		? quantityInput({
				id: `quantity_${options.idPrefix}${child.id}`,
				name: `quantity[${child.id}]`,
				label: child.name,
				value: '',
				min: 0,
				max: child.soldIndividually ? 1 : child.stockQuantity,
				placeholder: '0',
			})
		: html`<a href="${productUrl(child)}" class="button product_type_simple">Read more</a>`;
	return html`<tr id="product-${child.id}" class="woocommerce-grouped-product-list-item ${productClasses(catalogue, child, null)}">
				<td class="woocommerce-grouped-product-list-item__quantity">${quantity}</td>
				<td class="woocommerce-grouped-product-list-item__label"><label for="product-${child.id}"><a href="${productUrl(child)}">${child.name}</a></label></td>
				<td class="woocommerce-grouped-product-list-item__price">${raw(priceInner(child.price))}${inStock ? '' : html`<p class="stock out-of-stock">Out of stock</p>`}</td>
			</tr>
			`;
}

function externalForm(product: ExternalProduct): SafeHtml {
	return html`<form class="cart" action="${product.externalUrl}" method="get">
	
		<button type="submit" class="single_add_to_cart_button button alt">${product.buttonText}</button>

	
	</form>
`;
}
