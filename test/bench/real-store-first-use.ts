import type { Browser, CDPSession, Frame, Page } from 'playwright-core';
import type { StoreState } from '../real-store/store';
import { swipeLeft, tap } from '../browser/support/touch';
import { DELAYED_SCRIPTS_RAN } from './delay-scripts';
import { VIEWPORT } from './measure';
import { type FirstUseResults, type FirstUseRow, type FirstUseTimes, firstUseTiming } from './real-store-first-use-report';
import { CLASSIC, CPU_THROTTLE, DELAYED_CLASSIC, OURS, type Visitor, visitorContext } from './real-store-visitors';

/**
 * `npm run bench -- --real-store --first-use`: issue #24's "first use stays fast" on the real
 * store. For each input an island started on intent answers (and the product tabs beside them),
 * the time from the shopper's input to the next paint that shows the answer, for ours, the
 * classic page and the classic page with every script delayed until the first interaction, each
 * in a fresh context: cold (the first visit, the input made as soon as the page has loaded, not
 * settled: the shopper taps early) and warm (the same page again, the chunks from the HTTP cache).
 * Inputs are Playwright's real ones, so the loader's held-click path is the one taken. The time
 * runs from the input event's `timeStamp`, taken by a capture listener of an init script, to the
 * first task after the frame that first shows the answer (a MutationObserver and a check in every
 * frame before its paint find it; then a frame and a `user-blocking` task, which runs before any
 * task of the page's own queued meanwhile, so those are not counted as the answer's). An input
 * with no answer in `ANSWER_TIMEOUT_MS`, or whose page goes elsewhere, is "–" with the reason.
 * Never fails on a number.
 */

/** Longer than any answer seen (the delayed page answers its first input after 5–8 s), short enough not to hang. */
const ANSWER_TIMEOUT_MS = 15_000;
/** A throttled page on a busy machine may take its time to load: the bench waits, it does not judge. */
const LOAD_TIMEOUT_MS = 120_000;
/** A shopper typing briskly: the contact form's field takes its text at this pace before they leave it. */
const TYPING_DELAY_MS = 100;
const INVALID_EMAIL = 'not-an-email';
/** The simple product with the most images on the real store (eight: fixtures-html/data/catalogue.json). */
const GALLERY_PAGE = '/product/chefs-tasting-menu/';
const MAIN_IMAGE = '.woocommerce-product-gallery__image';

/** What the page shows once it has answered: every condition holds. */
export interface Condition {
	readonly selector: string;
	/** Present (the default), displayed, not displayed, or scrolled from its start. */
	readonly state?: 'present' | 'shown' | 'hidden' | 'scrolled';
}

/** The input events whose time stamp starts the clock (a key's only for that key). */
type InputEvent = 'pointerdown' | 'pointerover' | 'keydown' | 'touchstart' | 'touchend';

/** One visitor's side of a case: what the shopper's input aims at, and the answer. */
interface Plan {
	readonly target: string;
	readonly answer: readonly Condition[];
}

/** What a case's steps get: the page, the target, and `start` to arm the clock just before the measured input. */
interface Use {
	readonly page: Page;
	readonly cdp: CDPSession;
	readonly target: string;
	start(event: InputEvent, key?: string): Promise<void>;
}

interface FirstUseCase {
	readonly input: string;
	readonly path: string;
	/** A touch screen, as a phone's: a tap, or the swipe (flexslider follows touches only). */
	readonly touch?: boolean;
	/** Ours, and the classic page (plain or delayed: the same markup). */
	readonly plans: { readonly ours: Plan; readonly classic: Plan };
	/** The shopper's steps; whatever comes before `start()` is not timed. */
	act(use: Use): Promise<void>;
}

type Outcome = { readonly ms: number } | { readonly none: string };

const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id="101"]';
const THIRD_SLIDE = `.woocommerce-product-gallery__wrapper ${MAIN_IMAGE}:nth-child(3)`;

/** A click or a tap on a card's Add to cart: the same button and answer on both pages. */
const CARD_ADD: Plan = { target: CARD_BUTTON, answer: [{ selector: `${CARD_BUTTON}:is(.loading, .added)` }] };
/** A click or a tap on the gallery's third thumbnail: the plugin's strip on ours, flexslider's classic. */
const THIRD_THUMBNAIL: FirstUseCase['plans'] = {
	ours: {
		target: '.shop-islands-gallery__thumbs li:nth-child(3) button',
		answer: [
			{ selector: '.shop-islands-gallery__thumbs li:nth-child(3) button[aria-current="true"]' },
			{ selector: '.woocommerce-product-gallery__wrapper', state: 'scrolled' },
		],
	},
	classic: { target: '.flex-control-thumbs li:nth-child(3) img', answer: [{ selector: `${THIRD_SLIDE}.flex-active-slide` }] },
};
/** A click or a tap on the Reviews tab: its panel shown, the description's hidden, on both pages. */
const REVIEWS_TAB: Plan = {
	target: '#tab-title-reviews a',
	answer: [
		{ selector: '#tab-reviews', state: 'shown' },
		{ selector: '#tab-description', state: 'hidden' },
	],
};

const ACCOUNT_PAGE = '/my-account/';
const LOGIN_PASSWORD = 'form.woocommerce-form-login input#password';
const LOGIN_TOGGLE = 'form.woocommerce-form-login button.show-password-input';
/** A tap on the login form's password field: its toggle there to press. */
const LOGIN_PASSWORD_FIELD: Plan = { target: LOGIN_PASSWORD, answer: [{ selector: LOGIN_TOGGLE, state: 'shown' }] };
/** A tap on the login form's Show password: the field shows what was typed. */
const SHOW_PASSWORD: Plan = { target: LOGIN_TOGGLE, answer: [{ selector: `${LOGIN_PASSWORD}[type="text"]` }] };

export const FIRST_USE_CASES: readonly FirstUseCase[] = [
	{
		input: "add to cart: a click on a card's button → it shows it is taken",
		path: '/shop/',
		plans: { ours: CARD_ADD, classic: CARD_ADD },
		async act({ page, target, start }) {
			await start('pointerdown');
			await page.click(target);
		},
	},
	{
		input: "add to cart: a tap on a card's button (touch) → it shows it is taken",
		path: '/shop/',
		touch: true,
		plans: { ours: CARD_ADD, classic: CARD_ADD },
		// From the finger's touch: on a phone no pointer comes before it, and the click follows it.
		act: tapFromTheTouch,
	},
	{
		// Not one of the inputs: what a first thumbnail click needs first. flexslider draws the
		// thumbnails at load; Shop Islands' plugin prints them (php-enqueue's gallery-thumbnails.php),
		// so on ours they show before the pointer comes, and the time is the next frame's.
		input: 'gallery: the pointer over the image → its thumbnails show',
		path: GALLERY_PAGE,
		plans: {
			ours: { target: MAIN_IMAGE, answer: [{ selector: '.shop-islands-gallery__thumbs button', state: 'shown' }] },
			classic: { target: MAIN_IMAGE, answer: [{ selector: '.flex-control-thumbs img', state: 'shown' }] },
		},
		async act({ page, target, start }) {
			await start('pointerover');
			await page.hover(target);
		},
	},
	{
		input: 'gallery: a click on the third thumbnail → the image moves to it',
		path: GALLERY_PAGE,
		plans: THIRD_THUMBNAIL,
		async act({ page, target, start }) {
			// The pointer reaches the image first, as a shopper's does on the way to the thumbnails
			// (and the delayed classic page draws them only then).
			await page.hover(MAIN_IMAGE);
			await page.waitForSelector(target, { state: 'visible', timeout: ANSWER_TIMEOUT_MS });
			await start('pointerdown');
			await page.click(target);
		},
	},
	{
		input: 'gallery: a tap on the third thumbnail (touch) → the image moves to it',
		path: GALLERY_PAGE,
		touch: true,
		plans: THIRD_THUMBNAIL,
		async act(use) {
			// No pointer on the way: the thumbnails are there from the load on both pages (the delayed one aside).
			await untilShown(use.page, use.target);
			await tapFromTheTouch(use);
		},
	},
	{
		input: 'gallery: a swipe left on the image (touch) → it moves to the next',
		path: GALLERY_PAGE,
		touch: true,
		plans: {
			ours: { target: MAIN_IMAGE, answer: [{ selector: '.woocommerce-product-gallery__wrapper', state: 'scrolled' }] },
			classic: { target: MAIN_IMAGE, answer: [{ selector: `.woocommerce-product-gallery__wrapper ${MAIN_IMAGE}:nth-child(2).flex-active-slide` }] },
		},
		async act({ page, cdp, target, start }) {
			// From the finger's lifting: a swipe is done then, and both sliders take the next image from it.
			await start('touchend');
			await swipeLeft(page, cdp, target);
		},
	},
	{
		input: 'variations: End on the size select → the crust it rules out is disabled',
		path: '/product/margherita/',
		plans: {
			ours: {
				target: 'select[name="attribute_pa_size"]',
				answer: [{ selector: 'select[name="attribute_crust"] option[value="Thin"]:disabled' }],
			},
			classic: {
				target: 'select[name="attribute_pa_size"]',
				answer: [{ selector: 'select[name="attribute_crust"] option[value="Thin"]:disabled' }],
			},
		},
		async act({ page, target, start }) {
			// A keyboard shopper reaches the select (its focus starts the form on ours), then presses
			// End at a brisk typist's pace, as the contact form's row types (until 2026-11-29 the key
			// came a few milliseconds after the focus, quicker than a hand).
			await page.focus(target);
			await page.waitForTimeout(TYPING_DELAY_MS);
			await start('keydown', 'End');
			await page.keyboard.press('End');
		},
	},
	{
		input: 'product tabs: a click on Reviews → its panel shows',
		path: GALLERY_PAGE,
		plans: { ours: REVIEWS_TAB, classic: REVIEWS_TAB },
		async act({ page, target, start }) {
			// The pointer comes over the tab list on its way to a tab, as a shopper's does (since
			// 2026-11-29 that starts the tabs on ours; on the classic page it changes nothing).
			await page.hover('#tab-title-description a');
			await start('pointerdown');
			await page.click(target);
		},
	},
	{
		input: 'product tabs: a tap on Reviews (touch) → its panel shows',
		path: GALLERY_PAGE,
		touch: true,
		plans: { ours: REVIEWS_TAB, classic: REVIEWS_TAB },
		// No pointer over the tab list first: the finger's touch is the page's first word of it.
		act: tapFromTheTouch,
	},
	{
		// Not one of the inputs: what the toggle's tap needs first. Ours draws the toggle as
		// the shopper reaches for the field; WooCommerce's script draws it at load.
		input: 'password toggle: a tap on the login password (touch) → its Show password button shows',
		path: ACCOUNT_PAGE,
		touch: true,
		plans: { ours: LOGIN_PASSWORD_FIELD, classic: LOGIN_PASSWORD_FIELD },
		act: tapFromTheTouch,
	},
	{
		input: 'password toggle: a tap on Show password (touch) → the password shows',
		path: ACCOUNT_PAGE,
		touch: true,
		plans: { ours: SHOW_PASSWORD, classic: SHOW_PASSWORD },
		async act(use) {
			// The finger on the field first, as a shopper types the password before showing it.
			await tap(use.page, use.cdp, LOGIN_PASSWORD);
			await untilShown(use.page, use.target);
			await tapFromTheTouch(use);
		},
	},
	{
		input: 'contact form: Tab out of an invalid email → its tip shows',
		path: '/contact/',
		plans: {
			ours: { target: 'input[name="your-email"]', answer: [{ selector: '[data-name="your-email"] .wpcf7-not-valid-tip', state: 'shown' }] },
			classic: { target: 'input[name="your-email"]', answer: [{ selector: '[data-name="your-email"] .wpcf7-not-valid-tip', state: 'shown' }] },
		},
		async act({ page, target, start }) {
			await page.click(target);
			await page.keyboard.type(INVALID_EMAIL, { delay: TYPING_DELAY_MS });
			await start('keydown', 'Tab');
			await page.keyboard.press('Tab');
		},
	},
];

/**
 * In the page from its start: capture listeners on the window that note the time stamp of the
 * first input of the armed kind (and whether a delayed page's scripts had run by then), then
 * watch for the answer. A string, so the page gets it as written (no build helpers in it).
 */
const WATCH_SCRIPT = `(() => {
	const state = { armed: null, start: null, result: null, delayedRan: false };
	const holds = ({ selector, state: wanted }) => {
		const element = document.querySelector(selector);
		if (wanted === 'hidden') return element === null || !element.checkVisibility();
		if (element === null) return false;
		if (wanted === 'shown') return element.checkVisibility();
		if (wanted === 'scrolled') return element.scrollLeft > 0;
		return true;
	};
	// The first task after the paint: user-blocking (Chromium's scheduler), so the page's own tasks
	// queued meanwhile (a chunk evaluated, a timer) do not run before it and count as the answer's time.
	const finish = () => scheduler.postTask(() => { state.result = performance.now() - state.start; }, { priority: 'user-blocking' });
	const watch = (conditions) => {
		let found = false;
		const observer = new MutationObserver(() => {
			if (!found && conditions.every(holds)) {
				found = true;
				observer.disconnect();
				everyFrame.disconnect();
				requestAnimationFrame(finish);
			}
		});
		observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
		// A scroll position changes without a mutation, often in a frame callback of the page's own
		// (a slider's animation). So the check runs in each frame after every frame callback and the
		// layout, before the paint: a ResizeObserver reports a newly observed element there, and the
		// root is observed anew from each frame's callbacks.
		const root = document.documentElement;
		const everyFrame = new ResizeObserver(() => {
			everyFrame.disconnect();
			if (found) return;
			if (conditions.every(holds)) {
				found = true;
				observer.disconnect();
				finish();
				return;
			}
			requestAnimationFrame(() => everyFrame.observe(root));
		});
		everyFrame.observe(root);
	};
	for (const type of ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'touchend']) {
		addEventListener(type, (event) => {
			const armed = state.armed;
			if (armed === null || state.start !== null || armed.type !== type || (armed.key !== null && event.key !== armed.key)) return;
			state.start = event.timeStamp;
			state.delayedRan = document.querySelector(${JSON.stringify(DELAYED_SCRIPTS_RAN)}) !== null;
			watch(armed.conditions);
		}, { capture: true, passive: true });
	}
	window.__benchFirstUse = {
		arm(type, key, conditions) { state.armed = { type, key, conditions }; },
		result() { return state.result; },
		delayedRanAtInput() { return state.delayedRan; },
	};
})();`;

export async function benchFirstUse(browser: Browser, store: StoreState, runs: number, log: (line: string) => void, only = ''): Promise<FirstUseResults> {
	const generated = new Date().toISOString();
	const visitors = { ours: OURS, classic: CLASSIC, delayed: DELAYED_CLASSIC } as const;
	const rows: FirstUseRow[] = [];
	for (const useCase of FIRST_USE_CASES.filter(({ input }) => input.includes(only))) {
		const outcomes = { ours: noOutcomes(), classic: noOutcomes(), delayed: noOutcomes() };
		// The visitors alternate run by run, so a change in the machine's load falls on all of them.
		for (let run = 0; run < runs; run += 1) {
			for (const [name, visitor] of Object.entries(visitors) as Array<[keyof typeof visitors, Visitor]>) {
				const plan = name === 'ours' ? useCase.plans.ours : useCase.plans.classic;
				const { cold, warm } = await coldAndWarm(browser, store, useCase, visitor, plan);
				outcomes[name].cold.push(cold);
				outcomes[name].warm.push(warm);
			}
		}
		const times = (name: keyof typeof visitors): FirstUseTimes => ({ cold: firstUseTiming(outcomes[name].cold), warm: firstUseTiming(outcomes[name].warm) });
		rows.push({ input: useCase.input, path: useCase.path, ours: times('ours'), classic: times('classic'), delayed: times('delayed') });
		log(`  first use: ${useCase.input}: done`);
	}
	return { generated, runs, browser: `Chromium ${browser.version()}`, cpuThrottle: CPU_THROTTLE, rows };
}

/** A fresh context: the first visit's input (cold), then the same page again (warm). */
async function coldAndWarm(browser: Browser, store: StoreState, useCase: FirstUseCase, visitor: Visitor, plan: Plan): Promise<{ cold: Outcome; warm: Outcome }> {
	const context = await visitorContext(browser, store.url, visitor, { viewport: VIEWPORT, hasTouch: useCase.touch === true });
	context.setDefaultTimeout(LOAD_TIMEOUT_MS);
	context.setDefaultNavigationTimeout(LOAD_TIMEOUT_MS);
	await context.addInitScript({ content: WATCH_SCRIPT });
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
		const url = new URL(useCase.path, store.url).toString();
		const cold = await firstUse(page, cdp, url, useCase, visitor, plan);
		const warm = await firstUse(page, cdp, url, useCase, visitor, plan);
		return { cold, warm };
	} finally {
		await context.close();
	}
}

/** One visit: loaded, the shopper's steps, then the answer's time, or why there was none. */
async function firstUse(page: Page, cdp: CDPSession, url: string, useCase: FirstUseCase, visitor: Visitor, plan: Plan): Promise<Outcome> {
	await page.goto(url, { waitUntil: 'load' });
	const address = withoutHash(page.url());
	let left: string | null = null;
	const onNavigated = (frame: Frame): void => {
		if (frame === page.mainFrame() && withoutHash(frame.url()) !== address) {
			left ??= frame.url();
		}
	};
	page.on('framenavigated', onNavigated);
	try {
		let armed = false;
		const start = async (event: InputEvent, key?: string): Promise<void> => {
			await page.evaluate(([type, only, conditions]) => (window as unknown as BenchWindow).__benchFirstUse.arm(type, only, conditions), [event, key ?? null, plan.answer] as const);
			armed = true;
		};
		try {
			await useCase.act({ page, cdp, target: plan.target, start });
		} catch (error) {
			return { none: left !== null ? `the page went to ${pathOf(left)}` : `${armed ? 'the input' : 'a step before the input'} failed: ${firstLine(error)}` };
		}
		const deadline = Date.now() + ANSWER_TIMEOUT_MS;
		while (Date.now() < deadline) {
			if (left !== null) {
				return { none: `the page went to ${pathOf(left)}` };
			}
			const ms = await page.evaluate(() => (window as unknown as BenchWindow).__benchFirstUse?.result() ?? null).catch(() => null);
			if (ms !== null) {
				return { ms: Math.round(ms * 10) / 10 };
			}
			await page.waitForTimeout(50);
		}
		const early = visitor.delayScripts && !(await page.evaluate(() => (window as unknown as BenchWindow).__benchFirstUse.delayedRanAtInput()));
		return { none: `no answer in ${ANSWER_TIMEOUT_MS / 1000} s${early ? ': the input came before the delayed scripts had run' : ''}` };
	} finally {
		page.off('framenavigated', onNavigated);
	}
}

interface BenchWindow {
	readonly __benchFirstUse: {
		arm(type: InputEvent, key: string | null, conditions: readonly Condition[]): void;
		result(): number | null;
		delayedRanAtInput(): boolean;
	};
}

/** A tap on the case's target, the clock from the finger's touch. */
async function tapFromTheTouch({ page, cdp, target, start }: Use): Promise<void> {
	await start('touchstart');
	await tap(page, cdp, target);
}

/**
 * Until `selector` is displayed, asked from the page's own world: Playwright's `waitForSelector`
 * would install its hit-target listeners, whose non-passive `touchstart` listener makes Chromium
 * hold the page's loading tasks at a touch (../browser/support/touch.ts).
 */
async function untilShown(page: Page, selector: string): Promise<void> {
	const deadline = Date.now() + ANSWER_TIMEOUT_MS;
	while (!(await page.evaluate((wanted) => document.querySelector(wanted)?.checkVisibility() === true, selector))) {
		if (Date.now() > deadline) {
			throw new Error(`${selector} did not show in ${ANSWER_TIMEOUT_MS / 1000} s`);
		}
		await page.waitForTimeout(50);
	}
}

function noOutcomes(): { cold: Outcome[]; warm: Outcome[] } {
	return { cold: [], warm: [] };
}

function withoutHash(url: string): string {
	return url.replace(/#.*$/, '');
}

function pathOf(url: string): string {
	const { pathname, search } = new URL(url);
	return `${pathname}${search}`;
}

function firstLine(error: unknown): string {
	return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
