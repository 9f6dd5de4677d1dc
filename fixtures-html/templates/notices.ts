import { type SafeHtml, html } from '../server/html';
import type { Notice } from '../server/model/notices';

/** WooCommerce's classic notice templates (notices/success.php, error.php, notice.php). */

export function noticesHtml(notices: readonly Notice[]): SafeHtml {
	const errors = notices.filter((notice) => notice.type === 'error');
	return html`${notices
		.filter((notice) => notice.type === 'success')
		.map((notice) => html`<div class="woocommerce-message" role="alert">
		${notice.message}	</div>
`)}${
		errors.length > 0
			? html`<ul class="woocommerce-error" role="alert">
${errors.map((notice) => html`			<li${notice.dataId ? html` data-id="${notice.dataId}"` : ''}>
			${notice.message}		</li>
`)}	</ul>
`
			: ''
	}${notices
		.filter((notice) => notice.type === 'notice')
		.map((notice) => html`<div class="woocommerce-info" role="status">
		${notice.message}	</div>
`)}`;
}

/** The wrapper WooCommerce prints notices into on every WooCommerce screen. */
export function noticesWrapper(notices: readonly Notice[]): SafeHtml {
	return html`<div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>`;
}
