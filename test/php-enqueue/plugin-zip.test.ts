// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDate, zip, type ZipEntry } from '../../php-enqueue/tools/plugin-zip';

/**
 * The plugin zip's file dates (php-enqueue/tools/plugin-zip.ts): the same sources give the same
 * bytes, and a new build never carries the previous build's file times, so an update unzipped over
 * the old copy is never taken for it by PHP's opcache, which revalidates files by their time.
 */

const repo = mkdtempSync(path.join(tmpdir(), 'shop-islands-zip-date-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (date: string, ...args: string[]): void => {
	execFileSync('git', ['-C', repo, '-c', 'user.name=Shop Islands', '-c', 'user.email=build@shop-islands.test', ...args], {
		stdio: 'ignore',
		env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
	});
};

/** Commits `text` as the plugin's one file at `date`. */
function commit(text: string, date: string): void {
	writeFileSync(path.join(repo, 'shop-islands.php'), text);
	git(date, 'add', '-A');
	git(date, 'commit', '-q', '-m', text);
}

const ENTRIES: readonly ZipEntry[] = [{ name: 'shop-islands/' }, { name: 'shop-islands/shop-islands.php', source: path.join(repo, 'shop-islands.php') }];
const NO_SOURCE_DATE = {};

/** Every entry's DOS date and time as the zip's local headers carry them. */
function entryTimes(archive: Uint8Array): number[] {
	const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
	const times: number[] = [];
	for (let at = 0; view.getUint32(at, true) === 0x04034b50; ) {
		times.push(view.getUint32(at + 10, true));
		at += 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
	}
	return times;
}

describe('the plugin zip', () => {
	git('2026-01-01T00:00:00Z', 'init', '-q');
	commit('<?php // 0.1.0', '2026-03-02T10:00:00Z');

	it("dates every file at the commit the tree is at, and the same sources give the same bytes", () => {
		const date = buildDate(repo, NO_SOURCE_DATE);
		expect(date.toISOString()).toBe('2026-03-02T10:00:00.000Z');
		const first = zip(ENTRIES, date);
		expect(new Set(entryTimes(first)).size).toBe(1);
		expect(Buffer.from(zip(ENTRIES, buildDate(repo, NO_SOURCE_DATE))).equals(Buffer.from(first))).toBe(true);
	});

	it("never gives a new build the previous build's file times: the next commit's, or now for changes not committed", () => {
		const previous = zip(ENTRIES, buildDate(repo, NO_SOURCE_DATE));
		commit('<?php // 0.1.1', '2026-03-02T10:03:00Z');
		const next = zip(ENTRIES, buildDate(repo, NO_SOURCE_DATE));
		const before = new Set(entryTimes(previous));
		expect(entryTimes(next).filter((time) => before.has(time))).toEqual([]);

		writeFileSync(path.join(repo, 'shop-islands.php'), '<?php // 0.1.2, not committed');
		const now = new Date('2026-03-02T11:30:00Z');
		expect(buildDate(repo, NO_SOURCE_DATE, () => now)).toBe(now);
		const built = new Set(entryTimes(next));
		expect(entryTimes(zip(ENTRIES, now)).filter((time) => built.has(time))).toEqual([]);
	});

	it('takes SOURCE_DATE_EPOCH over the commit when it is set', () => {
		expect(buildDate(repo, { SOURCE_DATE_EPOCH: '1767225600' }).toISOString()).toBe('2026-01-01T00:00:00.000Z');
	});

	it('dates a build outside a git checkout now', () => {
		const now = new Date('2026-04-01T08:00:00Z');
		expect(buildDate(tmpdir(), NO_SOURCE_DATE, () => now)).toBe(now);
	});
});
