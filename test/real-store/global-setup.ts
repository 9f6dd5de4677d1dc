import type { TestProject } from 'vitest/node';
import type { StoreUnderTest } from '../browser/support/store';
import { freePort } from '../php-mariadb/servers';
import { RELEASES, findRealStoreToolchain, parseRelease, storeDir, type Release } from './environment';
import { ANALYTICS_COOKIE, CONSENT_BANNER_COOKIE, FOOD_MENU_COOKIE, YITH_GUEST_LISTS } from './seed-plugins';
import { startStore, stopStore } from './store';

/** What global setup hands the real-store tests. `skip` is the reason when they cannot run here. */
export interface RealStore {
	/** The release of WordPress and WooCommerce it runs (environment.ts). */
	readonly release: Release;
	readonly skip: string;
	readonly url: string;
	readonly php: string;
	readonly siteDir: string;
	readonly phpLog: string;
}

declare module 'vitest' {
	export interface ProvidedContext {
		realStore: RealStore;
	}
}

/** What the shopper-flow tests need to know about Storefront's markup. */
const REAL_STORE: Omit<StoreUnderTest, 'url' | 'skip'> = {
	name: 'real store',
	cartPanel: false,
	sizeChart: false,
	liveSearch: false,
	quickView: true,
	accountDropdown: false,
	// site/wp-content/mu-plugins/real-store-test-switches.php; the store's administrator (store-cli.php install).
	comingSoonBanner: { login: { user: 'admin', password: 'admin-password' }, cookie: { name: 'shop_islands_coming_soon', value: '1' } },
	// site/wp-content/mu-plugins/real-store-test-switches.php
	consentSwitches: { banner: CONSENT_BANNER_COOKIE, analytics: ANALYTICS_COOKIE },
	foodMenuSwitch: FOOD_MENU_COOKIE,
	blockCheckout: false,
	themePopups: false,
	contentBlocks: true,
	wishlist: true,
	carousels: true,
	hiddenFocusStops: '.widget_product_search button[type="submit"]',
	ownRefusedRequests: [YITH_GUEST_LISTS],
	// site/wp-content/mu-plugins/real-store-test-switches.php
	classicCookie: { name: 'shop_islands_classic', value: '1' },
};

/**
 * The release a project runs: `real-store` the current one, `real-store-<release>` another
 * (test/vitest.config.ts).
 */
export function releaseOfProject(projectName: string): Release {
	return projectName === 'real-store' ? 'current' : parseRelease(projectName.replace(/^real-store-/, ''));
}

/**
 * Provides `realStore` to test/real-store/ and `store` to the shopper-flow files of
 * test/browser/ that run here too. Starts the project's release of the real store (or uses the
 * one `npm run store:real` left running) with the plugin from this tree's build. Without the archives, PHP or MariaDB the tests are skipped with the
 * reason, except in CI (CI=true), where that is a failure. Teardown stops the store only if it
 * started it; its files stay for the next run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const release = releaseOfProject(project.name);
	const found = findRealStoreToolchain(release);
	if ('missing' in found) {
		const reason = `Real-store tests (${RELEASES[release].label}) skipped: ${found.missing}`;
		if (process.env.CI === 'true') {
			throw new Error(reason.replace('tests skipped', 'tests cannot run in CI'));
		}
		console.warn(reason);
		project.provide('realStore', { release, skip: reason, url: '', php: '', siteDir: '', phpLog: '' });
		project.provide('store', { ...REAL_STORE, url: '', skip: reason });
		return async () => {};
	}
	const started = Date.now();
	const { state, reused } = await startStore({
		release,
		toolchain: found.toolchain,
		dir: storeDir(release),
		port: await freePort(),
		log: () => {},
		// `npm test` has built already; a lone `vitest --project real-store` builds here.
		built: process.env.SHOP_ISLANDS_BUILT === '1',
	});
	console.log(`Real store (${RELEASES[release].label}) ${reused ? 'reused' : 'started'} at ${state.url}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
	project.provide('realStore', {
		release,
		skip: '',
		url: state.url,
		php: found.toolchain.php,
		siteDir: state.siteDir,
		phpLog: state.phpLog,
	});
	project.provide('store', { ...REAL_STORE, url: state.url, skip: '' });
	return async () => {
		if (!reused) {
			await stopStore(storeDir(release));
		}
	};
}
