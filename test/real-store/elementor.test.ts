import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { realStore, realUrl } from './helpers';
import { holdsToClassic, themeVisits } from './theme-visits';

/**
 * The home page built with Elementor on Hello Elementor (site/store-seed-themes.php), with the
 * plugin as classic: Elementor's top-level containers with background images, the last one
 * lazy-loaded (Elementor's `e_lazyload`, which the lazy-background island takes over), WooCommerce's
 * products through Elementor's shortcode widget, WooLentor's universal product widget as a slider
 * and its FAQ widget.
 */

const { skip } = realStore();
const { visit, both } = themeVisits(sharedBrowser());

const THEME = 'hello-elementor';
/** The last top-level container, lazy-loaded, with its background image. */
const LAST_CONTAINER = '.elementor-element-a1e0005';
const FAQ = '.htwoolentor-faq';
const SLIDER = '.product-slider';

const background = (page: Page): Promise<string> => page.$eval(LAST_CONTAINER, (element) => getComputedStyle(element).backgroundImage);
const lazyLoaded = (page: Page): Promise<boolean> => page.$eval(LAST_CONTAINER, (element) => element.classList.contains('e-lazyloaded'));

/** The slider's products whose card is within its box on screen, by name. */
const onScreen = (page: Page): Promise<string[]> =>
	page.$eval(SLIDER, (slider) => {
		const box = slider.getBoundingClientRect();
		return [...slider.querySelectorAll('.ht-product-title, .woocommerce-loop-product__title')]
			.filter((title) => {
				const rect = title.getBoundingClientRect();
				return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
			})
			.map((title) => title.textContent?.trim() ?? '');
	});

describe.skipIf(skip !== '')('a home page built with Elementor, with the plugin as classic', () => {
	it("keeps the last container's background off until it nears the view, then shows it", async () => {
		holdsToClassic(
			await both(
				THEME,
				async ({ page }) => {
					await page.setViewportSize({ width: 1280, height: 720 });
					await page.waitForLoadState('load');
					const atLoad = { loaded: await lazyLoaded(page), background: await background(page) };
					await page.locator(LAST_CONTAINER).scrollIntoViewIfNeeded();
					await page.waitForSelector(`${LAST_CONTAINER}.e-lazyloaded`, { timeout: 10_000 });
					return { atLoad, shown: (await background(page)).includes('url(') };
				},
				'/',
			),
		);
	});

	it("leaves the class to the island alone: Elementor's lazy-load script and stylesheet are not printed", async () => {
		const html = async (classic: boolean): Promise<string> => {
			const opened = await visit(THEME, classic ? 'classic' : 'plugin', '/');
			const content = await opened.page.content();
			await opened.context.close();
			return content;
		};
		expect(await html(true)).toContain('lazyloadRunObserver');
		const ours = await html(false);
		expect(ours).not.toContain('lazyloadRunObserver');
		expect(ours).not.toMatch(/\.e-con\.e-parent:nth-of-type\(n\+4\)/);
	});

	it('shows every background at once without JavaScript', async () => {
		const opened = await visit(THEME, 'plugin', '/', { javaScriptEnabled: false });
		expect(await background(opened.page)).toContain('url(');
		await opened.context.close();
	});

	it("adds once from the products widget's card", async () => {
		holdsToClassic(
			await both(
				THEME,
				async ({ page, adds }) => {
					await page.locator('.elementor-widget-shortcode ul.products a.ajax_add_to_cart[data-product_id]').first().click();
					await page.waitForTimeout(2500);
					return { adds: adds(), viewCart: await page.locator('.elementor-widget-shortcode a.added_to_cart').count() };
				},
				'/',
			),
		);
	});

	it("opens the FAQ's second answer", async () => {
		holdsToClassic(
			await both(
				THEME,
				async ({ page }) => {
					const answers = (): Promise<boolean[]> => page.locator(`${FAQ} .htwoolentor-faq-body`).evaluateAll((bodies) => bodies.map((body) => (body as HTMLElement).offsetHeight > 0));
					await page.locator(FAQ).scrollIntoViewIfNeeded();
					await page.waitForTimeout(1000);
					const before = await answers();
					await page.locator(`${FAQ} .htwoolentor-faq-head`).nth(1).click();
					await page.waitForTimeout(1000);
					return { before, after: await answers() };
				},
				'/',
			),
		);
	});

	it("moves the product slider on by its next control", async () => {
		const outcomes = await both(
			THEME,
			async ({ page }) => {
				await page.locator(SLIDER).scrollIntoViewIfNeeded();
				await page.locator(SLIDER).hover();
				const next = page.locator(':is(.slick-next, .shop-islands-carousel__controls button[aria-label="Next"]) >> visible=true').first();
				await next.waitFor({ timeout: 10_000 });
				const first = await onScreen(page);
				await next.click();
				await page.waitForTimeout(1500);
				const then = await onScreen(page);
				return { shown: first.length, moved: then.join() !== first.join() && then.length === first.length };
			},
			'/',
		);
		holdsToClassic(outcomes);
		expect(outcomes.plugin.found.moved).toBe(true);
	});
});
