// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { potEntries, potFile } from '../../php-enqueue/tools/make-pot';

describe('languages/shop-islands.pot', () => {
	const entries = potEntries();

	it('holds each string of the bundle once, with every place it is used', () => {
		const imageFailed = entries.find((entry) => entry.msgid === 'The image could not be loaded.');
		expect(imageFailed?.references.length).toBeGreaterThan(1);
		expect(imageFailed?.references.every((reference) => /^(islands|shared)\/.+:\d+$/.test(reference))).toBe(true);
		expect(new Set(entries.map((entry) => `${entry.msgid}|${entry.plural ?? ''}`)).size).toBe(entries.length);
	});

	it('holds the plurals with their plural form, and the plugin PHP strings', () => {
		expect(entries.find((entry) => entry.plural !== undefined)?.plural).toMatch(/%d results found/);
		expect(entries.some((entry) => entry.references.some((reference) => reference.startsWith('php-enqueue/includes/admin.php:')))).toBe(true);
	});

	it('writes entries as gettext reads them, quotes and all, and the same file every time', () => {
		const pot = potFile([{ msgid: 'Say "hi"\\now', references: ['a.ts:1'] }, { msgid: '%d item', plural: '%d items', references: ['b.ts:2'] }]);
		expect(pot).toContain('#: a.ts:1\nmsgid "Say \\"hi\\"\\\\now"\nmsgstr ""');
		expect(pot).toContain('msgid "%d item"\nmsgid_plural "%d items"\nmsgstr[0] ""\nmsgstr[1] ""');
		expect(pot).toContain('"X-Domain: shop-islands\\n"');
		expect(potFile(entries)).toBe(potFile(potEntries()));
	});
});
