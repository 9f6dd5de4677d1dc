import { type SafeHtml, html } from '../server/html';

/** global/quantity-input.php: a number box, or a hidden input when min and max are equal; no `max` without a limit (WooCommerce 10.1+). */

export interface QuantityInput {
	readonly id: string;
	readonly name: string;
	readonly label: string;
	readonly value: number | '';
	readonly min: number;
	readonly max: number | null;
	readonly placeholder?: string;
}

export function quantityInput(input: QuantityInput): SafeHtml {
	const type = input.max !== null && input.min > 0 && input.min === input.max ? 'hidden' : 'number';
	return html`<div class="quantity">
		<label class="screen-reader-text" for="${input.id}">${input.label} quantity</label>
	<input
		type="${type}"
		id="${input.id}"
		class="input-text qty text"
		name="${input.name}"
		value="${input.value}"
		aria-label="Product quantity"
		min="${input.min}"
		${input.max === null ? '' : html`max="${input.max}"`}
		step="1"
		placeholder="${input.placeholder ?? ''}"
		inputmode="numeric"
		autocomplete="off"
	/>
	</div>`;
}
