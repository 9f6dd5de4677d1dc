import { speak } from '../../shared/a11y';
import { postAdminAjax } from '../../shared/api/ajax';
import { yithWishlistScriptPresent } from '../../shared/classic-scripts';
import { emit } from '../../shared/events';
import { __ } from '../../shared/i18n';
import { refreshWishlistCount } from '../../shared/stores/wishlist';
import type { Unmount } from '../types';

/**
 * YITH's wishlist links (spec §2.1, §7.3), in the background: "Add to wishlist" on a card
 * (`a.add_to_wishlist`, `admin-ajax.php` `add_to_wishlist`) becomes a link to the wishlist
 * once added; "Remove" on the wishlist page (`a.remove_from_wishlist`, `remove_from_wishlist`)
 * takes the product off the list. Each refreshes the wishlist count and is announced politely.
 * Any answer but YITH's success (an HTML page, a 5xx, no network, an error result) follows the
 * link, which does the same without JavaScript. Plain DOM: it only changes a link. Where YITH's
 * own script is on the page (it brings the nonces its calls need), it handles the links itself.
 */

type Kind = 'add' | 'remove';

/** Where the page goes when a call fails; one seam so tests can watch navigation. */
export const navigation = {
	assign(url: string): void {
		window.location.assign(url);
	},
};

export function mount(link: HTMLElement): Unmount {
	const productId = link.dataset.productId ?? '';
	const kind: Kind | null = link.matches('a.remove_from_wishlist') ? 'remove' : link.matches('a.add_to_wishlist') ? 'add' : null;
	if (!(link instanceof HTMLAnchorElement) || !kind || !/^\d+$/.test(productId) || yithWishlistScriptPresent()) {
		return () => undefined;
	}
	let busy = false;
	let added = false;

	const onClick = (event: MouseEvent): void => {
		// A modified click (new tab, new window) stays the browser's own, as does the added link.
		if (added || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
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
			void refreshWishlistCount();
			emit(kind === 'add' ? 'added_to_wishlist' : 'removed_from_wishlist', { button: link, productId });
		});
	};

	link.addEventListener('click', onClick);
	return () => link.removeEventListener('click', onClick);
}

/** `result` "true" (added) or "exists" (already there): the link becomes the way to the wishlist. */
async function add(link: HTMLAnchorElement, productId: string): Promise<boolean> {
	const answer = await ask('add_to_wishlist', {
		add_to_wishlist: productId,
		product_type: link.dataset.productType ?? '',
		context: 'frontend',
	});
	if (!isRecord(answer) || (answer.result !== 'true' && answer.result !== 'exists')) {
		return false;
	}
	const wishlistUrl = typeof answer.wishlist_url === 'string' ? httpUrl(answer.wishlist_url) : null;
	if (wishlistUrl) {
		link.href = wishlistUrl;
	}
	const label = __('Browse wishlist', 'shop-islands');
	(link.querySelector('span') ?? link).textContent = label;
	link.setAttribute('aria-label', label);
	link.classList.add('added');
	if (typeof answer.message === 'string' && answer.message.trim() !== '') {
		speak(answer.message.trim());
	}
	return true;
}

/** YITH answers a removal with its fragments only: the card leaves the list, focus moves along. */
async function remove(link: HTMLAnchorElement, productId: string): Promise<boolean> {
	const token = link.closest<HTMLElement>('[data-token]')?.dataset.token;
	const answer = await ask('remove_from_wishlist', { remove_from_wishlist: productId, wishlist_token: token, context: 'frontend' });
	if (!isRecord(answer) || !('fragments' in answer)) {
		return false;
	}
	const item = link.closest<HTMLElement>('li.product, tr') ?? link;
	const next = nextRemoveLink(item);
	item.remove();
	next?.focus();
	speak(__('Product successfully removed.', 'shop-islands'));
	return true;
}

async function ask(action: string, fields: Readonly<Record<string, string | undefined>>): Promise<unknown> {
	try {
		return await postAdminAjax(action, fields);
	} catch {
		return null;
	}
}

/** The remove link of the next item, or the previous one when it was the last. */
function nextRemoveLink(item: HTMLElement): HTMLElement | null {
	const sibling = (element: Element | null): HTMLElement | null => element?.querySelector<HTMLElement>('a.remove_from_wishlist') ?? null;
	return sibling(item.nextElementSibling) ?? sibling(item.previousElementSibling);
}

function followLink(link: HTMLAnchorElement): void {
	const href = httpUrl(link.href);
	if (href) {
		navigation.assign(href);
	}
}

function httpUrl(value: string): string | null {
	try {
		const url = new URL(value, document.baseURI);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
	} catch {
		return null;
	}
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
