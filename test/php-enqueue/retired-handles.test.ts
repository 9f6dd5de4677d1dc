// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { RETIRED_SCRIPT_FILES } from '../real-store/retired-scripts';
import { describeWithPhp, runPhp } from '../support/php';

/**
 * Every script the plugin's tables retire is named in the README's Retired scripts table and known
 * by its file to the real-store check of every page's printed scripts
 * (test/real-store/retired-scripts.test.ts), so that a retirement can be neither undocumented nor
 * unchecked under a handle WooCommerce renames.
 */

const RUNNER = path.join(import.meta.dirname, 'retired-handles.php');
const README = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The handles in the first column of the README's Retired scripts table. */
function readmeHandles(): Set<string> {
	const section = README.slice(README.indexOf('## Retired scripts'));
	const rows = section.split('\n').filter((line) => line.startsWith('| `'));
	return new Set(rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')));
}

describeWithPhp("the plugin's retired scripts", (php) => {
	const result = runPhp(php, [RUNNER]);
	const handles = result.status === 0 ? (JSON.parse(result.stdout) as string[]) : [];

	it('reads the tables', () => {
		expect(result.stderr).toBe('');
		expect(handles.length).toBeGreaterThan(0);
	});

	it("are each in the README's Retired scripts table", () => {
		const documented = readmeHandles();
		expect(handles.filter((handle) => !documented.has(handle))).toEqual([]);
	});

	it('are each known by their file to the check of the printed scripts, and that check knows no other', () => {
		expect(handles.filter((handle) => !(handle in RETIRED_SCRIPT_FILES))).toEqual([]);
		expect(Object.keys(RETIRED_SCRIPT_FILES).filter((handle) => !handles.includes(handle))).toEqual([]);
	});
});
