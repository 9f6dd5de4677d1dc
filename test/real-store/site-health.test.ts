import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { phpProblems, settingsOf } from '../wordpress/helpers';
import { RELEASES } from './environment';
import { ADMIN, REAL_PAGES, logIn, openStorePage, phpLogFromNow, realStore, realUrl, storePage, type StorePage } from './helpers';

/**
 * What the plugin tells the site owner about their site: the settings screen (WooCommerce → Shop
 * Islands), its islands grouped by where they act, each with its name and line, the classic scripts
 * it retires under the names this release registers them by, and the scripts that kept one or
 * jQuery on the pages shoppers saw; and the Site Health test, which loads the shop, a product and
 * the cart as a guest with and without the plugin. A plugin's script that needs WooCommerce's
 * single-product script (the store's ?other_script=single-product), OceanWP's quick view, which
 * calls flexslider, and a theme's script calling blockUI and selectWoo it never declared
 * (?other_script=jquery-plugins) keep what they need, and both screens name them. No visitor turns the plugin off.
 */

const { skip, release } = realStore();
const TEST = 'shop_islands_pages';
/** The plugin's script that needs wc-single-product (real-store-other-scripts.php): inline, no file. */
const QUICK_VIEW = 'shop-islands-test-quick-view';
const PRODUCT_WITH_QUICK_VIEW = `${REAL_PAGES.variableProduct}?other_script=single-product`;
/** WooCommerce's libraries by the handle this release prints them under. */
const wcLibrary = (handle: string): string => (release === 'oldest' ? handle : `wc-${handle}`);

interface SiteHealthResult {
	readonly status: string;
	readonly label: string;
	readonly description: string;
	readonly test: string;
}

describe.skipIf(skip !== '')(`what the plugin tells the owner on ${RELEASES[release].label}`, () => {
	const browser = sharedBrowser();
	const opened: StorePage[] = [];
	const open = async () => {
		const page = await openStorePage(browser());
		opened.push(page);
		return page;
	};
	afterAll(async () => {
		await Promise.all(opened.map(({ context }) => context.close().catch(() => {})));
	});

	it("groups the islands by where they act, names each, and lists what it retires under this site's names and what kept it", async () => {
		const log = phpLogFromNow();
		// Shoppers' pages: the cart, and a product page with a plugin's script needing WooCommerce's single-product script.
		await storePage(REAL_PAGES.cart, '');
		await storePage(PRODUCT_WITH_QUICK_VIEW, '');
		const admin = await open();
		await logIn(admin.context, ADMIN);
		await admin.page.goto(realUrl('/wp-admin/admin.php?page=shop-islands'));
		const screen = admin.page.locator('.shop-islands-settings');
		expect(await screen.locator('h3').allTextContents()).toEqual(['On every page', 'Shop and product pages', 'Cart and checkout', 'Contact', 'My account']);
		const row = (island: string) => screen.locator(`tr.shop-islands-island[data-island="${island}"]`);
		expect(await row('contact-form').locator('th').innerText()).toContain('Contact forms');
		expect(await screen.locator('#shop-islands-group-contact + table tr.shop-islands-island').count()).toBe(1);
		expect(await row('gallery').locator('th').innerText()).toContain("Slides, zooms and enlarges a product's images.");
		expect(await row('gallery').locator('input[type="checkbox"]#shop-islands-on-gallery').isChecked()).toBe(true);
		// Under this release's names: WooCommerce 10.7's wc- handles with the old ones as aliases.
		const gallery = await row('gallery').locator('.shop-islands-retires').innerText();
		for (const handle of ['wc-single-product', wcLibrary('flexslider'), wcLibrary('zoom'), 'flexslider', 'zoom']) {
			expect(gallery).toContain(handle);
		}
		// (Other checks' visitors may have kept it elsewhere, or for other scripts: OceanWP's quick view.)
		expect(gallery).toMatch(keptLine('wc-single-product', 'product pages', `${QUICK_VIEW} (an inline script, no file)`));
		expect(await row('mini-cart').locator('.shop-islands-retires').innerText()).toBe('wc-cart-fragments');
		// A script of the fixture's theme, which this site does not run.
		expect(await row('live-search').locator('.shop-islands-retires').innerText()).toBe('This site registers none of its classic scripts (poco-products-ajax-search, poco-products).');
		// WooCommerce's cart script keeps its own: no line under the islands, one under jQuery.
		expect(await row('store-notice').locator('.shop-islands-kept').count()).toBe(0);
		const jquery = await screen.locator('ul.shop-islands-jquery').innerText();
		expect(jquery).toMatch(/^jquery stayed on [^\n]*\bthe cart\b[^\n]* for WordPress's and WooCommerce's own scripts there$/m);
		expect(jquery).toMatch(keptLine('jquery', 'product pages', `${QUICK_VIEW} (an inline script, no file)`));
		// (The admin's console is other plugins' too: ShopLentor's notice loads an image from its host.)
		expect(phpProblems(log())).toEqual([]);
	});

	it('Site Health loads the shop, a product and the cart as a guest: nothing left to retire, one script file before input with the plugin', async () => {
		const log = phpLogFromNow();
		const admin = await open();
		await logIn(admin.context, ADMIN);
		await admin.page.goto(realUrl('/wp-admin/site-health.php'));
		const item = admin.page.locator(`#health-check-issues-good #health-check-accordion-block-${TEST}`);
		await item.waitFor({ state: 'attached', timeout: 60_000 });
		await admin.page.click('button.site-health-view-passed');
		await admin.page.click(`button[aria-controls="health-check-accordion-block-${TEST}"]`);
		const text = await item.innerText();
		expect(text).toContain('No classic script the plugin retires is left on these pages.');
		expect(text).toContain("jQuery stays for WooCommerce's own scripts:");
		expect(text).toContain('On the cart, for wc-cart (plugin WooCommerce)');
		const rows = await item.locator('table.shop-islands-javascript tbody tr').allInnerTexts();
		expect(rows.map((line) => line.split('\t')[0])).toEqual(['the shop and its categories', 'product pages', 'the cart']);
		for (const line of rows.slice(0, 2)) {
			const [, ours, classic] = line.split('\t');
			expect(ours).toMatch(/^1 script file, [\d.]+ KB gzip/);
			expect(classic).toMatch(/^\d{2} script files, [\d.]+ KB gzip/);
			expect(kilobytes(ours ?? '')).toBeLessThan(kilobytes(classic ?? '') / 10);
		}
		// WordPress's own tests warn on a store with no way out (its checksums from WordPress.org).
		expect(phpProblems(log()).filter((line) => line.includes('/plugins/shop-islands/'))).toEqual([]);
	});

	it("names a plugin's script that kept WooCommerce's single-product script, and reports it as recommended", async () => {
		const result = await siteHealth({ otherScript: 'single-product' });
		expect(result).toMatchObject({ status: 'recommended', test: TEST, label: 'Some classic scripts of the shop are still printed' });
		expect(result.description).toContain(`<li><code>wc-single-product</code> on product pages, for <code>${QUICK_VIEW}</code> (an inline script, no file)</li>`);
		expect(result.description).toContain(`On product pages, for <code>${QUICK_VIEW}</code> (an inline script, no file)`);
	});

	it("names a theme's script that calls blockUI and selectWoo without declaring them, which kept both and jQuery", async () => {
		const result = await siteHealth({ otherScript: 'jquery-plugins' });
		const script = '<code>shop-islands-test-theme-jquery-plugins</code> (an inline script, no file)';
		expect(result.status).toBe('recommended');
		for (const library of [wcLibrary('jquery-blockui'), 'selectWoo']) {
			expect(result.description).toContain(`<li><code>${library}</code> on product pages, for ${script}</li>`);
		}
		expect(result.description).toContain(`<li>On product pages, for ${script}</li>`);
	});

	it.runIf(release === 'current')("names OceanWP's quick view, which kept flexslider and jQuery, by its theme", async () => {
		const result = await siteHealth({ theme: 'oceanwp' });
		expect(result.status).toBe('recommended');
		expect(result.description).toContain(`<li><code>${wcLibrary('flexslider')}</code> on the shop and its categories, for <code>oceanwp-woo-quick-view</code> (theme OceanWP)</li>`);
		expect(result.description).toMatch(/On the shop and its categories, for [^<]*(<code>[^<]+<\/code> \(theme OceanWP\), )*<code>oceanwp-woo-quick-view<\/code> \(theme OceanWP\)/);
	});

	it('never turns the plugin off for a visitor: neither the compare switch nor a made-up check token', async () => {
		for (const query of ['?shop-islands=off', '?shop-islands=off&shop-islands-check=00000000000000000000000000000000', '?shop-islands-check=']) {
			const html = await storePage(`${REAL_PAGES.shop}${query}`, '');
			expect(settingsOf(html)).not.toBeNull();
			expect(html).not.toContain('id="shop-islands-page-report"');
		}
	});
});

/** The Site Health test's result, run through the plugin's function from PHP's CLI (site-health.php). */
async function siteHealth(testCase: { readonly otherScript?: string; readonly theme?: string }): Promise<SiteHealthResult> {
	const { php, siteDir } = realStore();
	const { stdout } = await promisify(execFile)(php, [path.join(import.meta.dirname, 'site-health.php'), JSON.stringify(testCase)], { cwd: siteDir });
	return JSON.parse(stdout) as SiteHealthResult;
}

/** A line of the settings screen: the handle stayed on pages of that kind (among others) for that script (among others). */
function keptLine(handle: string, kind: string, keeper: string): RegExp {
	const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`^${quote(handle)} stayed on [^\\n]*\\b${quote(kind)}\\b[^\\n]* for [^\\n]*${quote(keeper)}`, 'm');
}

/** "12.1 KB gzip (33.1 KB)" → 12.1 (size_format's KB). */
function kilobytes(cell: string): number {
	const match = /([\d.]+) (KB|MB) gzip/.exec(cell);
	return match ? Number(match[1]) * (match[2] === 'MB' ? 1024 : 1) : Number.NaN;
}
