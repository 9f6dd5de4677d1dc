import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { store } from './support/store';

/**
 * WooCommerce's A–Z brand listing (`[product_brand_list]`) on the brands page, on both stores.
 * From 768 px up Storefront floats its index beside the brands, and its brands script kept the
 * index in view while the listing scrolled, 20 px under the top of the window (and the admin
 * bar), never past the listing's end. The plugin retires that script: the islands' stylesheet
 * makes the index sticky (islands/brands-index.css). Below 768 px the index scrolls away.
 */

const browser = sharedBrowser();
const { skip, name, classicCookie } = store();

const BRANDS_PAGE = '/brands/';
const LISTING = '#brands_a_z';
const INDEX = '#brands_a_z ul.brands_index';
/** How far under the top of the window (or of the admin bar) the index is held, as Storefront's script held it. */
const GAP_PX = 20;
/** WordPress's admin bar from 783 px up. */
const ADMIN_BAR_PX = 32;
/** Short windows: the page ends little below the listing (the fixture's footer), and the listing's end must reach the index. */
const WIDE = { width: 1024, height: 400 };
const NARROW = { width: 700, height: 400 };

interface Boxes {
	/** The index's box, relative to the window. */
	readonly index: { readonly top: number; readonly bottom: number };
	/** Its first letter's, which Storefront's script padded down. */
	readonly firstLetterTop: number;
	readonly listing: { readonly top: number; readonly bottom: number };
}

async function boxes(page: Page): Promise<Boxes> {
	return page.evaluate(
		({ listing, index }) => {
			const box = (element: Element | null) => {
				const rect = element?.getBoundingClientRect();
				return { top: rect?.top ?? Number.NaN, bottom: rect?.bottom ?? Number.NaN };
			};
			return {
				index: box(document.querySelector(index)),
				firstLetterTop: box(document.querySelector(`${index} li`)).top,
				listing: box(document.querySelector(listing)),
			};
		},
		{ listing: LISTING, index: INDEX },
	);
}

/**
 * Scrolls the window so that the listing's top is `offset` px above the window's top (or to the
 * page's end, with `end`), and lets a frame pass.
 */
async function scrollListing(page: Page, offset: number | 'end'): Promise<Boxes> {
	await page.evaluate(
		({ listing, offset: by }) => {
			const top = (document.querySelector(listing)?.getBoundingClientRect().top ?? 0) + window.scrollY;
			window.scrollTo(0, by === 'end' ? document.documentElement.scrollHeight : top + by);
			return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
		},
		{ listing: LISTING, offset },
	);
	return boxes(page);
}

async function brandsPage(viewport: { readonly width: number; readonly height: number }, before?: (context: BrowserContext) => Promise<void>): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
	const opened = await openPage(browser(), { viewport });
	await before?.(opened.context);
	await opened.page.goto(storeUrl(BRANDS_PAGE));
	return opened;
}

describe.skipIf(skip !== '')(`the brand listing's index (${name})`, () => {
	it('stays in view, 20 px under the top, while the listing scrolls from 768 px up, and never past the listing\'s end', async () => {
		const { page, context, errors } = await brandsPage(WIDE);
		const start = await boxes(page);
		const indexHeight = start.index.bottom - start.index.top;
		const listingHeight = start.listing.bottom - start.listing.top;
		// A listing tall enough for the index to travel in.
		expect(listingHeight).toBeGreaterThan(indexHeight + 300);

		const within = await scrollListing(page, 300);
		expect(Math.round(within.index.top)).toBe(GAP_PX);
		expect(within.index.bottom).toBeLessThanOrEqual(within.listing.bottom);

		// The listing's end in view, closer to the top than the index is tall: the index rests at
		// the end (its bottom margin above it) and leaves with it.
		const atEnd = await scrollListing(page, 'end');
		expect(atEnd.listing.bottom).toBeLessThan(GAP_PX + indexHeight);
		expect(atEnd.index.top).toBeLessThan(GAP_PX);
		expect(atEnd.index.bottom).toBeLessThanOrEqual(atEnd.listing.bottom);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('scrolls away with the listing below 768 px', async () => {
		const { page, context } = await brandsPage(NARROW);
		const start = await boxes(page);
		const scrolled = await scrollListing(page, start.index.bottom - start.index.top + 100);
		expect(scrolled.index.bottom).toBeLessThan(0);
		await context.close();
	});

	it.skipIf(name !== 'real store')('stays in view under the admin bar of a logged-in manager', async () => {
		const { ADMIN, logIn } = await import('../real-store/helpers');
		const { page, context } = await brandsPage(WIDE, (opened) => logIn(opened, ADMIN));
		expect(await page.locator('#wpadminbar').isVisible()).toBe(true);
		const within = await scrollListing(page, 300);
		expect(Math.round(within.index.top)).toBe(ADMIN_BAR_PX + GAP_PX);
		await context.close();
	});

	it.skipIf(name !== 'real store')("holds the index's letters where Storefront's script held them on the page without the plugin", async () => {
		const ours = await brandsPage(WIDE);
		const oursAt = (await scrollListing(ours.page, 300)).firstLetterTop;
		await ours.context.close();
		if (!classicCookie) {
			throw new Error('The real store serves its page without the plugin for a cookie');
		}
		const cookie = classicCookie;
		const classic = await brandsPage(WIDE, (context) => context.addCookies([{ ...cookie, url: storeUrl('/') }]));
		expect(await classic.page.locator('#storefront-woocommerce-brands-js').count()).toBe(1);
		await scrollListing(classic.page, 300);
		// The script pads the index down on the scroll event, through the theme's half-second transition.
		await expect.poll(async () => Math.round((await boxes(classic.page)).firstLetterTop)).toBe(Math.round(oursAt));
		await classic.context.close();
	});
});
