import { html } from '../../server/html';
import { FIXTURE_PLUGINS_URL } from '../../server/model/urls';
import type { Page } from '../page';
import { pageArticle } from './cart';

/**
 * A checkout page made with the Checkout block. WooCommerce prints the block's empty container
 * and its scripts render the form from the Store API; here a stand-in for those scripts
 * (`block-checkout.js`) registers the checkout data store (`wc/store/checkout`) a moment after
 * the page loads, as the real ones do, and shows the extension data it holds, so the order
 * attribution the block checkout would send can be read on the page. The table's box keeps its
 * size (the checkout.css rule), so rows arriving move nothing; it scrolls, so it takes focus.
 */
export function blockCheckoutPage(): Page {
	const content = html`<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading">
	<h2 id="extension-data-title">Extension data the checkout will send</h2>
	<p class="fixture-block-checkout__status" aria-live="polite">No extension data yet.</p>
	<div class="fixture-block-checkout__data" tabindex="0" role="region" aria-labelledby="extension-data-title">
		<table class="shop_table fixture-block-checkout__extension-data" aria-labelledby="extension-data-title">
			<tbody></tbody>
		</table>
	</div>
</div>`;
	return {
		kind: 'checkout',
		title: 'Checkout',
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-9'],
		woocommerceClasses: ['woocommerce-checkout', 'woocommerce-page'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Checkout', url: null }],
		content: pageArticle(9, 'Checkout', content),
		sidebar: false,
		scripts: html`<script src="${FIXTURE_PLUGINS_URL}block-checkout.js"></script>`,
	};
}
