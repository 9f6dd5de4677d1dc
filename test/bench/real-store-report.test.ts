// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GOAL_RATIO, LOADER_GOAL_BYTES, goalMisses, type PageComparison, realStoreMarkdown, type RealStoreResults, type VisitorResult } from './real-store-report';

const CLASSIC: VisitorResult = { jsGzip: 450 * 1024, scripts: 46, aheadGzip: 0, aheadScripts: 0, scriptMs: 700, requests: 60, jquery: true };
const LIGHT: VisitorResult = { jsGzip: 20 * 1024, scripts: 4, aheadGzip: 3.5 * 1024, aheadScripts: 4, scriptMs: 60, requests: 50, jquery: false };
const EVERY_GOAL = { lighter: true, noJquery: true, loaderOnly: true } as const;
/** The loader alone: one file of 11.5 KB. */
const LOADER = { jsGzip: 11.5 * 1024, scripts: 1 } as const;

function comparison(ours: Partial<VisitorResult>, goal: PageComparison['goal'] = EVERY_GOAL): PageComparison {
	return { path: '/shop/', goal, ours: { ...LIGHT, ...ours }, classic: CLASSIC };
}

function results(pages: Record<string, PageComparison>): RealStoreResults {
	return {
		generated: '2026-11-25T17:00:00.000Z',
		runs: 5,
		browser: 'Chromium 156',
		cpuThrottle: 4,
		stacks: [{ title: 'Seed plugins', release: 'WordPress 7.1 + WooCommerce 10.7', pages }],
	};
}

describe('issue #23 goal of a real-store page', () => {
	it('is met at a fifth of the classic page in bytes and script time, the loader alone, without jQuery', () => {
		expect(goalMisses(comparison({ ...LOADER, scriptMs: GOAL_RATIO * CLASSIC.scriptMs }))).toEqual([]);
		expect(goalMisses(comparison({ jsGzip: LOADER_GOAL_BYTES, scripts: 1 }))).toEqual([]);
	});

	it('names each ratio over a fifth, more than the loader, and jQuery', () => {
		expect(goalMisses(comparison({ jsGzip: 383 * 1024, scriptMs: 455, jquery: true }))).toEqual(['383.0 KB in 4 files', 'JS 0.85', 'script time 0.65', 'jQuery']);
		expect(goalMisses(comparison({ jsGzip: 11 * 1024, scripts: 2 }))).toEqual(['11.0 KB in 2 files']);
	});

	it('leaves jQuery to pages that must go without it, and bytes to pages that must be lighter', () => {
		expect(goalMisses(comparison({ jquery: true }, { lighter: true, noJquery: false, loaderOnly: false }))).toEqual([]);
		expect(goalMisses(comparison({ jsGzip: CLASSIC.jsGzip }, { lighter: false, noJquery: true, loaderOnly: false }))).toEqual([]);
	});

	it('does not judge a page with no goal (the cart, the checkout)', () => {
		expect(goalMisses(comparison({ jsGzip: 2 * CLASSIC.jsGzip, jquery: true }, { lighter: false, noJquery: false, loaderOnly: false }))).toBeNull();
	});
});

describe('real-store report', () => {
	const report = realStoreMarkdown(
		results({
			shop: comparison(LOADER),
			'variable product': { ...comparison({ jsGzip: 445 * 1024, scripts: 26, scriptMs: 500, jquery: true }), path: '/product/margherita/' },
			cart: { ...comparison({ jquery: true }, { lighter: false, noJquery: false, loaderOnly: false }), path: '/cart/' },
		}),
	);

	it('prints each page as ours / classic with the ratio, the script count, what was fetched ahead and jQuery', () => {
		expect(report).toContain('| page | JS before interaction (gzip) | scripts | fetched ahead, not run | script time at load | requests | jQuery | goal |');
		expect(report).toContain('| shop `/shop/` | 11.5 KB / 450.0 KB (0.03) | 1 / 46 (0.02) | 3.5 KB in 4 / – | 60 ms / 700 ms (0.09) | 50 / 60 (0.83) | no / yes | met |');
	});

	it('flags the pages that miss the goal, and leaves the others out of the count', () => {
		expect(report).toContain(
			'| variable product `/product/margherita/` | 445.0 KB / 450.0 KB (0.99) | 26 / 46 (0.57) | 3.5 KB in 4 / – | 500 ms / 700 ms (0.71) | 50 / 60 (0.83) | yes / yes | **missed**: 445.0 KB in 26 files, JS 0.99, script time 0.71, jQuery |',
		);
		expect(report).toContain('| cart `/cart/` | 20.0 KB / 450.0 KB (0.04) | 4 / 46 (0.09) | 3.5 KB in 4 / – | 60 ms / 700 ms (0.09) | 50 / 60 (0.83) | yes / yes | – |');
		expect(report).toContain('Goal met on 1 of 2 pages; missed on variable product.');
	});

	it('prints the classic page with its scripts delayed, when measured, beside ours, and what its first interaction runs', () => {
		expect(report).not.toContain('delayed until the first interaction');
		const withDelayed = realStoreMarkdown(
			results({
				shop: {
					...comparison({}),
					delayed: { jsGzip: 0, scripts: 0, aheadGzip: 0, aheadScripts: 0, scriptMs: 12, requests: 40, interactionJsGzip: 440 * 1024, interactionScripts: 46, interactionScriptMs: 1800 },
				},
			}),
		);
		expect(withDelayed).toContain('| page | JS before interaction (gzip) | scripts | script time at load | first interaction runs |');
		expect(withDelayed).toContain('| shop `/shop/` | 20.0 KB / 0.0 KB | 4 / 0 | 60 ms / 12 ms | 440.0 KB, 46 files, 1800 ms |');
	});

	it('gives each stack its own table', () => {
		const twoStacks = realStoreMarkdown({
			...results({ shop: comparison({}) }),
			stacks: [
				{ title: 'Seed plugins', release: 'WordPress 7.1 + WooCommerce 10.7', pages: { shop: comparison({}) } },
				{ title: 'Plain Storefront', release: 'WordPress 7.1 + WooCommerce 10.7', pages: { shop: comparison({}) } },
			],
		});
		expect(twoStacks.match(/^## .+$/gm)).toEqual(['## Seed plugins', '## Plain Storefront']);
		expect(twoStacks.match(/^\| page \|/gm)).toHaveLength(2);
	});

	it('puts the releases side by side, page by page, when it measured more than one', () => {
		const twoReleases = realStoreMarkdown({
			...results({}),
			stacks: [
				{ title: 'WordPress 7.1 + WooCommerce 10.7, seed plugins', release: 'WordPress 7.1 + WooCommerce 10.7', pages: { shop: comparison(LOADER) } },
				{ title: 'WordPress 6.8 + WooCommerce 10.0, seed plugins', release: 'WordPress 6.8 + WooCommerce 10.0', pages: { shop: comparison({ ...LOADER, jquery: true }) } },
			],
		});
		expect(twoReleases).toContain('| page | WordPress 7.1 + WooCommerce 10.7 | WordPress 6.8 + WooCommerce 10.0 |');
		expect(twoReleases).toContain('| shop | 11.5 KB in 1 · 0.09× · no jQuery · met | 11.5 KB in 1 · 0.09× · jQuery · **missed**: jQuery |');
		expect(report).not.toContain('side by side');
	});
});
