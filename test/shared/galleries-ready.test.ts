import { afterEach, describe, expect, it, vi } from 'vitest';
import { raiseGalleriesReady } from '../../shared/galleries-ready';

afterEach(() => {
	vi.unstubAllGlobals();
});

describe("the galleries' init events, for a theme's jQuery", () => {
	it('raises before-init and after-init with the gallery on each gallery the island runs, once jQuery is ready', () => {
		document.body.innerHTML = `<div class="woocommerce-product-gallery" id="ours"></div>
			<div class="woocommerce-product-gallery shop-islands-classic-gallery" id="classic"></div>`;
		const triggered: Array<[string, string, unknown]> = [];
		let ready: (() => void) | undefined;
		vi.stubGlobal('jQuery', (target: unknown) => {
			if (typeof target === 'function') {
				ready = target as () => void;
				return undefined;
			}
			return {
				trigger(name: string, args: unknown[]) {
					triggered.push([name, (target as Element).id, args[0]]);
				},
			};
		});
		raiseGalleriesReady();
		expect(triggered).toEqual([]);
		ready?.();
		const ours = document.getElementById('ours');
		expect(triggered).toEqual([
			['wc-product-gallery-before-init', 'ours', ours],
			['wc-product-gallery-after-init', 'ours', ours],
		]);
	});

	it('does nothing without jQuery', () => {
		document.body.innerHTML = '<div class="woocommerce-product-gallery"></div>';
		expect(() => raiseGalleriesReady()).not.toThrow();
	});
});
