import { on, type StorefrontEventName, type StorefrontEvents } from './events';
import { pageGlobal, scriptFunction } from './page-globals';
import { builtIn } from './page-document';

/**
 * The one bridge to jQuery, for plugins that still listen for WooCommerce's jQuery events
 * on `document.body`. When jQuery is on the page, the islands' native events are
 * re-triggered with the argument lists WooCommerce documents, a `false` from a jQuery
 * `should_send_ajax_request.adding_to_cart` handler vetoes an add, jQuery's
 * `wc_fragment_refresh` / `updated_wc_div` ask the cart for fresh fragments, an `added_to_cart` /
 * `removed_from_cart` another script raised (WooCommerce's add-to-cart script, where a theme keeps
 * it) hands the cart the fragments it put on the page, and WooCommerce's product-form plugins are
 * there for a theme's quick view where WooCommerce's scripts are not.
 */

interface JQueryCollection {
	trigger(event: string, args?: unknown[]): JQueryCollection;
	triggerHandler(event: string, args?: unknown[]): unknown;
	on(events: string, handler: (...args: unknown[]) => void): JQueryCollection;
	off(events: string, handler: (...args: unknown[]) => void): JQueryCollection;
}

type JQueryFunction = ((target: unknown) => JQueryCollection) & { fn?: Record<string, unknown> };

/**
 * WooCommerce's jQuery plugins a theme's quick view calls on the product form it inserts
 * (`$form.wc_variation_form()`, OceanWP's; `$gallery.wc_product_gallery()`): the islands take
 * inserted markup over by themselves (islands/runtime/wiring.ts), so each only keeps the chain going.
 */
const PRODUCT_PLUGINS = ['wc_variation_form', 'wc_product_gallery'];

function chain(this: unknown): unknown {
	return this;
}

function jQuery(): JQueryFunction | null {
	return scriptFunction<JQueryFunction>(pageGlobal('jQuery'));
}

/** False when a jQuery handler vetoed the add, as WooCommerce's own script honours. */
export function askLegacyVeto(button: HTMLElement | null): boolean {
	const $ = jQuery();
	if (!$) {
		return true;
	}
	return $(builtIn('body')).triggerHandler('should_send_ajax_request.adding_to_cart', [$(button)]) !== false;
}

type Forward<Name extends StorefrontEventName> = (detail: StorefrontEvents[Name], $: JQueryFunction) => unknown[];

const FORWARDED: { readonly [Name in StorefrontEventName]?: Forward<Name> } = {
	adding_to_cart: (detail, $) => [$(detail.button), detail.data],
	added_to_cart: (detail, $) => [detail.fragments, detail.cartHash, $(detail.button)],
	removed_from_cart: (detail, $) => [detail.fragments, detail.cartHash, $(detail.button)],
	wc_fragments_refreshed: () => [],
	wc_fragments_loaded: () => [],
	wc_fragments_ajax_error: () => [],
};

const REFRESH_REQUESTS = 'wc_fragment_refresh updated_wc_div';

const CART_CHANGES = 'added_to_cart removed_from_cart';

/** What the cart is told of a change another script made: the fragments and hash its event carries. */
export type ClassicCartChange = (fragments: unknown, cartHash: unknown) => void;

/** Starts the bridge if jQuery is on the page; returns its cleanup. */
export function bridgeLegacyEvents(requestRefresh: () => void, acceptChange: ClassicCartChange): () => void {
	const $ = jQuery();
	if (!$) {
		return () => undefined;
	}
	const fn = $.fn ?? {};
	for (const plugin of PRODUCT_PLUGINS) {
		fn[plugin] ??= chain;
	}
	const body = $(builtIn('body'));
	let forwarding = false;
	const cleanups = (Object.keys(FORWARDED) as StorefrontEventName[]).map((name) =>
		on(name, (detail) => {
			const args = (FORWARDED[name] as Forward<typeof name>)(detail, $);
			forwarding = true;
			try {
				body.trigger(name, args);
			} finally {
				forwarding = false;
			}
		}),
	);
	const onCartChange = (_event: unknown, fragments: unknown, cartHash: unknown): void => {
		if (!forwarding) {
			acceptChange(fragments, cartHash);
		}
	};
	body.on(REFRESH_REQUESTS, requestRefresh);
	body.on(CART_CHANGES, onCartChange);
	return () => {
		cleanups.forEach((cleanup) => cleanup());
		body.off(REFRESH_REQUESTS, requestRefresh);
		body.off(CART_CHANGES, onCartChange);
	};
}

/**
 * Listens for classic jQuery events on the document (another plugin's script triggers them on
 * `document.body`, and jQuery bubbles them up), which no native listener hears; returns the
 * cleanup, a no-op without jQuery.
 */
export function listenLegacy(events: string, handler: () => void): () => void {
	const $ = jQuery();
	if (!$) {
		return () => undefined;
	}
	const target = $(document);
	target.on(events, handler);
	return () => {
		target.off(events, handler);
	};
}

/**
 * Triggers a classic jQuery event on an element (the variation form's `found_variation`,
 * `show_variation`, `hide_variation`, `reset_data`…) for plugins that listen there; nothing
 * without jQuery.
 */
export function triggerLegacy(target: Element, name: string, args: unknown[] = []): void {
	jQuery()?.(target).trigger(name, args);
}
