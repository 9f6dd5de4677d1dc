// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, mustLiveOnce, SMALL_CHUNK_GZIP } from '../esbuild.config.mjs';
import { readManifest } from '../fixtures-html/server/manifest';

/**
 * A shared chunk too small to be worth a request is copied into the chunks that import it,
 * unless one of its modules must live once (esbuild.config.mjs, `copiedIntoImporters()`). Read
 * from the production build: each file's modules, from its source map.
 */

const ROOT = path.dirname(BUILD_DIR);
const manifest = readManifest(BUILD_DIR);
const folder = path.join(BUILD_DIR, path.dirname(manifest.entry));
const islandChunks = new Set(Object.values(manifest.islands).map((chunk) => path.basename(chunk)));
const files = readdirSync(folder).filter((file) => file.endsWith('.js'));

/** The modules built into `file`, relative to the root. */
function modulesOf(file: string): string[] {
	const map = JSON.parse(readFileSync(path.join(folder, `${file}.map`), 'utf8')) as { sources: string[] };
	return map.sources.map((source) => path.relative(ROOT, path.resolve(folder, source)).split(path.sep).join('/'));
}

/** The files of the build each module is in. */
const filesOf = new Map<string, string[]>();
for (const file of files) {
	for (const module of modulesOf(file)) {
		filesOf.set(module, [...(filesOf.get(module) ?? []), file]);
	}
}

describe('small shared chunks are copied into their importers', () => {
	it('leaves no shared chunk under the size but for a module that must live once', async () => {
		const small = files.filter((file) => !islandChunks.has(file) && file !== path.basename(manifest.entry) && gzipSync(readFileSync(path.join(folder, file))).length < SMALL_CHUNK_GZIP);
		const copyable: string[] = [];
		for (const file of small) {
			const modules = modulesOf(file);
			// esbuild's helpers chunk has no module of the sources.
			if (modules.length > 0 && (await Promise.all(modules.map(mustLiveOnce))).every((once) => !once)) {
				copyable.push(`${file}: ${modules.join(', ')}`);
			}
		}
		expect(small.length).toBeGreaterThan(0);
		expect(copyable).toEqual([]);
		// The announcer is a module every adding island uses: in each of their chunks.
		expect((filesOf.get('shared/a11y.ts') ?? []).length).toBeGreaterThan(1);
	});

	it('keeps every module that must live once in one file', async () => {
		const twice: string[] = [];
		for (const [module, inFiles] of filesOf) {
			if (inFiles.length > 1 && (await mustLiveOnce(module))) {
				twice.push(`${module}: ${inFiles.join(', ')}`);
			}
		}
		expect(twice).toEqual([]);
	});
});

describe('what must live once', () => {
	const cases: Array<[string, string, boolean]> = [
		['a store (SINGLE_INSTANCE_MODULES)', 'shared/stores/cart.ts', true],
		['a cache in a `let`', 'let cached = null;\nexport function read() { return cached; }\n', true],
		['a mutable collection', 'const inFlight = new WeakMap<HTMLElement, number>();\n', true],
		['a class another module may test', 'export class ApiError extends Error {}\n', true],
		['a call run as the module loads', "document.addEventListener('click', () => {});\n", true],
		['a read-only set', "const TAGS: ReadonlySet<string> = new Set(['P']);\nexport const has = (tag: string) => TAGS.has(tag);\n", false],
		['functions and constants', "import { a } from './a';\nexport const NAME = 'x';\nexport function f() { let n = 1; return n + a; }\n", false],
	];

	it.each(cases)('%s', async (_case, source, expected) => {
		if (!source.includes('\n')) {
			expect(await mustLiveOnce(source)).toBe(expected);
			return;
		}
		const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-islands-state-'));
		try {
			await writeFile(path.join(dir, 'module.ts'), source);
			expect(await mustLiveOnce(path.relative(ROOT, path.join(dir, 'module.ts')))).toBe(expected);
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
