import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../fixtures-html/server/manifest';
import { launchChromium } from '../browser/chromium';
import { auditSettings } from '../support/settings-audit';
import { USERS, type UserName } from './environment';
import {
	classicScriptsThatRan,
	loginState,
	moduleEntryTag,
	openSitePage,
	phpProblems,
	phpServerLog,
	probeOutcome,
	settingsOf,
	site,
	siteUrl,
	unexpectedErrors,
} from './helpers';
import { TEST_BUILD_FOLDER, siteCommand } from './site';

/**
 * The plugin on a real WordPress (Debian's 6.1, so the portable module-script path), with
 * MariaDB and PHP 8.2, driven in Chromium. Pages carry the test islands bundle, whose
 * rest-probe island makes one REST call through the bundle's api-fetch.
 */

const { skip } = site();
const OTHER_CLASSIC_SCRIPT = 'shop-islands-test-theme';
const REPLACED_IN_TEST_THEME = ['poco-products', 'poco-products-ajax-search', 'tooltipster', 'wc-add-to-cart', 'wc-cart-fragments'];
/** A REST route any visitor may read, for pages whose probe must succeed logged out. */
const PUBLIC_ROUTE = '/wp/v2/types/post';
/** The settings fields of WooCommerce, Contact Form 7 and YITH Wishlist, which the test site lacks. */
const INACTIVE_PLUGIN_FIELDS = [
	'wcAjaxUrl',
	'cartUrl',
	'isCart',
	'isCheckout',
	'cartRedirectAfterAdd',
	'viewCartLabel',
	'siteHash',
	'features',
	'orderAttribution',
	'cf7ApiRoot',
	'wishlistAjaxUrl',
	'wishlistNonce',
];

describe.skipIf(skip !== '')('the Shop Islands plugin on WordPress', () => {
	let browser: Browser;
	const logins = new Map();
	const contexts: BrowserContext[] = [];
	const login = (user: UserName) => loginState(browser, user, logins);
	const open = async (user?: UserName) => {
		const opened = await openSitePage(browser, user ? await login(user) : undefined);
		contexts.push(opened.context);
		return opened;
	};

	beforeAll(async () => {
		browser = await launchChromium();
	});

	afterAll(async () => {
		await Promise.all(contexts.map((context) => context.close()));
		await browser?.close();
	});

	it('prints the settings tag, modulepreload links and the entry as a module script; the chunks load, without PHP notice or console error', async () => {
		const { testBuildUrl, siteDir } = site();
		const manifest = readManifest(path.join(siteDir, 'wp-content', TEST_BUILD_FOLDER));
		const visitor = await open();
		const chunkResponses: Array<{ url: string; status: number }> = [];
		visitor.page.on('response', (response) => {
			if (response.url().startsWith(testBuildUrl)) {
				chunkResponses.push({ url: response.url(), status: response.status() });
			}
		});

		const response = await visitor.page.goto(siteUrl(`/?probe_path=${PUBLIC_ROUTE}`));
		const html = (await response?.text()) ?? '';

		expect(html).toMatch(moduleEntryTag(`${testBuildUrl}${manifest.entry}`));
		for (const chunk of manifest.preload) {
			expect(html).toContain(`<link rel="modulepreload" href="${testBuildUrl}${chunk}">`);
		}
		const settings = settingsOf(html);
		expect(settings).toMatchObject({
			ajaxUrl: '/wp-admin/admin-ajax.php',
			restRoot: siteUrl('/wp-json/'),
			restNonce: expect.stringMatching(/^[0-9a-f]{10}$/),
			quickViewNonce: expect.stringMatching(/^[0-9a-f]{10}$/),
			locale: 'en_US',
			localeData: null,
			consent: { hasMechanism: false, statistics: true },
		});
		// Held to the contract of shared/config.ts: every field of it but those of the plugins the
		// site lacks (left out, so the bundle uses its defaults), each valid, and no other.
		const audit = auditSettings(settings);
		expect(audit).toEqual({ rejected: [], missing: expect.any(Array), unknown: [] });
		expect([...audit.missing].sort()).toEqual([...INACTIVE_PLUGIN_FIELDS].sort());

		expect(await probeOutcome(visitor.page)).toEqual({ status: 'ok', user: '' });
		const probeChunk = manifest.islands['rest-probe'];
		expect(chunkResponses.map((chunk) => chunk.url.replace(testBuildUrl, ''))).toEqual(
			expect.arrayContaining([manifest.entry, ...manifest.preload, probeChunk]),
		);
		expect(chunkResponses.filter((chunk) => chunk.status !== 200)).toEqual([]);
		expect(visitor.nonceRefreshes).toEqual([]);
		expect(visitor.errors).toEqual([]);
		expect(visitor.warnings.filter((warning) => warning.includes('Shop Islands'))).toEqual([]);
		expect(phpProblems(html)).toEqual([]);
		expect(phpProblems(phpServerLog())).toEqual([]);
	});

	it('a logged-in REST call with the printed nonce succeeds without refreshing the nonce', async () => {
		const bob = await open('bob');
		await bob.page.goto(siteUrl('/'));

		expect(await probeOutcome(bob.page)).toEqual({ status: 'ok', user: String(USERS.bob.id) });
		expect(bob.nonceRefreshes).toEqual([]);
		expect(bob.restCalls).toHaveLength(1);
		expect(bob.errors).toEqual([]);
	});

	it('a stale nonce is refreshed once through admin-ajax.php?action=rest-nonce and the call retried', async () => {
		const bob = await open('bob');
		const html = (await (await bob.page.goto(siteUrl('/?stale_nonce=1')))?.text()) ?? '';

		expect(settingsOf(html)).toMatchObject({ restNonce: '0123456789' });
		expect(await probeOutcome(bob.page)).toEqual({ status: 'ok', user: String(USERS.bob.id) });
		expect(bob.nonceRefreshes).toHaveLength(1);
		expect(bob.restCalls).toHaveLength(2);
		expect(unexpectedErrors(bob.errors)).toEqual([]);
	});

	describe('a page from a full-page cache', () => {
		/** The HTML one visitor got, served to another through the browser, as a page cache would. */
		async function cachedFor(user: UserName | undefined, pagePath: string): Promise<string> {
			const first = await open(user);
			const html = (await (await first.page.goto(siteUrl(pagePath)))?.text()) ?? '';
			expect(settingsOf(html)).not.toBeNull();
			return html;
		}

		async function serveCached(html: string, pagePath: string, user: UserName | undefined) {
			const second = await open(user);
			await second.page.route(siteUrl(pagePath), (route) =>
				route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: html }),
			);
			await second.page.goto(siteUrl(pagePath));
			return second;
		}

		it('rendered for one logged-in visitor works for another after one nonce refresh', async () => {
			const html = await cachedFor('alice', '/');
			const bob = await serveCached(html, '/', 'bob');

			expect(await probeOutcome(bob.page)).toEqual({ status: 'ok', user: String(USERS.bob.id) });
			expect(bob.nonceRefreshes).toHaveLength(1);
			expect(unexpectedErrors(bob.errors)).toEqual([]);
		});

		it('rendered for a guest works for a logged-in visitor after one nonce refresh', async () => {
			const html = await cachedFor(undefined, '/');
			const bob = await serveCached(html, '/', 'bob');

			expect(await probeOutcome(bob.page)).toEqual({ status: 'ok', user: String(USERS.bob.id) });
			expect(bob.nonceRefreshes).toHaveLength(1);
			expect(unexpectedErrors(bob.errors)).toEqual([]);
		});

		it('rendered for a logged-in visitor works for a guest after one nonce refresh', async () => {
			const pagePath = `/?probe_path=${PUBLIC_ROUTE}`;
			const html = await cachedFor('alice', pagePath);
			const guest = await serveCached(html, pagePath, undefined);

			expect(await probeOutcome(guest.page)).toEqual({ status: 'ok', user: '' });
			expect(guest.nonceRefreshes).toHaveLength(1);
			expect(unexpectedErrors(guest.errors)).toEqual([]);
		});

		it('holds nothing that depends on the visitor but the nonces', async () => {
			const withoutNonces = (html: string) => {
				const { restNonce, quickViewNonce, ...rest } = settingsOf(html) ?? {};
				expect([restNonce, quickViewNonce]).toEqual([expect.any(String), expect.any(String)]);
				return rest;
			};
			const guest = withoutNonces(await cachedFor(undefined, '/'));
			const alice = withoutNonces(await cachedFor('alice', '/'));
			const bob = withoutNonces(await cachedFor('bob', '/'));
			expect(alice).toEqual(guest);
			expect(bob).toEqual(guest);
		});

		it("holds another visitor's plugin nonces; admin-ajax.php?action=shop_islands_nonces answers the current visitor's", async () => {
			const cached = settingsOf(await cachedFor('alice', '/'));
			const bob = await open('bob');
			const fresh = settingsOf((await (await bob.page.goto(siteUrl('/')))?.text()) ?? '');

			const answer = await bob.context.request.get(siteUrl('/wp-admin/admin-ajax.php?action=shop_islands_nonces'));
			expect(answer.status()).toBe(200);
			expect(answer.headers()['cache-control']).toMatch(/no-cache|no-store/);
			expect(await answer.json()).toEqual({ quickViewNonce: fresh?.quickViewNonce });
			expect(fresh?.quickViewNonce).not.toBe(cached?.quickViewNonce);
		});
	});

	it('dequeues the classic scripts its islands replace, including ones enqueued while the content renders; the filter keeps one', async () => {
		const visitor = await open();
		const html = (await (await visitor.page.goto(siteUrl('/?main_build=1')))?.text()) ?? '';
		expect(await classicScriptsThatRan(visitor.page)).toEqual([OTHER_CLASSIC_SCRIPT]);
		expect(html).not.toContain('handle=wc-add-to-cart');

		await visitor.page.goto(siteUrl('/?main_build=1&keep=wc-add-to-cart'));
		expect(await classicScriptsThatRan(visitor.page)).toEqual([OTHER_CLASSIC_SCRIPT, 'wc-add-to-cart']);
	});

	it('retires the variation script, and blockUI with it only while no queued script still needs it', async () => {
		const visitor = await open();
		await visitor.page.goto(siteUrl('/?main_build=1&variation_scripts=1'));
		expect(await classicScriptsThatRan(visitor.page)).toEqual([OTHER_CLASSIC_SCRIPT]);
		await visitor.page.goto(siteUrl('/?main_build=1&variation_scripts=1&blockui_user=1'));
		expect(await classicScriptsThatRan(visitor.page)).toEqual(['another-plugin', 'jquery-blockui', OTHER_CLASSIC_SCRIPT]);
		// The test build has no variations form: the classic one stays, with what it needs.
		await visitor.page.goto(siteUrl('/?variation_scripts=1'));
		expect(await classicScriptsThatRan(visitor.page)).toEqual(
			[...REPLACED_IN_TEST_THEME, OTHER_CLASSIC_SCRIPT, 'jquery-blockui', 'wc-add-to-cart-variation'].sort(),
		);
	});

	it('keeps a classic script whose island the build lacks', async () => {
		// The test build has only the loader's test islands: nothing of the cart is replaced.
		const visitor = await open();
		await visitor.page.goto(siteUrl('/'));
		expect(await classicScriptsThatRan(visitor.page)).toEqual([...REPLACED_IN_TEST_THEME, OTHER_CLASSIC_SCRIPT].sort());
	});

	it("installs from the zip with the production build: stylesheet and module entry from the build's versioned folder, with no query, no test bundle or tools", async () => {
		const installed = path.join(site().siteDir, 'wp-content/plugins/shop-islands');
		const manifest = readManifest(path.join(installed, 'build'));
		const buildUrl = siteUrl('/wp-content/plugins/shop-islands/build/');
		const visitor = await open();
		const html = (await (await visitor.page.goto(siteUrl('/?main_build=1')))?.text()) ?? '';

		expect(html).toMatch(
			new RegExp(`<link rel=['"]stylesheet['"] id=['"]shop-islands-css['"] href=['"]${escape(`${buildUrl}${manifest.style}`)}['"]`),
		);
		expect(html).toMatch(moduleEntryTag(`${buildUrl}${manifest.entry}`));
		for (const chunk of manifest.preload) {
			expect(html).toContain(`<link rel="modulepreload" href="${buildUrl}${chunk}">`);
		}
		expect(existsSync(path.join(installed, 'readme.txt'))).toBe(true);
		expect(existsSync(path.join(installed, 'build/loader.asset.php'))).toBe(true);
		expect(existsSync(path.join(installed, 'build/test'))).toBe(false);
		expect(existsSync(path.join(installed, 'tools'))).toBe(false);
		await visitor.page.waitForFunction(() => document.querySelector('[data-island="rest-probe"]') !== null);
		expect(visitor.errors).toEqual([]);
	});

	it("passes the site locale's JSON translations of the shop-islands domain as localeData", async () => {
		const file = path.join(site().siteDir, 'wp-content/languages/plugins/shop-islands-fr_FR-0123456789abcdef0123456789abcdef.json');
		writeFileSync(
			file,
			JSON.stringify({
				'translation-revision-date': '2025-01-01 00:00+0000',
				generator: 'WP-CLI/2.11.0',
				source: 'build/loader.js',
				domain: 'messages',
				locale_data: {
					messages: {
						'': { domain: 'messages', lang: 'fr', 'plural-forms': 'nplurals=2; plural=n > 1;' },
						'Close': ['Fermer'],
					},
				},
			}),
		);
		try {
			const visitor = await open();
			const html = (await (await visitor.page.goto(siteUrl('/?locale=fr_FR')))?.text()) ?? '';
			expect(settingsOf(html)).toMatchObject({
				locale: 'fr_FR',
				localeData: {
					'': { domain: 'shop-islands', lang: 'fr', 'plural-forms': 'nplurals=2; plural=n > 1;' },
					'Close': ['Fermer'],
				},
			});
		} finally {
			rmSync(file);
		}
	});

	describe('a settings filter returning garbage', () => {
		it('that is not an array: the settings WordPress made are printed', async () => {
			const visitor = await open();
			const html = (await (await visitor.page.goto(siteUrl(`/?garbage=string&probe_path=${PUBLIC_ROUTE}`)))?.text()) ?? '';

			expect(settingsOf(html)).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', restRoot: siteUrl('/wp-json/') });
			expect(await probeOutcome(visitor.page)).toEqual({ status: 'ok', user: '' });
			expect(visitor.errors).toEqual([]);
		});

		it('with fields of the wrong type: those fields are dropped and the bundle uses its defaults', async () => {
			const visitor = await open();
			const html = (await (await visitor.page.goto(siteUrl(`/?garbage=types&probe_path=${PUBLIC_ROUTE}`)))?.text()) ?? '';

			const settings = settingsOf(html);
			for (const dropped of ['restRoot', 'isCart', 'features', 'consent', 'localeData']) {
				expect(settings).not.toHaveProperty(dropped);
			}
			expect(settings).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', themeExtra: { columns: 4 } });
			// The bundle's default REST root (/wp-json/) is this site's.
			expect(await probeOutcome(visitor.page)).toEqual({ status: 'ok', user: '' });
			expect(visitor.errors).toEqual([]);
			expect(visitor.warnings.filter((warning) => warning.includes('Shop Islands'))).toEqual([]);
		});
	});

	it('with the build missing: an admin notice, and the front end prints nothing of Shop Islands and keeps its classic scripts', async () => {
		const admin = await open('admin');
		await admin.page.goto(siteUrl('/wp-admin/plugins.php?no_build=1'));
		await expect(admin.page.locator('.shop-islands-build-notice').textContent()).resolves.toContain('The build is missing');

		const adminHtml = (await (await admin.page.goto(siteUrl('/wp-admin/plugins.php')))?.text()) ?? '';
		expect(adminHtml).not.toContain('shop-islands-build-notice');
		expect(adminHtml).not.toContain('shop-islands-settings');

		const visitor = await open();
		const html = (await (await visitor.page.goto(siteUrl('/?no_build=1')))?.text()) ?? '';
		expectNothingOfShopIslands(html);
		expect(await classicScriptsThatRan(visitor.page)).toEqual([...REPLACED_IN_TEST_THEME, OTHER_CLASSIC_SCRIPT].sort());
		expect(phpProblems(html)).toEqual([]);
	});

	it('stores no setting until its settings screen is saved: only what its pages kept and what the scripts they ran use', async () => {
		const { php, siteDir } = site();
		const { options, usermeta } = JSON.parse(await siteCommand(php, siteDir, 'leftovers')) as { options: string[]; usermeta: string[] };
		// The front-end pages seen so far wrote the record the settings screen reads (page-record.php),
		// and what the other plugin's script file uses (undeclared-uses.php).
		expect({ options: options.sort(), usermeta }).toEqual({ options: ['shop_islands_page_record', 'shop_islands_script_uses'], usermeta: [] });
	});

	describe('the settings screen (Settings → Shop Islands on a site without WooCommerce)', () => {
		const SCREEN = '/wp-admin/options-general.php?page=shop-islands';

		afterAll(async () => {
			const { php, siteDir } = site();
			await siteCommand(php, siteDir, 'forget-settings');
		});

		it('turns an island off: its classic script stays and the loader is told; the consent category is kept; saving stores one option', async () => {
			const admin = await open('admin');
			await admin.page.goto(siteUrl(SCREEN));
			const islands = await admin.page.locator('input[type="checkbox"][name="shop_islands_options[on][]"]').evaluateAll((boxes) =>
				boxes.map((box) => ({ name: (box as HTMLInputElement).value, on: (box as HTMLInputElement).checked })),
			);
			expect(islands.length).toBeGreaterThan(0);
			expect(islands.every((island) => island.on)).toBe(true);
			// The screen lists the build's islands; this page runs the production build's, which
			// retires wc-add-to-cart with its add-to-cart island: that one is listed as shown too.
			await admin.page.locator('form[action$="options.php"]').evaluate((form) => {
				const shown = document.createElement('input');
				shown.type = 'hidden';
				shown.name = 'shop_islands_options[shown][]';
				shown.value = 'add-to-cart';
				form.append(shown);
			});
			await admin.page.selectOption('#shop-islands-consent-category', 'statistics');
			await Promise.all([admin.page.waitForURL(/settings-updated=true/), admin.page.click('#submit')]);
			expect(await admin.page.inputValue('#shop-islands-consent-category')).toBe('statistics');

			const visitor = await open();
			const html = (await (await visitor.page.goto(siteUrl('/?main_build=1')))?.text()) ?? '';
			expect(settingsOf(html)?.islandsOff).toEqual(['add-to-cart']);
			expect(await classicScriptsThatRan(visitor.page)).toEqual([OTHER_CLASSIC_SCRIPT, 'wc-add-to-cart']);
			expect(phpProblems(html)).toEqual([]);

			const { php, siteDir } = site();
			const { options, usermeta } = JSON.parse(await siteCommand(php, siteDir, 'leftovers')) as { options: string[]; usermeta: string[] };
			expect({ options: options.sort(), usermeta }).toEqual({ options: ['shop_islands_options', 'shop_islands_page_record', 'shop_islands_script_uses'], usermeta: [] });
		});

		it('is for who may manage the site, and saves only with its nonce', async () => {
			const subscriber = await open('alice');
			const answer = await subscriber.page.goto(siteUrl(SCREEN));
			expect(answer?.status()).toBe(403);
			const forged = await subscriber.context.request.post(siteUrl('/wp-admin/options.php'), {
				form: { option_page: 'shop-islands', action: 'update', 'shop_islands_options[shown][]': 'add-to-cart' },
			});
			expect(forged.status()).toBeGreaterThanOrEqual(400);
			// An administrator's post without the screen's nonce is refused too, and changes nothing.
			const admin = await open('admin');
			const unsigned = await admin.context.request.post(siteUrl('/wp-admin/options.php'), {
				form: { option_page: 'shop-islands', action: 'update', 'shop_islands_options[shown][]': 'gallery' },
			});
			expect(unsigned.status()).toBeGreaterThanOrEqual(400);
			const html = (await (await admin.page.goto(siteUrl('/?main_build=1')))?.text()) ?? '';
			expect(settingsOf(html)?.islandsOff).not.toContain('gallery');
		});

		it("the compare link shows an administrator the page without the plugin, and no one else", async () => {
			const admin = await open('admin');
			const without = (await (await admin.page.goto(siteUrl('/?shop-islands=off')))?.text()) ?? '';
			expectNothingOfShopIslands(without);
			const visitor = await open();
			const html = (await (await visitor.page.goto(siteUrl('/?shop-islands=off')))?.text()) ?? '';
			expect(settingsOf(html)).not.toBeNull();
		});
	});

	it('deactivated: nothing of it remains on the page', async () => {
		const { php, siteDir } = site();
		await siteCommand(php, siteDir, 'deactivate');
		try {
			const visitor = await open();
			const html = (await (await visitor.page.goto(siteUrl('/')))?.text()) ?? '';
			expectNothingOfShopIslands(html);
			expect(await classicScriptsThatRan(visitor.page)).toEqual([...REPLACED_IN_TEST_THEME, OTHER_CLASSIC_SCRIPT].sort());
			const answer = await visitor.context.request.get(siteUrl('/wp-admin/admin-ajax.php?action=shop_islands_nonces'));
			expect(await answer.text()).toBe('0');
		} finally {
			await siteCommand(php, siteDir, 'activate');
		}
	});

	it('the PHP server logged no notice, warning or error for any request', () => {
		expect(phpProblems(phpServerLog())).toEqual([]);
	});
});

function expectNothingOfShopIslands(html: string): void {
	expect(html).not.toContain('shop-islands-settings');
	expect(html).not.toContain('type="module"');
	expect(html).not.toContain('modulepreload');
	expect(html).not.toContain('/plugins/shop-islands/');
	expect(html).not.toContain('shop-islands-test-build');
}

function escape(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
