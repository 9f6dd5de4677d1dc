import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/events';
import { askLegacyVeto, bridgeLegacyEvents, listenLegacy, triggerLegacy } from '../../shared/legacy-events';
import { clobber } from '../support/clobber';

/** A jQuery stand-in that records `trigger` calls and runs `on` handlers, as plugins use it. */
function installFakeJQuery(vetoResult?: unknown): { triggered: Array<[string, unknown[]]>; fire: (event: string, args?: unknown[]) => void } {
	const triggered: Array<[string, unknown[]]> = [];
	type Handler = (...args: unknown[]) => void;
	const handlers = new Map<string, Handler[]>();
	const fire = (event: string, args: unknown[] = []): void => handlers.get(event)?.forEach((handler) => handler({ type: event }, ...args));
	const collection = {
		// As jQuery's: the handlers run before it returns.
		trigger(event: string, args: unknown[] = []) {
			triggered.push([event, args]);
			fire(event, args);
			return collection;
		},
		triggerHandler: () => vetoResult,
		on(events: string, handler: Handler) {
			for (const event of events.split(' ')) {
				handlers.set(event, [...(handlers.get(event) ?? []), handler]);
			}
			return collection;
		},
		off(events: string) {
			for (const event of events.split(' ')) {
				handlers.delete(event);
			}
			return collection;
		},
	};
	vi.stubGlobal('jQuery', () => collection);
	return { triggered, fire };
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('jQuery bridge', () => {
	it('does nothing without jQuery', () => {
		expect(askLegacyVeto(null)).toBe(true);
		expect(() => bridgeLegacyEvents(() => undefined, () => undefined)()).not.toThrow();
	});

	it.each([['an element'], ['an embed']])('takes no %s with the id jQuery in a post for jQuery', (kind) => {
		clobber('jQuery', kind === 'an embed' ? '<embed id="jQuery">' : undefined);
		expect(askLegacyVeto(document.body)).toBe(true);
		expect(() => bridgeLegacyEvents(() => undefined, () => undefined)()).not.toThrow();
		expect(() => listenLegacy('wc_fragment_refresh', () => undefined)()).not.toThrow();
		expect(() => triggerLegacy(document.body, 'found_variation')).not.toThrow();
	});

	it("re-triggers the cart events with WooCommerce's arguments", () => {
		const jq = installFakeJQuery();
		const stop = bridgeLegacyEvents(() => undefined, () => undefined);
		const fragments = { 'a.cart-contents': '<a></a>' };
		emit('added_to_cart', { button: null, fragments, cartHash: 'h1' });
		emit('wc_fragments_refreshed', undefined);
		stop();
		emit('wc_fragments_loaded', undefined);
		expect(jq.triggered.map(([name]) => name)).toEqual(['added_to_cart', 'wc_fragments_refreshed']);
		expect(jq.triggered[0]?.[1].slice(0, 2)).toEqual([fragments, 'h1']);
	});

	it('lets a jQuery handler returning false veto an add', () => {
		installFakeJQuery(false);
		expect(askLegacyVeto(null)).toBe(false);
		installFakeJQuery(undefined);
		expect(askLegacyVeto(null)).toBe(true);
	});

	it('asks for a refresh on the jQuery wc_fragment_refresh and updated_wc_div events', () => {
		const jq = installFakeJQuery();
		const refresh = vi.fn();
		bridgeLegacyEvents(refresh, () => undefined);
		jq.fire('wc_fragment_refresh');
		jq.fire('updated_wc_div');
		expect(refresh).toHaveBeenCalledTimes(2);
	});

	it("hands the cart what another script's added_to_cart and removed_from_cart carry, never what it forwards itself", () => {
		const jq = installFakeJQuery();
		const accept = vi.fn();
		const stop = bridgeLegacyEvents(() => undefined, accept);
		const fragments = { 'div.widget_shopping_cart_content': '<div></div>' };
		emit('added_to_cart', { button: null, fragments, cartHash: 'ours' });
		expect(accept).not.toHaveBeenCalled();
		jq.fire('added_to_cart', [fragments, 'h2', null]);
		jq.fire('removed_from_cart', [fragments, 'h3', null]);
		expect(accept.mock.calls).toEqual([
			[fragments, 'h2'],
			[fragments, 'h3'],
		]);
		stop();
		jq.fire('added_to_cart', [fragments, 'h4', null]);
		expect(accept).toHaveBeenCalledTimes(2);
	});
});

describe("jQuery bridge: WooCommerce's product-form plugins", () => {
	it('gives jQuery wc_variation_form and wc_product_gallery where WooCommerce did not, each keeping the chain', () => {
		const fn: Record<string, unknown> = {};
		const $ = Object.assign(() => ({ trigger: () => undefined, on: () => undefined, off: () => undefined }), { fn });
		vi.stubGlobal('jQuery', $);
		bridgeLegacyEvents(() => undefined, () => undefined)();
		const form = { length: 1 };
		expect((fn.wc_variation_form as (this: unknown) => unknown).call(form)).toBe(form);
		expect((fn.wc_product_gallery as (this: unknown) => unknown).call(form)).toBe(form);
	});

	it("leaves WooCommerce's own in place where its scripts are on the page", () => {
		const own = (): string => 'WooCommerce';
		const fn: Record<string, unknown> = { wc_variation_form: own };
		vi.stubGlobal('jQuery', Object.assign(() => ({ trigger: () => undefined, on: () => undefined, off: () => undefined }), { fn }));
		bridgeLegacyEvents(() => undefined, () => undefined)();
		expect(fn.wc_variation_form).toBe(own);
	});
});
