import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../islands/lazy-background/options';
import { defaultOptions as faqOptions } from '../../islands/faq/options';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { focusIsOn } from './support/keyboard';
import { store } from './support/store';

/**
 * Content blocks (docs/listings-and-content.md) on the home page, on both stores: WooLentor's
 * flash-sale block (the week's special with its countdown, seconds left) and FAQ block, as the
 * real store's page prints them; and, on the fixture store only, Elementor's lazy backgrounds.
 */

const browser = sharedBrowser();
const { skip, contentBlocks, name } = store();
const reason = skip !== '' || !contentBlocks;
/**
 * Elementor's containers (`.e-con.e-parent`) and their lazy backgrounds: no plugin of the real
 * store prints them (it has no Elementor; WooLentor's blocks and Storefront print none), so only
 * the fixture's home page has that section.
 */
const elementor = name === 'fixture store';

/** The countdown under the dish (WooLentor prints a second one over its image). */
const COUNTDOWN = '.woolentor-flash-product-content .woolentor-countdown';
const COUNTDOWNS = '.woolentor_block_flash_sale_product .woolentor-countdown';
const EXPIRED = 'shop-islands-countdown-expired';
const FAQ = '.htwoolentor-faq';
const QUESTIONS = `${FAQ} .htwoolentor-faq-head button`;
/** The home page's banner: the third Elementor container, its background set by Elementor's per-post stylesheet. */
const BANNER = '.elementor-element-c0a4b7e';
const BANNER_IMAGE = 'margherita-535-1600x1200.svg';
/** The container above the banner. */
const HOURS_CONTAINER = '.elementor-element-c0a3d52';
/** A moment of the page clock to render the page at. */
const RENDERED_AT = Date.UTC(2030, 0, 1, 6);

const home = (query: Record<string, string> = {}): string => storeUrl(`/?${new URLSearchParams(query).toString()}`);

async function figures(page: Page, selector = COUNTDOWN): Promise<string[]> {
	return page.locator(`${selector} .woolentor-count`).allTextContents();
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

/** The home page on the page clock, rendered at RENDERED_AT, its countdown reached: the seconds left it was printed with. */
async function countdownPage(query: Record<string, string> = {}) {
	const opened = await openPage(browser());
	await opened.page.clock.install({ time: RENDERED_AT });
	// Paused a minute on (pausing at the install time itself may already lie in the past): the
	// page's navigation starts at RENDERED_AT all the same (performance.timeOrigin).
	await opened.page.clock.pauseAt(RENDERED_AT + 60_000);
	await opened.page.goto(home(query));
	await opened.page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
	const seconds = Number(await opened.page.getAttribute(COUNTDOWN, 'data-countdown'));
	return { ...opened, seconds };
}

describe.skipIf(reason)('countdown', () => {
	it('counts the seconds left the page was printed with down each second on the page clock, as a timer screen readers are not read every second, and stops at zero, ended', async () => {
		const { page, context, errors, seconds } = await countdownPage();
		await page.waitForSelector(`${COUNTDOWN} .woolentor-count`);
		await page.clock.pauseAt(RENDERED_AT + (seconds - 61) * 1000);
		expect(await figures(page)).toEqual(['00', '00', '01', '01']);
		// Both of the dish's countdowns, the one over its image too, show the same.
		expect(await figures(page, COUNTDOWNS)).toEqual(['00', '00', '01', '01', '00', '00', '01', '01']);
		expect(await page.locator(`${COUNTDOWN} .woolentor-label`).allTextContents()).toEqual(['Days', 'Hours', 'Min', 'Sec']);
		expect(await page.getAttribute(COUNTDOWN, 'role')).toBe('timer');
		expect(await page.getAttribute(COUNTDOWN, 'aria-live')).toBe('off');
		await page.clock.runFor(1000);
		expect(await figures(page)).toEqual(['00', '00', '01', '00']);
		await page.clock.runFor(1000);
		expect(await figures(page)).toEqual(['00', '00', '00', '59']);
		expect(await page.$eval(COUNTDOWN, (box, expired) => box.classList.contains(expired), EXPIRED)).toBe(false);
		await page.clock.runFor(59_000);
		expect(await figures(page)).toEqual(['00', '00', '00', '00']);
		expect(await page.$eval(COUNTDOWN, (box, expired) => box.classList.contains(expired), EXPIRED)).toBe(true);
		await page.clock.runFor(5000);
		expect(await figures(page)).toEqual(['00', '00', '00', '00']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('counts from when the page arrived, not from when the shopper reached the block', async () => {
		const { page, context, seconds } = await countdownPage();
		// 1 day, 2 hours, 3 minutes and 4 seconds before the deal ends: the island mounts only now.
		await page.clock.pauseAt(RENDERED_AT + (seconds - 93_784) * 1000);
		await page.waitForSelector(`${COUNTDOWN} .woolentor-count`);
		expect(await figures(page)).toEqual(['01', '02', '03', '04']);
		await context.close();
	});

	it('counts down the deal as the store prints it: it ends as the third day after today does', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(home());
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${COUNTDOWN} .woolentor-count`);
		const [days] = await figures(page);
		expect(days).toBe('03');
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([['0'], ['-30']])('shows zeros, ended, for %s seconds left (a page served past the deal), with no error', async (value) => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(home({ countdown_seconds: value }));
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${COUNTDOWN} .woolentor-count`);
		expect(await figures(page)).toEqual(['00', '00', '00', '00']);
		expect(await page.$eval(COUNTDOWN, (box, expired) => box.classList.contains(expired), EXPIRED)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([['abc'], ['12.5'], ['']])('leaves the box as printed for the seconds left %j, warning, with no error, the rest of the block working', async (value) => {
		const { page, context, errors } = await openPage(browser());
		const warnings: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'warning' && message.text().includes('seconds left')) {
				warnings.push(message.text());
			}
		});
		await page.goto(home({ countdown_seconds: value }));
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		// One warning per box: the island has mounted on both.
		await expect.poll(() => warnings.length).toBe(2);
		const boxes = await page.locator(COUNTDOWNS).evaluateAll((found) => found.map((box) => ({ children: box.childNodes.length, role: box.getAttribute('role') })));
		expect(boxes).toEqual([
			{ children: 0, role: null },
			{ children: 0, role: null },
		]);
		expect(await page.locator('.woolentor-flash-product-title a').isVisible()).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows the English labels for labels that are not JSON, and counts', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(home({ countdown_labels: "{'daytxt':'Tage'}" }));
		await page.locator(COUNTDOWN).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${COUNTDOWN} .woolentor-count`);
		expect(await page.locator(`${COUNTDOWN} .woolentor-label`).allTextContents()).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
		expect((await figures(page))[0]).toBe('03');
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(reason)("the deal's product page", () => {
	it('counts the deal down in the flip style\'s tiles, each figure once, with no script of WooLentor\'s flash sale', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/product/veggie-supreme/'));
		const box = '.woolentor-flash-product-countdown .woolentor-countdown-flip';
		await page.locator(box).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${box} .woolentor-time-inner .woolentor-count`);
		const counts = await figures(page, box);
		expect(counts).toHaveLength(4);
		expect(counts[0]).toBe('03');
		expect(await page.locator(`${box} .woolentor-label`).allTextContents()).toEqual(['Days', 'Hours', 'Min', 'Sec']);
		expect(await page.getAttribute(box, 'role')).toBe('timer');
		expect(await page.locator('#woolentor-flash-sale-module-js, #countdown-min-js').count()).toBe(0);
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
		// The click and the reading in one task: on a busy machine a 500 ms slide may be over
		// before a second round trip reads it.
		const sliding = async (page: Page): Promise<number[]> =>
			page.locator(QUESTIONS).nth(2).evaluate((button, faq) => {
				(button as HTMLButtonElement).click();
				return [...document.querySelectorAll(`${faq} .htwoolentor-faq-body`)].flatMap((body) =>
					body.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration)),
				);
			}, FAQ);
		const normal = await faqPage();
		expect(await sliding(normal.page)).toEqual([faqOptions.accordionAnimationMs, faqOptions.accordionAnimationMs]);
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

describe.skipIf(reason || !elementor)('lazy backgrounds', () => {
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
		// 100 px short of the margin: the container above it, within the margin, has its class (so
		// the island's chunk has loaded and mounted), the banner has not.
		await scrollToGap(defaultOptions.rootMarginPx + 100);
		await page.waitForSelector(`${HOURS_CONTAINER}.e-lazyloaded`, { state: 'attached' });
		expect(await page.$eval(BANNER, (element) => element.classList.contains('e-lazyloaded'))).toBe(false);
		expect(await background()).toBe('none');
		expect(requested).toEqual([]);
		await scrollToGap(defaultOptions.rootMarginPx - 50);
		await page.waitForSelector(`${BANNER}.e-lazyloaded`, { state: 'attached' });
		expect(await background()).toContain(BANNER_IMAGE);
		await expect.poll(() => requested.length).toBeGreaterThan(0);
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(reason)('content blocks without JavaScript', () => {
	it('shows every FAQ answer under its question, the countdowns as printed (empty) and, on the fixture, every background at once', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(home());
		expect(await page.locator(`${FAQ} button`).count()).toBe(0);
		expect(await answersShown(page)).toEqual([true, true, true, true]);
		expect(await page.locator(COUNTDOWNS).evaluateAll((boxes) => boxes.map((box) => box.childNodes.length))).toEqual([0, 0]);
		if (elementor) {
			expect(await page.$eval(BANNER, (element) => getComputedStyle(element).backgroundImage)).toContain(BANNER_IMAGE);
		}
		await context.close();
	});
});
