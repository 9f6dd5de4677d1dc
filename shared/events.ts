import { builtIn } from './page-document';
/**
 * Native events the islands dispatch and listen for, with typed `detail`. Names follow
 * WooCommerce's documented jQuery events so theme code can listen for either; the jQuery
 * bridge (shared/legacy-events.ts) re-triggers them on `document.body` when jQuery is present.
 */

export type Fragments = Readonly<Record<string, string>>;

export interface StorefrontEvents {
	/** Fragments were refreshed from the server. */
	wc_fragments_refreshed: undefined;
	/** Fragments were put on the page (from the cache, an add or a remove). */
	wc_fragments_loaded: undefined;
	/** The fragment refresh failed. */
	wc_fragments_ajax_error: { readonly error: unknown };
	/** Ask for a fragment refresh (theme or plugin code may dispatch it). */
	wc_fragment_refresh: undefined;
	/** The cart page's contents changed; refresh fragments. */
	updated_wc_div: undefined;
	/** Before an add is sent; cancel it to veto the add. */
	'should_send_ajax_request.adding_to_cart': { readonly button: HTMLElement | null };
	/** An add is on its way (after the veto above): the button and the fields sent. */
	adding_to_cart: { readonly button: HTMLElement | null; readonly data: Readonly<Record<string, string>> };
	/** An add succeeded: the new fragments and cart hash, already on the page. */
	added_to_cart: { readonly button: HTMLElement | null; readonly fragments: Fragments; readonly cartHash: string };
	/** A mini-cart removal succeeded: the new fragments and cart hash, already on the page. */
	removed_from_cart: { readonly button: HTMLElement | null; readonly fragments: Fragments; readonly cartHash: string };
	/** A product was added to the wishlist in the background (YITH's event name). */
	added_to_wishlist: { readonly button: HTMLElement; readonly productId: string };
	/** A product was removed from the wishlist in the background. */
	removed_from_wishlist: { readonly button: HTMLElement; readonly productId: string };
	/** An add failed without a product page to go to (server error, bad answer, timeout, offline). */
	'shop-islands:add-to-cart-failed': { readonly button: HTMLElement | null; readonly error: unknown };
	/**
	 * Server HTML is about to replace the element this is dispatched on (synchronously, just
	 * before): the islands runtime unmounts the islands inside it first.
	 */
	'shop-islands:before-replace': undefined;
	/** An island failed to load or threw while mounting; cancel it to silence the console. */
	'shop-islands:error': { readonly island: string; readonly error: unknown };
}

export type StorefrontEventName = keyof StorefrontEvents;

/** Dispatches a bubbling, cancelable event; returns false when a listener cancelled it. */
export function emit<Name extends StorefrontEventName>(
	name: Name,
	detail: StorefrontEvents[Name],
	target: EventTarget = builtIn('body'),
): boolean {
	return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable: true }));
}

/** Listens for a storefront event on `document.body`'s level; returns the cleanup. */
export function on<Name extends StorefrontEventName>(
	name: Name,
	listener: (detail: StorefrontEvents[Name], event: CustomEvent<StorefrontEvents[Name]>) => void,
	target: EventTarget = document,
): () => void {
	const handler = (event: Event): void => {
		const custom = event as CustomEvent<StorefrontEvents[Name]>;
		listener(custom.detail, custom);
	};
	// EventTarget's own methods: the document's may be an element a post names so (shared/page-document.ts).
	EventTarget.prototype.addEventListener.call(target, name, handler);
	return () => EventTarget.prototype.removeEventListener.call(target, name, handler);
}
