import { speak } from '../../shared/a11y';
import { postAdminAjax } from '../../shared/api/ajax';
import { withPluginNonce } from '../../shared/api/plugin-nonces';
import { yithWishlistScriptPresent } from '../../shared/classic-scripts';
import { emit } from '../../shared/events';
import { __ } from '../../shared/i18n';
import { WISHLIST_COUNTERS } from '../../shared/selectors';
import { $chosenVariation } from '../../shared/stores/chosen-variation';
import { $ownWishlist, refreshWishlistCount } from '../../shared/stores/wishlist';
import { allowedUrl, httpUrl } from '../../shared/urls';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';
import { isRecord } from '../../shared/is-record';
import { isPlainClick } from '../../shared/clicks';

/**
 * YITH WooCommerce Wishlist's links (docs/listings-and-content.md#wishlist), in the background,
 * through YITH's own `admin-ajax.php` actions and nonces:
 * - "Add to wishlist" (`a.add_to_wishlist`): the button the plugin prints into YITH's
 *   placeholder (`php-enqueue/includes/wishlist.php`; its href is YITH's no-JavaScript add), a
 *   YITH 3 link, or the legacy markup WooLentor prints in its blocks. Once added it becomes the
 *   way to the wishlist (WooLentor's markup: its own "added" link is shown), announced politely.
 *   On a product page the chosen variation is what is added.
 * - "Remove this product" (`a.remove_from_wishlist`) in YITH's wishlist table: the row leaves,
 *   focus moves on, announced.
 * Any answer but YITH's success (an HTML page, a 4xx/5xx, a refused nonce, no network, no answer
 * in time) gives the link back and follows it, as the click would have without JavaScript.
 * The visitor's own state, which no cacheable page carries, is filled here: a product already in
 * their wishlist gets YITH's "already in" text and its link to the wishlist in place of the add.
 * Plain DOM: it changes a link and a row. Where YITH's own script is on the page, it stands aside.
 */

type Kind = 'add' | 'remove';

/** Where the page goes when a call fails; one seam so tests can watch navigation. */
export const navigation = {
	assign(url: string): void {
		window.location.assign(url);
	},
};

/** YITH 4's placeholder, which the plugin fills with the add link (php-enqueue/includes/wishlist.php). */
const PLACEHOLDER = '.yith-add-to-wishlist-button-block';
/** WooLentor's legacy block (YITH 3's markup): the add link's wrapper and its "added" siblings. */
const LEGACY_WRAPPER = '.yith-wcwl-add-to-wishlist';
const LEGACY_ADD = '.yith-wcwl-add-button';
const LEGACY_ADDED = '.yith-wcwl-wishlistaddedbrowse';
const LEGACY_EXISTS = '.yith-wcwl-wishlistexistsbrowse';

export function mount(link: HTMLElement): Unmount {
	const kind: Kind | null = link.matches('a.remove_from_wishlist') ? 'remove' : link.matches('a.add_to_wishlist') ? 'add' : null;
	if (!(link instanceof HTMLAnchorElement) || !kind || yithWishlistScriptPresent()) {
		return () => undefined;
	}
	const productId = kind === 'add' ? link.dataset.productId : removedProductId(link);
	if (productId === undefined || !/^\d+$/.test(productId)) {
		return () => undefined;
	}
	let busy = false;
	let added = false;

	const onClick = (event: MouseEvent): void => {
		// A modified click (new tab, new window) stays the browser's own, as does the added link.
		if (added || event.defaultPrevented || !isPlainClick(event)) {
			return;
		}
		event.preventDefault();
		if (busy) {
			return;
		}
		busy = true;
		link.classList.add('loading');
		link.setAttribute('aria-busy', 'true');
		const request = kind === 'add' ? add(link, productId) : remove(link, productId);
		void request.then((done) => {
			busy = false;
			link.classList.remove('loading');
			link.removeAttribute('aria-busy');
			if (!done) {
				followLink(link);
				return;
			}
			added = kind === 'add';
			if (builtIn('querySelector')(WISHLIST_COUNTERS)) {
				void refreshWishlistCount();
			}
			emit(kind === 'add' ? 'added_to_wishlist' : 'removed_from_wishlist', { button: link, productId });
		});
	};

	link.addEventListener('click', onClick);
	// Already in the visitor's wishlist: YITH's "already in" state, as its server once printed it.
	const stopWatching =
		kind === 'add' && link.parentElement?.matches(PLACEHOLDER)
			? $ownWishlist.subscribe((own) => {
					if (own?.products.has(Number(productId)) && !added && !busy) {
						link.replaceWith(alreadyIn(link, own.url));
					}
				})
			: () => undefined;
	return () => {
		link.removeEventListener('click', onClick);
		stopWatching();
	};
}

/**
 * YITH's "already in" markup for the link's product (`.yith-wcwl-wishlistexistsbrowse`), in the
 * link's own labels, linking to the wishlist page (the answer's, else the link's own page).
 */
function alreadyIn(link: HTMLAnchorElement, wishlistUrl: string | null): HTMLElement {
	const state = builtIn('createElement')('span');
	state.className = 'yith-wcwl-wishlistexistsbrowse';
	const feedback = builtIn('createElement')('span');
	feedback.className = 'feedback';
	feedback.textContent = link.dataset.existsLabel || __('The product is already in your wishlist!', 'shop-islands');
	const browse = builtIn('createElement')('a');
	browse.href = wishlistUrl ?? new URL(link.pathname, link.href).href;
	browse.rel = 'nofollow';
	browse.textContent = link.dataset.browseLabel || __('Browse wishlist', 'shop-islands');
	state.append(feedback, ' ', browse);
	return state;
}

/** `result` "true" (added) or "exists" (already there): the link becomes the way to the wishlist. */
async function add(link: HTMLAnchorElement, productId: string): Promise<boolean> {
	const variationId = chosenVariation(link, productId);
	// A refused nonce (a page older than a nonce's life) answers `result: false`: a fresh one, once.
	const answer = await withPluginNonce(
		'wishlistNonce',
		(nonce) =>
			ask('add_to_wishlist', {
				nonce: nonce || hrefParam(link, '_wpnonce'),
				context: 'frontend',
				add_to_wishlist: variationId ?? productId,
				product_type: variationId ? 'variation' : (link.dataset.productType ?? ''),
			}),
		(refused) => isRecord(refused) && refused.result === false,
	);
	if (!isRecord(answer) || (answer.result !== 'true' && answer.result !== 'exists')) {
		return false;
	}
	const exists = answer.result === 'exists';
	const wishlistUrl = allowedUrl(answer.wishlist_url);
	const legacy = link.closest<HTMLElement>(LEGACY_WRAPPER);
	const shown = legacy ? showLegacyAdded(legacy, exists) : null;
	if (shown) {
		shown.focus();
	} else {
		if (wishlistUrl) {
			link.href = wishlistUrl;
		}
		const label = link.dataset.browseLabel || __('Browse wishlist', 'shop-islands');
		(link.querySelector('span') ?? link).textContent = label;
		link.classList.add('added');
	}
	const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message.trim() : null;
	speak(message ?? (exists ? link.dataset.existsLabel || __('The product is already in your wishlist!', 'shop-islands') : link.dataset.addedLabel || __('Product added!', 'shop-islands')));
	return true;
}

/**
 * On a product page, the variation the shopper chose in the product's form, as the form publishes
 * it (shared/stores/chosen-variation.ts: none until a whole choice is made); otherwise none.
 */
function chosenVariation(link: HTMLAnchorElement, productId: string): string | null {
	const chosen = $chosenVariation.get();
	if (!link.closest('.yith-add-to-wishlist-button-block--single') || chosen === null || String(chosen.productId) !== productId) {
		return null;
	}
	return String(chosen.variationId);
}

/** WooLentor's block: its add link hidden, its "added" (or "exists") link shown; that link, or null. */
function showLegacyAdded(wrapper: HTMLElement, exists: boolean): HTMLElement | null {
	const target = wrapper.querySelector<HTMLElement>(exists ? LEGACY_EXISTS : LEGACY_ADDED) ?? wrapper.querySelector<HTMLElement>(LEGACY_ADDED);
	const targetLink = target?.querySelector<HTMLElement>('a[href]');
	if (!target || !targetLink) {
		return null;
	}
	wrapper.classList.add('exists');
	const button = wrapper.querySelector<HTMLElement>(LEGACY_ADD);
	if (button) {
		button.style.display = 'none';
		button.classList.replace('show', 'hide');
	}
	target.classList.replace('hide', 'show');
	// WooLentor hides it with `style="display:none"` (a page under a strict CSP, with `hidden`).
	target.hidden = false;
	target.style.display = 'block';
	return targetLink;
}

/**
 * YITH answers a removal with the fragments it was asked for: the wishlist form, re-rendered
 * (which also takes the notice YITH queued). A refused nonce or permission answers none. The
 * row leaves the table; the form's HTML is not used.
 */
async function remove(link: HTMLAnchorElement, productId: string): Promise<boolean> {
	const table = link.closest<HTMLElement>('[data-token]');
	const fields: Record<string, string> = {
		context: 'frontend',
		remove_from_wishlist: productId,
		...(table?.dataset.id ? { wishlist_id: table.dataset.id } : {}),
		...(table?.dataset.token ? { wishlist_token: table.dataset.token } : {}),
		...fragmentFields(link.closest<HTMLFormElement>('form.wishlist-fragment')),
	};
	// A refused nonce answers no fragments: a fresh one, once.
	const answer = await withPluginNonce(
		'wishlistRemoveNonce',
		(nonce) => ask('remove_from_wishlist', { ...fields, nonce: nonce || hrefParam(link, '_wpnonce') }),
		// YITH's refusal: `{"fragments": []}` (its `array()`).
		(refused) => isRecord(refused) && Array.isArray(refused.fragments) && refused.fragments.length === 0,
	);
	if (!isRecord(answer) || !isRecord(answer.fragments) || Object.keys(answer.fragments).length === 0) {
		return false;
	}
	const item = link.closest<HTMLElement>('tr, li.product') ?? link;
	const next = nextRemoveLink(item);
	item.remove();
	next?.focus();
	speak(__('Product successfully removed.', 'shop-islands'));
	return true;
}

/** The product a remove link takes off: its row's `data-row-id`, its `data-product-id`, or its href's. */
function removedProductId(link: HTMLAnchorElement): string | undefined {
	return link.closest<HTMLElement>('tr[data-row-id]')?.dataset.rowId ?? link.dataset.productId ?? (hrefParam(link, 'remove_from_wishlist') || undefined);
}

/**
 * The wishlist form's own fragment request, as YITH's script sends it: `fragments[<its classes,
 * dot-joined>][<option>]=<value>` for each option of its `data-fragment-options` (scalars only,
 * as YITH prints them). Missing or broken options: none.
 */
function fragmentFields(form: HTMLFormElement | null): Record<string, string> {
	if (!form) {
		return {};
	}
	let options: unknown;
	try {
		options = JSON.parse(form.dataset.fragmentOptions ?? '');
	} catch {
		return {};
	}
	if (!isRecord(options)) {
		return {};
	}
	const key = [...form.classList].join('.');
	const fields: Record<string, string> = {};
	for (const [name, value] of Object.entries(options)) {
		if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
			fields[`fragments[${key}][${name}]`] = String(value);
		}
	}
	return fields;
}

async function ask(action: string, fields: Readonly<Record<string, string>>): Promise<unknown> {
	try {
		return await postAdminAjax(action, fields);
	} catch {
		return null;
	}
}

/** A query parameter of the link's own href ('' when absent). */
function hrefParam(link: HTMLAnchorElement, name: string): string {
	try {
		return new URL(link.href).searchParams.get(name) ?? '';
	} catch {
		return '';
	}
}

/** The remove link of the next item, or the previous one when it was the last. */
function nextRemoveLink(item: HTMLElement): HTMLElement | null {
	const sibling = (element: Element | null): HTMLElement | null => element?.querySelector<HTMLElement>('a.remove_from_wishlist') ?? null;
	return sibling(item.nextElementSibling) ?? sibling(item.previousElementSibling);
}

/** The link the shopper clicked, as the browser would follow it: any http(s) address, never a `javascript:` one. */
function followLink(link: HTMLAnchorElement): void {
	const href = httpUrl(link.href);
	if (href) {
		navigation.assign(href.href);
	}
}

