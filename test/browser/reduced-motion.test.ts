import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { startAllIslands } from './support/islands';
import { closeOverlay, openOverlay, overlaysOn } from './support/overlays';

/**
 * With `prefers-reduced-motion: reduce`, nothing moves: no running animation and no element
 * (or ::before / ::after) with an animation or transition longer than 0 ms, on every fixture
 * page and with each of its overlays open. The theme's catch-all rule (`*` durations to 0 under
 * reduced motion) is removed first: each island, and each part of the theme, must honour the
 * preference by itself, as it has to in a theme without such a rule.
 */

const browser = sharedBrowser();

/** Deletes every `@media (prefers-reduced-motion: reduce)` rule that targets `*`, imported sheets included. */
async function removeCatchAllReducedMotionRules(page: Page): Promise<number> {
	return page.evaluate(() => {
		let removed = 0;
		const visit = (sheet: CSSStyleSheet): void => {
			for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1) {
				const rule = sheet.cssRules[index];
				if (rule instanceof CSSImportRule && rule.styleSheet) {
					visit(rule.styleSheet);
				} else if (
					rule instanceof CSSMediaRule &&
					rule.conditionText.includes('prefers-reduced-motion') &&
					[...rule.cssRules].some((inner) => inner instanceof CSSStyleRule && inner.selectorText.trim().startsWith('*'))
				) {
					sheet.deleteRule(index);
					removed += 1;
				}
			}
		};
		for (const sheet of document.styleSheets) {
			visit(sheet);
		}
		return removed;
	});
}

/** Everything that would still move, as `what: selector duration`. */
function motion(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		for (const animation of document.getAnimations()) {
			const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
			if (duration > 0) {
				const target = (animation.effect as KeyframeEffect | null)?.target;
				found.push(`running animation: ${target?.tagName.toLowerCase() ?? '?'}.${String(target?.className ?? '')} ${duration}ms`);
			}
		}
		for (const element of document.querySelectorAll('*')) {
			for (const pseudo of [null, '::before', '::after']) {
				const style = getComputedStyle(element, pseudo);
				const longest = (list: string): number =>
					Math.max(...list.split(',').map((value) => Number.parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000)));
				const where = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}${pseudo ?? ''}`;
				if (style.animationName !== 'none' && longest(style.animationDuration) > 0) {
					found.push(`animation: ${where} ${style.animationDuration}`);
				}
				if (style.transitionProperty !== 'none' && longest(style.transitionDuration) > 0) {
					found.push(`transition: ${where} ${style.transitionDuration}`);
				}
			}
		}
		return [...new Set(found)];
	});
}

describe('reduced motion', () => {
	it.each(FIXTURE_PAGES)('%s moves nothing, nor do its overlays when open', async (path) => {
		const { page, context } = await openPage(browser(), { reducedMotion: 'reduce' });
		await fillCart(page, storeUrl());
		await page.goto(storeUrl(path));
		await startAllIslands(page);
		expect(await removeCatchAllReducedMotionRules(page)).toBe(1);
		expect(await motion(page)).toEqual([]);
		for (const [name, overlay] of await overlaysOn(page)) {
			await openOverlay(page, overlay);
			expect({ [name]: await motion(page) }).toEqual({ [name]: [] });
			await closeOverlay(page, overlay);
		}
		await context.close();
	});
});
