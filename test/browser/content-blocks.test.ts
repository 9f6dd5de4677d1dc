import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAQ_ACCORDION_ANIMATION_MS, LAZY_BACKGROUND_ROOT_MARGIN_PX } from '../../shared/constants';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { focusIsOn } from './support/keyboard';
import { store } from './support/store';

/**
 * Content blocks (spec §2.1, §3.6, §9.3, §9.6): WooLentor's countdown and FAQ and Elementor's
 * lazy backgrounds, on the fixture's home page. Storefront has none of this markup, so on
 * the real store these are skipped.
 */

const browser = sharedBrowser();
const { skip, contentBlocks } = store();
// Storefront prints no WooLentor widget and no Elementor container: nothing to test there.
const reason = skip !== '' || !contentBlocks;

const COUNTDOWN = '.ht-product-countdown';
const FAQ = '.htwoolentor-faq';
const QUESTIONS = `${FAQ} .htwoolentor-faq-head button`;
/** The home page's banner: the fourth Elementor container, its background set by Elementor's per-post stylesheet. */
const BANNER = '.elementor-element-c0a4b7e';
const BANNER_IMAGE = 'margherita-535-1600x1200.svg';
const FAQ_CONTAINER = '.elementor-element-c0a2e8b';
/** 2030/01/01 00:00:00 in the store's zone (US Central, CST = UTC−6). */
const NEW_YEAR = Date.UTC(2030, 0, 1, 6);
const NEW_YEAR_IN_STORE_TIME = '2030/01/01 00:00:00';

const home = (query: Record<string, string> = {}): string => storeUrl(`/?${new URLSearchParams(query).toString()}`);

async function figures(page: Page): Promise<string[]> {
	return page.locator(`${COUNTDOWN} .cd-single-figure`).allTextContents();
}

async function expanded(page: Page): Promise<boolean[]> {
	return page.locator(QUESTIONS).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded') === 'true'));
}

async function answersShown(page: Page): Promise<boolean[]> {
	return page.locator(`${FAQ} .htwoolentor-faq-body`).evaluateAll((bodies) => bodies.map((body) => body.getBoundingClientRect().height > 0));
}

async function faqPage(query: Record<string, string> = {}, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
	const opened = await openPage(browser(), { reducedMotion });
	await opened.page.goto(home(query));
	await opened.page.locator(FAQ).scrollIntoViewIfNeeded();
	await opened.page.waitForSelector(`${QUESTIONS}[aria-expanded]`);
	return opened;
}

describe.skipIf(reason)('countdown', () => {
	it('counts down each second on the page clock, as a timer screen readers are not read every second, and stops at zero', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.clock.install({ time: NEW_YEAR - 120_000 });
		await page.goto(home({ countdown_end: NEW_YEAR_IN_STORE_TIME }));
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${COUNTDOWN} .cd-single-figure`);
		await page.clock.pauseAt(NEW_YEAR - 61_000);
		expect(await figures(page)).toEqual(['00', '00', '01', '01']);
		expect(await page.locator(`${COUNTDOWN} .cd-single-label`).allTextContents()).toEqual(['Days', 'Hours', 'Min', 'Sec']);
		expect(await page.getAttribute(COUNTDOWN, 'role')).toBe('timer');
		expect(await page.getAttribute(COUNTDOWN, 'aria-live')).toBe('off');
		await page.clock.runFor(1000);
		expect(await figures(page)).toEqual(['00', '00', '01', '00']);
		await page.clock.runFor(1000);
		expect(await figures(page)).toEqual(['00', '00', '00', '59']);
		await page.clock.runFor(59_000);
		expect(await figures(page)).toEqual(['00', '00', '00', '00']);
		await page.clock.runFor(5000);
		expect(await figures(page)).toEqual(['00', '00', '00', '00']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows days and hours of a date further off, read in the store zone', async () => {
		const { page, context } = await openPage(browser());
		// 1 day, 2 hours, 3 minutes and 4 seconds before midnight in Chicago.
		await page.clock.install({ time: NEW_YEAR - 93_784_000 });
		await page.clock.pauseAt(NEW_YEAR - 93_784_000);
		await page.goto(home({ countdown_end: NEW_YEAR_IN_STORE_TIME }));
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${COUNTDOWN} .cd-single-figure`);
		expect(await figures(page)).toEqual(['01', '02', '03', '04']);
		await context.close();
	});

	it.each([['a past date', '2020/01/01 00:00:00'], ['an invalid date', 'next Friday'], ['an impossible date', '2030/02/30']])(
		'shows zeros for %s, with no error',
		async (_name, value) => {
			const { page, context, errors } = await openPage(browser());
			await page.goto(home({ countdown_end: value }));
			await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
			await page.waitForSelector(`${COUNTDOWN} .cd-single-figure`);
			expect(await figures(page)).toEqual(['00', '00', '00', '00']);
			expect(errors).toEqual([]);
			await context.close();
		},
	);

	it('counts down from the date the page was served with (the block as the store prints it)', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(home());
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${COUNTDOWN} .cd-single-figure`);
		// Three days ahead, rounded up to the hour: 3 days and under an hour, never zero.
		const [days] = await figures(page);
		expect(days).toBe('03');
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(reason)('FAQ accordion', () => {
	it('opens the first answer (showitem true); buttons with aria-expanded and aria-controls; keyboard only; no axe violation', async () => {
		const { page, context, errors } = await faqPage();
		expect(await expanded(page)).toEqual([true, false, false, false]);
		expect(await answersShown(page)).toEqual([true, false, false, false]);
		const controls = await page.locator(QUESTIONS).evaluateAll((buttons) =>
			buttons.map((button) => {
				const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
				return answer?.getAttribute('role') === 'region' && answer.getAttribute('aria-labelledby') === button.id;
			}),
		);
		expect(controls).toEqual([true, true, true, true]);
		await page.locator(QUESTIONS).first().focus();
		await page.keyboard.press('ArrowDown');
		expect(await focusIsOn(page, `${FAQ} .htwoolentor-faq-card:nth-child(2) button`)).toBe(true);
		await page.keyboard.press('Enter');
		expect(await expanded(page)).toEqual([false, true, false, false]);
		await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .htwoolentor-faq-body:not([hidden])`).length === 1, FAQ);
		expect(await answersShown(page)).toEqual([false, true, false, false]);
		await page.keyboard.press('End');
		await page.keyboard.press('Space');
		expect(await expanded(page)).toEqual([false, false, false, true]);
		await page.keyboard.press('Space');
		expect(await expanded(page)).toEqual([false, false, false, false]);
		expect(await axeViolations(page, [FAQ])).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('slides an answer over 500 ms, and at once under reduced motion', async () => {
		const sliding = async (page: Page): Promise<number[]> => {
			await page.locator(QUESTIONS).nth(2).click();
			return page.locator(`${FAQ} .htwoolentor-faq-body`).evaluateAll((bodies) =>
				bodies.flatMap((body) => body.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration))),
			);
		};
		const normal = await faqPage();
		expect(await sliding(normal.page)).toEqual([FAQ_ACCORDION_ANIMATION_MS, FAQ_ACCORDION_ANIMATION_MS]);
		await normal.context.close();
		const reduced = await faqPage({}, 'reduce');
		expect(await sliding(reduced.page)).toEqual([]);
		expect(await answersShown(reduced.page)).toEqual([false, false, true, false]);
		await reduced.context.close();
	});

	it.each([['-1'], ['4'], ['99'], ['"two"'], ['1.5']])('opens no answer for showitem %s, with no error, and still works', async (value) => {
		const { page, context, errors } = await faqPage({ faq_settings: `{"showitem":${value}}` });
		expect(await expanded(page)).toEqual([false, false, false, false]);
		expect(await answersShown(page)).toEqual([false, false, false, false]);
		await page.locator(QUESTIONS).nth(1).click();
		expect(await expanded(page)).toEqual([false, true, false, false]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('opens the item a number names, counted from 0', async () => {
		const { page, context } = await faqPage({ faq_settings: '{"showitem":2}' });
		expect(await expanded(page)).toEqual([false, false, true, false]);
		await context.close();
	});
});

describe.skipIf(reason)('lazy backgrounds', () => {
	it('loads a container background only once it comes within 200 px of the viewport', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const requested: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes(BANNER_IMAGE)) {
				requested.push(request.url());
			}
		});
		await page.goto(home(), { waitUntil: 'load' });
		const background = (): Promise<string> => page.$eval(BANNER, (element) => getComputedStyle(element).backgroundImage);
		const scrollToGap = (gap: number): Promise<void> =>
			page.evaluate((distance) => {
				const banner = document.querySelector('.elementor-element-c0a4b7e') as HTMLElement;
				const top = banner.getBoundingClientRect().top + window.scrollY;
				window.scrollTo(0, top - window.innerHeight - distance);
			}, gap);
		expect(await background()).toBe('none');
		// 100 px short of the margin: the FAQ's container above it, on screen, has its class (so the
		// island's chunk has loaded and mounted), the banner has not.
		await scrollToGap(LAZY_BACKGROUND_ROOT_MARGIN_PX + 100);
		await page.waitForSelector(`${FAQ_CONTAINER}.e-lazyloaded`, { state: 'attached' });
		expect(await page.$eval(BANNER, (element) => element.classList.contains('e-lazyloaded'))).toBe(false);
		expect(await background()).toBe('none');
		expect(requested).toEqual([]);
		await scrollToGap(LAZY_BACKGROUND_ROOT_MARGIN_PX - 50);
		await page.waitForSelector(`${BANNER}.e-lazyloaded`, { state: 'attached' });
		expect(await background()).toContain(BANNER_IMAGE);
		await expect.poll(() => requested.length).toBeGreaterThan(0);
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(reason)('content blocks without JavaScript', () => {
	it('shows every FAQ answer under its question and every background at once', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(home());
		expect(await page.locator(`${FAQ} button`).count()).toBe(0);
		expect(await answersShown(page)).toEqual([true, true, true, true]);
		expect(await page.$eval(BANNER, (element) => getComputedStyle(element).backgroundImage)).toContain(BANNER_IMAGE);
		await context.close();
	});
});
