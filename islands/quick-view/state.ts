import { atom } from 'nanostores';
import { navigation } from '../../shared/cart/actions';
import { $openPanel, closePanel, openPanel } from '../../shared/stores/ui';
import { httpUrl } from '../../shared/urls';
import { loadQuickView } from './load';

/**
 * The quick view's states (docs/search-and-quick-view.md): closed → loading → open, and back to
 * closed through the close button, the overlay, Escape, or another panel opening (`$openPanel`, one
 * at a time). One dialog serves every quick-view button of the page. A newer open aborts an older
 * load.
 */

export type QuickViewState =
	| { readonly kind: 'closed' }
	| { readonly kind: 'loading'; readonly opener: HTMLElement }
	| { readonly kind: 'open'; readonly opener: HTMLElement; readonly content: DocumentFragment };

const CLOSED: QuickViewState = { kind: 'closed' };
const LOADING_CLASS = 'loading';

export const $quickView = atom<QuickViewState>(CLOSED);

let loading: { readonly controller: AbortController; readonly opener: HTMLElement } | null = null;

/**
 * The product a quick-view button shows: WooLentor 3.4 prints `data-product_id` (on the card's
 * `a.woolentor-quickview-btn`, and the flash-sale cards' `a.woolentorquickview`); older
 * versions printed `data-quick-id`. Only a positive whole number is a product.
 */
export function productIdOf(opener: HTMLElement): string {
	const id = (opener.dataset.product_id ?? opener.dataset.quickId ?? '').trim();
	return /^[1-9]\d*$/.test(id) ? id : '';
}

/** Cards whose other links lead to the product page, for a quick-view button that is no link of its own. */
const CARD = '.woolentor-flash-product, .product-item, li.product';

/**
 * Where the product page is, for when the quick view cannot show it: the button's own link, as
 * the browser would follow it (any http(s) address, never a `javascript:` one); for WooLentor's
 * flash-sale button, whose link is `#`, its card's link to the product.
 */
export function productPageOf(opener: HTMLElement): string | null {
	const links = [opener, ...(opener.closest(CARD)?.querySelectorAll('a[href]') ?? [])];
	for (const link of links) {
		if (link instanceof HTMLAnchorElement && !(link.getAttribute('href') ?? '').startsWith('#')) {
			return httpUrl(link.href)?.href ?? null;
		}
	}
	return null;
}

export async function openQuickView(opener: HTMLElement): Promise<void> {
	const productId = productIdOf(opener);
	stopLoading();
	const current = { controller: new AbortController(), opener };
	loading = current;
	$quickView.set({ kind: 'loading', opener });
	opener.classList.add(LOADING_CLASS);
	opener.setAttribute('aria-busy', 'true');
	const result = await loadQuickView(productId, current.controller.signal);
	if (result.status === 'aborted' || loading !== current) {
		return;
	}
	stopLoading();
	if (result.status === 'failed') {
		// No message (docs/search-and-quick-view.md), and no half-built dialog: the product page
		// opens instead.
		$quickView.set(CLOSED);
		const href = productPageOf(opener);
		if (href) {
			navigation.assign(href);
		}
		return;
	}
	$quickView.set({ kind: 'open', opener, content: result.content });
	openPanel('quick-view');
}

export function closeQuickView(): void {
	closePanel('quick-view');
}

/** Follows `$openPanel`: another panel opening, or the quick view's closing, closes the dialog. Returns the cleanup. */
export function followOpenPanel(): () => void {
	return $openPanel.listen((panel) => {
		if (panel !== 'quick-view' && $quickView.get().kind === 'open') {
			$quickView.set(CLOSED);
		}
	});
}

/** Stops a load under way and closes (the last button left the page). */
export function resetQuickView(): void {
	stopLoading();
	if ($quickView.get().kind === 'open') {
		closeQuickView();
	}
	$quickView.set(CLOSED);
}

/** Aborts the load under way, if any, and gives its button back. */
function stopLoading(): void {
	if (!loading) {
		return;
	}
	loading.controller.abort();
	loading.opener.classList.remove(LOADING_CLASS);
	loading.opener.removeAttribute('aria-busy');
	loading = null;
}
