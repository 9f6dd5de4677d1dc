import type { CDPSession, Page } from 'playwright-core';

/**
 * A finger's gestures, sent as CDP's touch events (as Playwright's own tap sends them). The
 * page's context must have a touch screen (`hasTouch`).
 *
 * The element is found and scrolled to from the page's own world, never by a Playwright locator:
 * a locator installs Playwright's hit-target listeners on the window, among them a `touchstart`
 * listener that is not passive, and while a touch has such a listener to wait for, Chromium holds
 * the page's loading tasks (a dynamic `import()` among them) and timers for up to 100 ms. A phone
 * has no such listener on a page that registers none, so a gesture measured with one would charge
 * the page for the test's own listener.
 */

interface Point {
	readonly x: number;
	readonly y: number;
}

interface Box extends Point {
	readonly width: number;
	readonly height: number;
}

/** The first element matching `selector`, scrolled into view as a shopper scrolls to it: its box on screen. */
async function onScreen(page: Page, selector: string): Promise<Box> {
	const box = await page.evaluate((wanted) => {
		const element = document.querySelector(wanted);
		if (!element) {
			return null;
		}
		// What a finger on its centre would land on: the element, or what covers it there (a bar
		// fixed to the view's edge). No named function in here: tsx (the bench) would wrap it in a
		// `__name` helper the page does not have.
		const first = element.getBoundingClientRect();
		let hit = document.elementFromPoint(first.x + first.width / 2, first.y + first.height / 2);
		if (hit === null || !element.contains(hit)) {
			element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
		}
		const { x, y, width, height } = element.getBoundingClientRect();
		if (width === 0 || height === 0) {
			return null;
		}
		hit = document.elementFromPoint(x + width / 2, y + height / 2);
		const covered = hit === null || element.contains(hit) ? null : `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${String(hit.className).trim().split(/\s+/)[0] ?? ''}`;
		return { x, y, width, height, covered };
	}, selector);
	if (!box) {
		throw new Error(`${selector} is not on screen`);
	}
	if (box.covered !== null) {
		throw new Error(`${selector} is covered by ${box.covered}`);
	}
	return box;
}

/** A finger from the right of the element to its left, lifted there. */
export async function swipeLeft(page: Page, cdp: CDPSession, selector: string): Promise<void> {
	const box = await onScreen(page, selector);
	const y = box.y + box.height / 2;
	const from = box.x + box.width * 0.8;
	const to = box.x + box.width * 0.2;
	const steps = 8;
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
	for (let step = 1; step <= steps; step += 1) {
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / steps, y }] });
	}
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** How long a finger rests on the screen in a tap: the click follows the touch by about this much. */
export const TAP_HOLD_MS = 40;

/**
 * A finger's tap on the element's centre, with no pointer before it, as on a phone: down, held
 * `TAP_HOLD_MS`, lifted; the browser then sends the click.
 */
export async function tap(page: Page, cdp: CDPSession, selector: string): Promise<void> {
	const box = await onScreen(page, selector);
	const point: Point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
	await page.waitForTimeout(TAP_HOLD_MS);
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
