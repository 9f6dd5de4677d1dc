/**
 * Native events the islands dispatch and listen for, with typed `detail`. Names follow
 * WooCommerce's documented jQuery events so theme code can listen for either; the jQuery
 * bridge (shared/legacy-events.ts) re-triggers them on `document.body` when jQuery is present.
 */

export interface StorefrontEvents {
	/** Fragments were refreshed from the server. */
	wc_fragments_refreshed: undefined;
	/** Fragments were replaced (from an add, a remove or the cache). */
	wc_fragments_loaded: undefined;
	/** The fragment refresh failed. */
	wc_fragments_ajax_error: { readonly error: unknown };
	/** Ask for a fragment refresh (theme or plugin code may dispatch it). */
	wc_fragment_refresh: undefined;
	/** The cart changed elsewhere; refresh fragments. */
	wc_cart_updated: undefined;
	/** Before an add is sent; cancel it to veto the add. */
	should_send_ajax_request_adding_to_cart: { readonly button: HTMLElement; readonly data: Readonly<Record<string, string>> };
	adding_to_cart: { readonly button: HTMLElement | null; readonly data: Readonly<Record<string, string>> };
	added_to_cart: {
		readonly button: HTMLElement | null;
		readonly fragments: Readonly<Record<string, string>>;
		readonly cartHash: string;
	};
	removed_from_cart: {
		readonly button: HTMLElement | null;
		readonly fragments: Readonly<Record<string, string>>;
		readonly cartHash: string;
	};
	/** An island failed to load or threw while mounting; cancel it to silence the console. */
	'shop-islands:error': { readonly island: string; readonly error: unknown };
}

export type StorefrontEventName = keyof StorefrontEvents;

/** Dispatches a bubbling, cancelable event; returns false when a listener cancelled it. */
export function emit<Name extends StorefrontEventName>(
	name: Name,
	detail: StorefrontEvents[Name],
	target: EventTarget = document.body,
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
	target.addEventListener(name, handler);
	return () => target.removeEventListener(name, handler);
}
