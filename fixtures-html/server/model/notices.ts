import type { SafeHtml } from '../html';

/** A WooCommerce notice: wc_add_notice()'s message (HTML) and type. */
export interface Notice {
	readonly type: 'success' | 'error' | 'notice';
	readonly message: SafeHtml;
	/** The checkout field an error is about (`data-id`, which WooCommerce's script focuses). */
	readonly dataId?: string;
}
