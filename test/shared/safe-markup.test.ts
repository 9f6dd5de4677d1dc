import { describe, expect, it } from 'vitest';
import { PRICE_TAGS, TEXT_TAGS, safeMarkup } from '../../shared/safe-markup';

function html(fragment: DocumentFragment): string {
	const box = document.createElement('div');
	box.append(fragment);
	return box.innerHTML;
}

describe('markup from data', () => {
	it('keeps WooCommerce’s price elements with their class and aria-hidden, nothing else', () => {
		const price =
			'<del aria-hidden="true"><span class="woocommerce-Price-amount amount" onclick="x()"><bdi>12.00</bdi></span></del> <ins style="color:red"><span class="amount">9.00</span></ins>';
		expect(html(safeMarkup(price, PRICE_TAGS))).toBe(
			'<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>12.00</bdi></span></del> <ins><span class="amount">9.00</span></ins>',
		);
	});

	it('gives an element outside the list its text alone, and scripts, styles and frames nothing', () => {
		const markup = '<a href="javascript:alert(1)">Only <strong>2</strong> left</a><img src=x onerror="alert(1)"><script>alert(1)</script><style>p{}</style><svg><text>s</text></svg>';
		expect(html(safeMarkup(markup, PRICE_TAGS))).toBe('Only 2 left');
		expect(html(safeMarkup(markup, TEXT_TAGS))).toBe('Only <strong>2</strong> left');
	});
});
