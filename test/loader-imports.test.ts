// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../esbuild.config.mjs';
import { readManifest } from '../fixtures-html/server/manifest';
import { chunksAtStart, importsBeyondStart } from './support/chunk-imports';

/**
 * The loader asks for an island's chunk and every chunk it imports in one go
 * (islands/runtime/preload.ts): the build writes each island's list beside its import in the
 * registry, the kernel aside (on the page from the start). Read from the production build.
 */

const manifest = readManifest(BUILD_DIR);
const loader = readFileSync(path.join(BUILD_DIR, manifest.entry), 'utf8');
const atStart = chunksAtStart(BUILD_DIR, manifest);
const islands = Object.entries(manifest.islands).filter(([, chunk]) => !atStart.has(chunk));

/** The files the loader lists beside its import of `chunk`, or null if it imports it alone. */
function listedWith(chunk: string): string[] | null {
	const escaped = path.posix.basename(chunk).replace(/[.]/g, '\\.');
	const listed = new RegExp(`\\(\\[("[^\\]]*")\\],\\(\\)=>import\\("\\./${escaped}"\\)\\)`).exec(loader);
	return listed ? (JSON.parse(`[${listed[1]}]`) as string[]) : null;
}

describe('the loader requests an island with the chunks it imports', () => {
	it('has islands that import shared chunks, and loads every island chunk', () => {
		expect(islands.filter(([, chunk]) => listedWith(chunk) !== null).map(([island]) => island)).toEqual(
			expect.arrayContaining(['variations-form', 'gallery', 'add-to-cart', 'contact-form']),
		);
		for (const [, chunk] of islands) {
			expect(loader).toContain(`import("./${path.posix.basename(chunk)}")`);
		}
	});

	it.each(islands)('%s: every chunk its chunk imports, and only those', (_island, chunk) => {
		const imports = importsBeyondStart(BUILD_DIR, atStart, chunk);
		if (imports.length === 0) {
			expect(listedWith(chunk)).toBeNull();
		} else {
			expect(listedWith(chunk)?.slice().sort()).toEqual(imports.sort());
		}
	});
});
