import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { reachFor, settle } from '../browser/support/islands';
import { phpProblems } from '../wordpress/helpers';
import { RELEASES } from './environment';
import { REAL_PAGES, openStorePage, phpLogFromNow, realStore, realUrl, type StorePage } from './helpers';
import { storeCommand } from './store';

/**
 * Another plugin's scripts that ask for what the plugin retires (the mu-plugin
 * site/wp-content/mu-plugins/real-store-other-scripts.php): a slider plugin depending on
 * WooCommerce's flexslider by its old name or by this WooCommerce's, or queuing it itself with its
 * start attached; a quick view depending on WooCommerce's single-product script. Each keeps
 * working, with no console error, and the product gallery has one gallery: the island's, or,
 * where WooCommerce's own script still runs, WooCommerce's, the islands standing aside. A theme's
 * script that calls jQuery plugins it never declared finds them, one echoed straight into the
 * template finds jQuery and WooCommerce's settings object, and one that throws leaves the islands
 * working: the variable product is chosen and added either way.
 */

const { skip, release } = realStore();
const SLIDER_CASES = ['depends-old', 'depends-new', 'enqueues-old', 'enqueues-new'] as const;
const GALLERY = '.woocommerce-product-gallery';

describe.skipIf(skip !== '')(`another plugin's scripts on ${RELEASES[release].label}`, () => {
	const browser = sharedBrowser();
	const opened: StorePage[] = [];
	afterAll(async () => {
		await Promise.all(opened.map(({ context }) => context.close().catch(() => {})));
	});

	async function visit(otherScript: string, { classic = false } = {}): Promise<StorePage> {
		const visitor = await openStorePage(browser());
		opened.push(visitor);
		if (classic) {
			await visitor.context.addCookies([{ name: 'shop_islands_classic', value: '1', url: realUrl('/') }]);
		}
		await visitor.page.goto(realUrl(`${REAL_PAGES.variableProduct}?other_script=${otherScript}`));
		await settle(visitor.page);
		return visitor;
	}

	it.each(SLIDER_CASES)("a slider plugin's flexslider (%s) keeps working, and the product gallery is the island's alone", async (otherScript) => {
		const log = phpLogFromNow();
		const visitor = await visit(otherScript);
		const { page } = visitor;
		await expect.poll(() => page.locator('.shop-islands-test-slider[data-started="yes"] .flex-viewport').count()).toBe(1);
		// The shopper reaches for the gallery: the island starts, on markup no flexslider took.
		await page.hover(`${GALLERY} .woocommerce-product-gallery__image`);
		await expect.poll(() => page.locator(`${GALLERY} .glider`).count()).toBe(1);
		expect(await page.locator(`${GALLERY} .flex-viewport, ${GALLERY} .flex-control-nav`).count()).toBe(0);
		expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(1);
		expect(await page.locator('.pswp').count()).toBe(0);
		expect(visitor.errors).toEqual([]);
		expect(visitor.failedRequests).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});

	/** Chooses the variable product's small thin-crust pizza, once its form's island has started. */
	async function choose(page: StorePage['page']): Promise<void> {
		await reachFor(page, 'form.variations_form');
		await page.waitForSelector('form.variations_form.shop-islands-variations');
		await page.selectOption('select[name="attribute_pa_size"]', 'small');
		await page.selectOption('select[name="attribute_crust"]', 'Thin');
	}

	/** Chooses the variable product's options, adds it and waits for the add's answer: the shop still sells. */
	async function chooseAndAdd({ page }: StorePage): Promise<void> {
		await choose(page);
		const added = page.waitForResponse((response) => response.request().method() === 'POST' && /add_to_cart|add-to-cart/.test(response.url() + (response.request().postData() ?? '')));
		await page.locator('form.variations_form .single_add_to_cart_button').click();
		expect((await added).ok()).toBe(true);
	}

	it("a theme's script that calls blockUI, selectWoo and the variation form's plugin without declaring them finds each, and the variable product still sells", async () => {
		const log = phpLogFromNow();
		const visitor = await visit('jquery-plugins');
		const { page } = visitor;
		await expect.poll(() => page.evaluate(() => document.body.dataset.shopIslandsTestPlugins)).toBe('function function function');
		await chooseAndAdd(visitor);
		expect(visitor.errors).toEqual([]);
		expect(visitor.failedRequests).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});

	it("a theme's script that reads WooCommerce's settings objects without declaring their scripts reads each as on the classic page", async () => {
		const log = phpLogFromNow();
		const read = async (visitor: StorePage): Promise<Record<string, unknown>> => {
			await visitor.page.waitForSelector('#shop-islands-test-params', { state: 'attached' });
			return JSON.parse((await visitor.page.textContent('#shop-islands-test-params')) ?? '{}') as Record<string, unknown>;
		};
		const ours = await visit('params');
		const classic = await visit('params', { classic: true });
		const [withPlugin, withoutIt] = [await read(ours), await read(classic)];
		// The scripts that print them are retired here, and the objects there all the same.
		expect(ours.scripts.filter((url) => /\/(add-to-cart|single-product|add-to-cart-variation)(\.min)?\.js/.test(url))).toEqual([]);
		expect(withPlugin).toEqual(withoutIt);
		expect(Object.entries(withPlugin).filter(([, value]) => value === null)).toEqual([]);
		expect(ours.errors).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});

	it("a theme's script that reads wc_add_to_cart_params on the shop leaves the cards to the add-to-cart island: one click, one add", async () => {
		const visitor = await openStorePage(browser());
		opened.push(visitor);
		const { page } = visitor;
		const adds: string[] = [];
		page.on('request', (request) => {
			if (request.method() === 'POST' && /add_to_cart|add-to-cart/.test(request.url() + (request.postData() ?? ''))) {
				adds.push(request.url());
			}
		});
		await page.goto(realUrl(`${REAL_PAGES.shop}?other_script=params`));
		await settle(page);
		expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).wc_add_to_cart_params)).toBe('object');
		const button = page.locator('ul.products a.ajax_add_to_cart[data-product_id]').first();
		await button.click();
		await expect.poll(() => button.evaluate((element) => element.classList.contains('added'))).toBe(true);
		await settle(page);
		expect(adds).toHaveLength(1);
		expect(visitor.errors).toEqual([]);
	});

	describe("a theme's script echoed into the product's template, which WordPress knows nothing of", () => {
		const forget = async (): Promise<void> => {
			const { php, siteDir } = realStore();
			await storeCommand(php, siteDir, 'forget-template-uses');
		};
		beforeAll(forget);
		afterAll(forget);

		/** Where the page's jQuery is (the head, the body, nowhere) and what the template's script found. */
		async function seen({ page }: StorePage): Promise<{ jquery: string; found: string | undefined }> {
			await page.waitForFunction(() => document.body.dataset.shopIslandsTestTemplate !== undefined);
			return page.evaluate(() => ({
				jquery: document.querySelector('#jquery-core-js')?.parentElement?.localName ?? 'none',
				found: document.body.dataset.shopIslandsTestTemplate,
			}));
		}

		it('finds jQuery and wc_add_to_cart_params on the first view, printed just before it, and the variable product still sells', async () => {
			const log = phpLogFromNow();
			const visitor = await visit('template');
			expect(await seen(visitor)).toEqual({ jquery: expect.not.stringMatching(/^(head|none)$/) as unknown as string, found: 'string object' });
			await chooseAndAdd(visitor);
			expect(visitor.errors).toEqual([]);
			expect(visitor.failedRequests).toEqual([]);
			expect(phpProblems(log())).toEqual([]);
		});

		it('on the next views WordPress prints jQuery in the head for it, as for a script that names it', async () => {
			const visitor = await visit('template');
			expect(await seen(visitor)).toEqual({ jquery: 'head', found: 'string object' });
			// The legacy bridge is on the page for it: WooCommerce's jQuery events reach the theme.
			await chooseAndAdd(visitor);
			expect(visitor.errors).toEqual([]);
		});
	});

	it("a theme's script that throws leaves the islands working: the variable product still sells", async () => {
		const visitor = await visit('throws');
		await chooseAndAdd(visitor);
		expect(visitor.errors).toEqual([expect.stringContaining('a theme script that throws')]);
		expect(visitor.failedRequests).toEqual([]);
	});

	it("a plugin's script that needs WooCommerce's single-product script gets it whole: WooCommerce's gallery, tabs and stars, the islands standing aside", async () => {
		const log = phpLogFromNow();
		const visitor = await visit('single-product');
		const { page } = visitor;
		await expect.poll(() => page.evaluate(() => document.body.dataset.shopIslandsTestQuickView)).toBe('object');
		// WooCommerce's gallery: flexslider's control strip, its trigger, its PhotoSwipe 4 template.
		await expect.poll(() => page.locator(`${GALLERY}.shop-islands-classic-gallery .flex-control-nav`).count()).toBe(1);
		await page.hover(`${GALLERY} .woocommerce-product-gallery__image`);
		await page.locator('.woocommerce-tabs').scrollIntoViewIfNeeded();
		await settle(page);
		expect(await page.locator(`${GALLERY} .glider, ${GALLERY} .shop-islands-gallery__thumbs`).count()).toBe(0);
		expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(1);
		expect(await page.locator('.pswp').count()).toBe(1);
		// One row of stars (WooCommerce's), one tab list answering a click.
		expect(await page.locator('#review_form p.stars, #review_form .shop-islands-rating').count()).toBe(1);
		expect(await page.locator('.shop-islands-rating').count()).toBe(0);
		await page.click('#tab-title-reviews a');
		await expect.poll(() => page.locator('#tab-reviews').isVisible()).toBe(true);
		expect(await page.locator('#tab-description').isVisible()).toBe(false);
		// No gallery island runs on WooCommerce's gallery: the variations form writes the variation's
		// image on its first slide, as WooCommerce's variation script does, and Clear takes it back.
		const main = page.locator(`${GALLERY} .woocommerce-product-gallery__image img`).first();
		const own = await main.getAttribute('src');
		await choose(page);
		await expect.poll(() => main.getAttribute('src')).not.toBe(own);
		await page.locator('.reset_variations').click();
		await expect.poll(() => main.getAttribute('src')).toBe(own);
		expect(visitor.errors).toEqual([]);
		expect(visitor.failedRequests).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});
});
