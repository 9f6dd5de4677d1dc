import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The README's figures are the real-store bench's: `npm run bench -- --real-store` writes its
 * table (real-store-report.ts, `readmeFiguresTable`) between these two lines of README.md,
 * which nothing else writes.
 */
export const FIGURES_START = '<!-- The figures: written by `npm run bench -- --real-store` (test/bench/readme-figures.ts) -->';
export const FIGURES_END = '<!-- /The figures -->';

/** The README with `table` between the markers; throws when they are not there, once each and in order. */
export function withFigures(readme: string, table: readonly string[]): string {
	const start = readme.indexOf(FIGURES_START);
	const end = readme.indexOf(FIGURES_END);
	if (start < 0 || end < start || readme.indexOf(FIGURES_START, start + 1) >= 0 || readme.indexOf(FIGURES_END, end + 1) >= 0) {
		throw new Error(`The README must hold "${FIGURES_START}" and "${FIGURES_END}" once each, in that order`);
	}
	// A blank line before the end marker, so that the table ends before it in every Markdown reader.
	return `${readme.slice(0, start + FIGURES_START.length)}\n${table.join('\n')}\n\n${readme.slice(end)}`;
}

/** Writes `table` into the README at `file`. */
export function writeFigures(file: string, table: readonly string[]): void {
	writeFileSync(file, withFigures(readFileSync(file, 'utf8'), table));
}
