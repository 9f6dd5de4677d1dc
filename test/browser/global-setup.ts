import type { TestProject } from 'vitest/node';
import { BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';
import { startFixtureServer } from '../../fixtures-html/server/index';
import './support/store';

/** Builds the bundle (with the loader test islands) and starts the fixture store on a free port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	// `npm test` has built already; a lone `vitest --project browser` builds here.
	if (process.env.SHOP_ISLANDS_BUILT !== '1') {
		await buildOnce({ withTestIslands: true });
	}
	const server = await startFixtureServer({ port: 0, buildDir: BUILD_DIR, csp: false });
	project.provide('store', { name: 'fixture store', url: server.url, skip: '', cartPanel: true, sizeChart: true, liveSearch: true, quickView: true, accountDropdown: true, comingSoonBanner: { login: null, cookie: null }, consentSwitches: { banner: { name: 'fixture_consent_banner', value: '1' }, analytics: { name: 'fixture_analytics', value: '1' } }, foodMenuSwitch: { name: 'fixture_food_menu', value: '1' }, blockCheckout: true, themePopups: true, contentBlocks: true, wishlist: true, carousels: true, hiddenFocusStops: '', ownRefusedRequests: [], classicCookie: { name: 'shop_islands_classic', value: '1' } });
	return () => server.close();
}
