// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSettings } from '../support/settings-audit';
import { type TestStore, pageSettings, shopper, startTestStore } from './store';

/**
 * The fixture store prints the settings tag as php-enqueue does on a site with WooCommerce,
 * Contact Form 7 and YITH Wishlist active: held strictly to the contract of shared/config.ts,
 * every field is there, each valid, and no other.
 */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

describe('the settings tag of the fixture store', () => {
	it.each(['/', '/shop/', '/product/margherita/', '/cart/?redirect_after_add=yes', '/my-account/', '/contact/'])(
		'on %s prints the contract exactly',
		async (pathName) => {
			const html = await (await shopper(store.url).get(pathName)).text();
			expect(auditSettings(pageSettings(html))).toEqual({ rejected: [], missing: [], unknown: [] });
		},
	);

	it('on the checkout prints the contract exactly', async () => {
		const visitor = shopper(store.url);
		await visitor.get('/?add-to-cart=101');
		const settings = pageSettings(await (await visitor.get('/checkout/')).text());
		expect(settings).toMatchObject({ isCheckout: true });
		expect(auditSettings(settings)).toEqual({ rejected: [], missing: [], unknown: [] });
	});
});
