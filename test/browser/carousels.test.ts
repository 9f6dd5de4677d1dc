import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { defaultOptions } from '../../islands/carousel/options';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { islandChunks, reachFor, settle } from './support/islands';
import { holdIslands, islandMountShifts, recordLayoutShifts, withoutWebFonts } from './support/layout-shift';
import { store } from './support/store';

/**
 * The home page's carousels (docs/listings-and-content.md#carousels), below the fold: WooLentor's
 * product slider of ten dishes (its block, 4 shown, autoplay), on both stores; and, on the fixture
 * store only, the theme's `data-slick` promotions.
 */

const browser = sharedBrowser();
const { skip, carousels, name } = store();
/**
 * The theme's `data-slick` promotions block: no plugin of the real store prints a `data-slick`
 * carousel on its Storefront home page (WooLentor prints one only inside its Elementor universal
 * product widget's cards, on Hello Elementor's home page: test/real-store/elementor.test.ts;
 * Storefront, WooCommerce, YITH and Contact Form 7 print none).
 */
const promotions = name === 'fixture store';

const PRODUCTS = '#product-slider-b3c9e1f';
const PRODUCT_CONTROLS = `${PRODUCTS} + .shop-islands-carousel__controls`;
const PROMOTIONS = '#poco-promotions-slider';
const PROMOTION_CONTROLS = `${PROMOTIONS} + .shop-islands-carousel__controls`;


/** The dishes a shopper can reach (not inert), by name. */
const reachable = (page: Page): Promise<string[]> =>
	page.$$eval(`${PRODUCTS} .slide-item`, (slides) => slides.filter((slide) => !(slide as HTMLElement).inert).map((slide) => slide.querySelector('.title')?.textContent?.trim() ?? ''));

/** Console errors but the web fonts the mount checks leave out (withoutWebFonts aborts them). */
const withoutAbortedFonts = (errors: readonly string[]): string[] => errors.filter((error) => error !== 'Failed to load resource: net::ERR_FAILED');

const currentDot = (page: Page, controls = PRODUCT_CONTROLS): Promise<string | null> =>
	page.locator(`${controls} [aria-current="true"]`).getAttribute('aria-label');

/** Brings the product carousel into view and waits for its controls. */
async function reachProducts(page: Page): Promise<void> {
	await page.locator(PRODUCTS).scrollIntoViewIfNeeded();
	// A carousel that does not play by itself waits for the shopper's intent.
	await reachFor(page, PRODUCTS);
	await page.locator(`${PRODUCT_CONTROLS} button`).first().waitFor();
}

/** The dishes whose card is within the slider's box on screen, in order from the left. */
const onScreen = (page: Page): Promise<string[]> =>
	page.$eval(PRODUCTS, (slider) => {
		const box = slider.getBoundingClientRect();
		return [...slider.querySelectorAll('.slide-item')]
			.map((slide) => ({ rect: slide.getBoundingClientRect(), name: slide.querySelector('.title')?.textContent?.trim() ?? '' }))
			.filter(({ rect }) => rect.left >= box.left - 1 && rect.right <= box.right + 1)
			.sort((a, b) => a.rect.left - b.rect.left)
			.map(({ name }) => name);
	});

describe.skipIf(skip !== '' || !carousels)('carousels', () => {
	it('loads nothing until the carousel nears the viewport, then mounts without moving anything', async () => {
		const { page, errors } = await openPage(browser());
		const chunk = islandChunks(BUILD_DIR).carousel as string;
		const requested: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes(chunk)) {
				requested.push(request.url());
			}
		});
		await recordLayoutShifts(page);
		// Only what the islands move counts, not a web font that swaps in whenever it arrives.
		await withoutWebFonts(page);
		const islands = await holdIslands(page);
		await islands.visit(storeUrl('/'));
		await settle(page);
		expect(requested).toEqual([]);
		expect(await page.locator('.shop-islands-carousel__controls').count()).toBe(0);
		await reachProducts(page);
		expect(requested).toHaveLength(1);
		if (promotions) {
			await page.locator(PROMOTIONS).scrollIntoViewIfNeeded();
			await page.locator(`${PROMOTION_CONTROLS} button`).first().waitFor();
		}
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
		expect(await islandMountShifts(page)).toEqual([]);
		expect(withoutAbortedFonts(errors)).toEqual([]);
	});

	it('mounts without a layout shift on a phone too, and never makes the page wider than the phone', async () => {
		const { page, errors } = await openPage(browser(), { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
		await recordLayoutShifts(page);
		await withoutWebFonts(page);
		const islands = await holdIslands(page);
		await islands.visit(storeUrl('/'));
		await settle(page);
		// Wider, a phone would zoom the whole page out to fit it.
		const pageWidth = () => page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
		expect(await pageWidth()).toEqual({ layout: 390, content: 390 });
		await reachProducts(page);
		expect(await pageWidth()).toEqual({ layout: 390, content: 390 });
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
		expect(await islandMountShifts(page)).toEqual([]);
		expect(await reachable(page)).toHaveLength(1);
		expect(withoutAbortedFonts(errors)).toEqual([]);
	});

	it('pages with Next, Previous and the dots; the slides out of view are inert', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(storeUrl('/'));
		await settle(page);
		await reachProducts(page);
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Pause"]`);
		const first = await reachable(page);
		expect(first).toHaveLength(4);
		expect(await onScreen(page)).toEqual(first);
		expect(await page.locator(`${PRODUCTS} .slide-item[inert]`).count()).toBe(6);
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Next"]`);
		const second = await reachable(page);
		expect(second).not.toEqual(first);
		await page.waitForFunction(
			([selector, names]) => {
				const slider = document.querySelector(selector as string) as HTMLElement;
				const box = slider.getBoundingClientRect();
				const slide = [...slider.querySelectorAll('.slide-item')].find((item) => item.querySelector('.title')?.textContent?.trim() === (names as string[])[0]);
				return slide !== undefined && Math.abs(slide.getBoundingClientRect().left - box.left) < 1;
			},
			[PRODUCTS, second],
		);
		expect(await currentDot(page)).toBe('Go to page 2');
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Previous"]`);
		expect(await reachable(page)).toEqual(first);
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Go to page 3"]`);
		expect(await currentDot(page)).toBe('Go to page 3');
		expect(await reachable(page)).toHaveLength(4);
		expect(errors).toEqual([]);
	});

	it('works from the keyboard: the buttons, and the arrow keys on a slide', async () => {
		const { page } = await openPage(browser());
		await page.goto(storeUrl('/'));
		await settle(page);
		await reachProducts(page);
		await page.locator(`${PRODUCT_CONTROLS} >> role=button[name="Pause"]`).focus();
		await page.keyboard.press('Enter');
		expect(await page.locator(`${PRODUCT_CONTROLS} >> role=button[name="Play"]`).count()).toBe(1);
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next');
		await page.keyboard.press('Enter');
		expect(await currentDot(page)).toBe('Go to page 2');
		const shown = await reachable(page);
		// Focus on a dish's link: the arrow keys page the carousel.
		await page.locator(`${PRODUCTS} .slide-item:not([inert]) .title a`).first().focus();
		await page.keyboard.press('ArrowLeft');
		expect(await currentDot(page)).toBe('Go to page 1');
		expect(await reachable(page)).not.toEqual(shown);
		// The focused dish slid away: focus stays in the carousel, on the first dish in view.
		expect(await page.evaluate(() => document.activeElement?.closest('.slide-item:not([inert])') !== null)).toBe(true);
		await page.keyboard.press('ArrowRight');
		expect(await currentDot(page)).toBe('Go to page 2');
	});

	it('follows a swipe past a fifth of a dish to the next page, and springs back from a shorter one', async () => {
		const { page } = await openPage(browser());
		await page.goto(storeUrl('/'));
		await settle(page);
		await reachProducts(page);
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Pause"]`);
		const width = await page.$eval(`${PRODUCTS} .slide-item`, (slide) => slide.getBoundingClientRect().width);
		// A swipe scrolls the slider natively; scrollBy does the same without a touch screen.
		const springBack = page.$eval(PRODUCTS, (slider) => new Promise<void>((resolve) => slider.addEventListener('glider-animated', () => resolve(), { once: true })));
		await page.$eval(PRODUCTS, (slider, by) => slider.scrollBy({ left: by }), Math.floor(width / defaultOptions.touchThreshold) - 2);
		await springBack;
		expect(await page.$eval(PRODUCTS, (slider) => slider.scrollLeft)).toBe(0);
		expect(await currentDot(page)).toBe('Go to page 1');
		await page.$eval(PRODUCTS, (slider, by) => slider.scrollBy({ left: by }), Math.ceil(width / defaultOptions.touchThreshold) + 2);
		await page.waitForFunction(
			(selector) => document.querySelector(selector as string)?.getAttribute('aria-label') === 'Go to page 2',
			`${PRODUCT_CONTROLS} [aria-current="true"]`,
		);
		await page.waitForFunction(
			([selector, left]) => Math.abs((document.querySelector(selector as string) as HTMLElement).scrollLeft - (left as number)) < 1,
			[PRODUCTS, width * 4],
		);
	});

	it('autoplays every 3000 ms, on under the pointer (the block prints pause_on_hover false), not while focus is on the slides, nor once paused', async () => {
		const { page } = await openPage(browser());
		await page.clock.install();
		await page.goto(storeUrl('/'));
		await settle(page);
		await reachProducts(page);
		await page.mouse.move(0, 0);
		await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
		await page.clock.runFor(3000);
		const afterOne = await currentDot(page);
		expect(afterOne).not.toBe(null);
		// WooLentor's block never pauses on hover (it compares the editor's boolean with 'yes');
		// the island holds for the pointer only when the settings ask (its unit tests).
		await page.hover(`${PRODUCTS} .slide-item:not([inert])`);
		await page.clock.runFor(3000);
		expect(await currentDot(page)).not.toBe(afterOne);
		await page.mouse.move(0, 0);
		const beforeFocus = await currentDot(page);
		await page.locator(`${PRODUCTS} .slide-item:not([inert]) .title a`).first().focus();
		await page.clock.runFor(10_000);
		expect(await currentDot(page)).toBe(beforeFocus);
		await page.locator(`${PRODUCT_CONTROLS} >> role=button[name="Pause"]`).click();
		await page.clock.runFor(10_000);
		expect(await currentDot(page)).toBe(beforeFocus);
		expect(await page.locator(`${PRODUCT_CONTROLS} >> role=button[name="Play"]`).count()).toBe(1);
	});

	it('does not autoplay under reduced motion, and offers Play', async () => {
		const { page } = await openPage(browser(), { reducedMotion: 'reduce' });
		await page.clock.install();
		await page.goto(storeUrl('/'));
		await settle(page);
		await reachProducts(page);
		await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
		await page.clock.runFor(10_000);
		expect(await currentDot(page)).toBe('Go to page 1');
		expect(await page.locator(`${PRODUCT_CONTROLS} >> role=button[name="Play"]`).count()).toBe(1);
	});

	it('runs right to left on an RTL site: the first dish on the right, Next moving on in reading order', async () => {
		const { page, errors } = await openPage(browser());
		await page.goto(storeUrl('/?carousel_rtl=1'));
		await settle(page);
		await reachProducts(page);
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Pause"]`);
		const first = await reachable(page);
		expect(await onScreen(page)).toEqual([...first].reverse());
		await page.click(`${PRODUCT_CONTROLS} >> role=button[name="Next"]`);
		const second = await reachable(page);
		await page.waitForFunction(
			([selector, name]) => {
				const slider = document.querySelector(selector as string) as HTMLElement;
				const box = slider.getBoundingClientRect();
				const slide = [...slider.querySelectorAll('.slide-item')].find((item) => item.querySelector('.title')?.textContent?.trim() === name);
				return slide !== undefined && Math.abs(slide.getBoundingClientRect().right - box.right) < 1;
			},
			[PRODUCTS, second[0]],
		);
		expect(await onScreen(page)).toEqual([...second].reverse());
		expect(errors).toEqual([]);
	});

	it('is a list that scrolls sideways without JavaScript, WooLentor\'s hidden slider shown', async () => {
		const { page } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl('/'));
		const slider = await page.$eval(PRODUCTS, (element) => ({
			display: getComputedStyle(element).display,
			scrollable: element.scrollWidth > element.clientWidth,
			overflow: getComputedStyle(element).overflowX,
		}));
		expect(slider).toEqual({ display: 'flex', scrollable: true, overflow: 'auto' });
		expect(await page.locator(`${PRODUCTS} .slide-item`).count()).toBe(10);
		expect(await page.locator('.shop-islands-carousel__controls').count()).toBe(0);
		await page.locator(`${PRODUCTS} .slide-item`).last().locator('.title a').scrollIntoViewIfNeeded();
		expect(await page.locator(`${PRODUCTS} .slide-item`).last().locator('.title a').isVisible()).toBe(true);
	});

	it.skipIf(!promotions)('pages the promotions one at a time with their dots', async () => {
		const { page } = await openPage(browser());
		await page.goto(storeUrl('/'));
		await settle(page);
		await page.locator(PROMOTIONS).scrollIntoViewIfNeeded();
		await page.locator(`${PROMOTION_CONTROLS} button`).first().waitFor();
		await page.click(`${PROMOTION_CONTROLS} >> role=button[name="Pause"]`);
		expect(await page.locator(`${PROMOTIONS} > .glider-track > :not([inert])`).count()).toBe(1);
		await page.click(`${PROMOTION_CONTROLS} >> role=button[name="Go to page 3"]`);
		expect(await page.locator(`${PROMOTIONS} > .glider-track > :not([inert]) h3`).textContent()).toBe('Fresh from the bakery');
	});
});
