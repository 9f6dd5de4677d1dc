import type { CDPSession, Page } from 'playwright-core';

/**
 * A finger from the right of the element to its left, lifted there: CDP's touch events, as
 * Playwright's own tap sends them. The page's context must have a touch screen (`hasTouch`).
 */
export async function swipeLeft(page: Page, cdp: CDPSession, selector: string): Promise<void> {
	const box = await page.locator(selector).first().boundingBox();
	if (!box) {
		throw new Error(`${selector} is not on screen`);
	}
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
