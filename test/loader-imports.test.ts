// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../esbuild.config.mjs';
import { readManifest } from '../fixtures-html/server/manifest';
import { chunksAtStart, importsBeyondStart } from './support/chunk-imports';

/**
 * The loader asks for an island's chunk and every chunk it imports in one go
 * (islands/runtime/preload.ts): the build names each island's chunk in the registry with the
 * list of what it imports, the kernel aside (on the page from the start), the same list an
 * `ahead` island's chunk is fetched with. Read from the production build.
 */

const manifest = readManifest(BUILD_DIR);
const loader = readFileSync(path.join(BUILD_DIR, manifest.entry), 'utf8');
const atStart = chunksAtStart(BUILD_DIR, manifest);
const islands = Object.entries(manifest.islands).filter(([, chunk]) => !atStart.has(chunk));

/** How the loader names `chunk`: with the files it imports (an empty list when none), or null if not at all. */
function listedWith(chunk: string): string[] | null {
	const escaped = path.posix.basename(chunk).replace(/[.]/g, '\\.');
	const listed = new RegExp(`\\("${escaped}"(?:,\\[("[^\\]]*")\\])?\\)`).exec(loader);
	return listed ? (JSON.parse(`[${listed[1] ?? ''}]`) as string[]) : null;
}

describe('the loader requests an island with the chunks it imports', () => {
	it('has islands that import shared chunks, and loads every island chunk', () => {
		expect(islands.filter(([, chunk]) => (listedWith(chunk) ?? []).length > 0).map(([island]) => island)).toEqual(
			expect.arrayContaining(['variations-form', 'gallery', 'add-to-cart', 'contact-form']),
		);
		for (const [island, chunk] of islands) {
			expect(listedWith(chunk), island).not.toBeNull();
		}
	});

	it.each(islands)('%s: every chunk its chunk imports, and only those', (_island, chunk) => {
		const imports = importsBeyondStart(BUILD_DIR, atStart, chunk);
		expect(listedWith(chunk)?.slice().sort()).toEqual(imports.sort());
	});
});
