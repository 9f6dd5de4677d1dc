// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURES_END, FIGURES_START, withFigures } from './readme-figures';
import { type PageComparison, readmeFiguresTable, type RealStoreResults, type StackResults, type VisitorResult } from './real-store-report';

const README = readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

const CLASSIC: VisitorResult = { jsGzip: 400 * 1024, scripts: 42, aheadGzip: 0, aheadScripts: 0, scriptMs: 1400, requests: 60, jquery: true };
const OURS: VisitorResult = { jsGzip: 12 * 1024, scripts: 1, aheadGzip: 10 * 1024, aheadScripts: 10, scriptMs: 140, requests: 40, jquery: false };
const GOAL = { lighter: true, noJquery: true, loaderOnly: true } as const;
const shop = (ours: Partial<VisitorResult> = {}): PageComparison => ({ path: '/shop/', goal: GOAL, ours: { ...OURS, ...ours }, classic: CLASSIC });
const stack = (release: string, pages: Record<string, PageComparison>): StackResults => ({ title: `${release}, seed plugins`, release, pages });
const current = stack('WordPress 7.1 + WooCommerce 10.7', { shop: shop() });
const oldest = stack('WordPress 6.8 + WooCommerce 10.0', { shop: shop({ scriptMs: 280 }) });
const results: RealStoreResults = { generated: '2026-12-06T08:00:00.000Z', runs: 3, browser: 'Chromium 142', cpuThrottle: 4, stacks: [current, oldest] };
const table = readmeFiguresTable(results, current, oldest);

describe("the README's figures", () => {
	it('are one row per page of the current release, ours / classic, with ours on the oldest release beside it', () => {
		expect(table[0]).toBe('Measured 2026-12-06, Chromium 142, median of 3 first visits, CPU throttled 4×.');
		expect(table).toContain('| shop `/shop/` | 12.0 KB / 400.0 KB (0.03) | 1 / 42 | 10.0 KB in 10 | 140 ms / 1400 ms (0.10) | 12.0 KB in 1 · 0.20× | no / yes |');
	});

	it('go between the two markers, replacing what was there and nothing else', () => {
		const readme = `# Title\n\nBefore.\n\n${FIGURES_START}\nold table\n${FIGURES_END}\n\nAfter.\n`;
		const written = withFigures(readme, table);
		expect(written).toBe(`# Title\n\nBefore.\n\n${FIGURES_START}\n${table.join('\n')}\n\n${FIGURES_END}\n\nAfter.\n`);
		expect(withFigures(written, table)).toBe(written);
	});

	it('are not written into a README without the markers once each, in order', () => {
		expect(() => withFigures('# Title\n', table)).toThrow(FIGURES_START);
		expect(() => withFigures(`${FIGURES_END}\n${FIGURES_START}\n`, table)).toThrow();
		expect(() => withFigures(`${FIGURES_START}\n${FIGURES_END}\n${FIGURES_START}\n${FIGURES_END}\n`, table)).toThrow();
	});

	it("are in the README as the bench writes them: its markers, and a table with the bench's columns", () => {
		expect(() => withFigures(README, table)).not.toThrow();
		const written = README.slice(README.indexOf(FIGURES_START) + FIGURES_START.length, README.indexOf(FIGURES_END)).trim().split('\n');
		expect(written[0]).toMatch(/^Measured \d{4}-\d{2}-\d{2}, Chromium[^,]*, median of \d+ first visits, CPU throttled \d+×\.$/);
		expect(written.slice(1, 4)).toEqual(table.slice(1, 4));
		for (const row of written.slice(4)) {
			expect(row).toMatch(/^\| [a-z ]+ `\/[^`]*` \|(?: [^|]+ \|){6}$/);
		}
	});
});
