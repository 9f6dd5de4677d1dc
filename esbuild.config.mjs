// @ts-check
/**
 * Builds the islands bundle: one small ESM entry (the loader), React and shared code in
 * shared chunks, one chunk per island, content-hashed names, source maps,
 * `build/manifest.json` for the fixture store and the tests, and `build/loader.asset.php`
 * for php-enqueue.
 *
 *   node esbuild.config.mjs            production build into build/
 *   node esbuild.config.mjs --watch    rebuild on change
 *   --with-test-islands                also build the loader test bundle into build/test/
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
export const BUILD_DIR = path.join(ROOT, 'build');
export const TEST_BUILD_DIR = path.join(BUILD_DIR, 'test');

/**
 * The bundle includes React, i18n and api-fetch itself, so that they load only on pages
 * whose islands need them; it needs no WordPress script handle.
 */
const WORDPRESS_DEPENDENCIES = /** @type {string[]} */ ([]);

/** The entry's name, which the asset file is named after (as `@wordpress/scripts` does). */
const ENTRY_NAME = 'loader';
/** What php-enqueue reads: the `<entry>.asset.php` of `@wordpress/scripts`, with the keys the plugin needs beside its two. */
export const ASSET_FILE = `${ENTRY_NAME}.asset.php`;

/**
 * @typedef {{ version: string, entry: string, style: string | null, chunks: string[],
 *   islands: Record<string, string>, preload: string[], dependencies: string[] }} BuildManifest
 */

/** @typedef {string | null | readonly string[] | PhpMap} PhpValue */
/** @typedef {{ readonly [key: string]: PhpValue }} PhpMap */

/**
 * @param {string} outdir
 * @param {{ loader: string, style?: string }} entries
 * @returns {esbuild.BuildOptions}
 */
function options(outdir, entries) {
	return {
		absWorkingDir: ROOT,
		entryPoints: { [ENTRY_NAME]: entries.loader, ...(entries.style ? { islands: entries.style } : {}) },
		outdir,
		outbase: ROOT,
		bundle: true,
		splitting: true,
		format: 'esm',
		platform: 'browser',
		target: ['es2020', 'chrome90', 'firefox90', 'safari15'],
		entryNames: '[name]-[hash]',
		chunkNames: 'chunks/[name]-[hash]',
		assetNames: 'assets/[name]-[hash]',
		minify: true,
		sourcemap: 'linked',
		metafile: true,
		legalComments: 'linked',
		jsx: 'automatic',
		define: { 'process.env.NODE_ENV': '"production"' },
		logLevel: 'warning',
		plugins: [manifestPlugin(outdir)],
	};
}

/**
 * Writes manifest.json after each build: the entry, the stylesheet, every chunk, the chunk
 * of each island (named by its folder), a version hash over all outputs; and the asset file.
 * @param {string} outdir
 * @returns {esbuild.Plugin}
 */
function manifestPlugin(outdir) {
	return {
		name: 'shop-islands-manifest',
		setup(build) {
			build.onEnd(async (result) => {
				if (!result.metafile || result.errors.length > 0) {
					return;
				}
				/** @type {BuildManifest} */
				const manifest = { version: '', entry: '', style: null, chunks: [], islands: {}, preload: [], dependencies: WORDPRESS_DEPENDENCIES };
				const hash = createHash('sha256');
				for (const [file, output] of Object.entries(result.metafile.outputs).sort(([a], [b]) => a.localeCompare(b))) {
					const relative = path.relative(outdir, path.join(ROOT, file)).split(path.sep).join('/');
					if (relative.endsWith('.map') || relative.endsWith('.LEGAL.txt')) {
						continue;
					}
					hash.update(relative);
					if (relative.endsWith('.css')) {
						manifest.style = relative;
						continue;
					}
					manifest.chunks.push(relative);
					if (output.entryPoint?.endsWith('islands/loader.ts') || output.entryPoint?.endsWith('/test-loader.ts')) {
						manifest.entry = relative;
					}
					const island = output.entryPoint?.match(/islands\/([\w-]+)\/mount\.tsx?$/);
					if (island?.[1]) {
						manifest.islands[island[1]] = relative;
					}
				}
				manifest.preload = staticImports(result.metafile, path.join(path.relative(ROOT, outdir), manifest.entry)).map(
					(file) => path.relative(outdir, path.join(ROOT, file)).split(path.sep).join('/'),
				);
				manifest.version = hash.digest('hex').slice(0, 12);
				await mkdir(outdir, { recursive: true });
				await prune(outdir, new Set(Object.keys(result.metafile.outputs).map((file) => path.join(ROOT, file))));
				await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, '\t')}\n`);
				await writeFile(path.join(outdir, ASSET_FILE), assetFile(manifest));
			});
		},
	};
}

/**
 * The asset file of a build, as `@wordpress/scripts` writes it (`dependencies`, `version`),
 * plus what php-enqueue loads: the entry, the stylesheet (or null), the chunks to
 * modulepreload, and the islands the build has (a classic script is dequeued only when its
 * island is there). Paths are relative to the build folder.
 * @param {{ readonly version: string, readonly entry: string, readonly style: string | null,
 *   readonly islands: Readonly<Record<string, string>>, readonly preload: readonly string[],
 *   readonly dependencies: readonly string[] }} manifest The manifest, or what the asset file needs of it.
 * @returns {string}
 */
export function assetFile(manifest) {
	const asset = {
		dependencies: manifest.dependencies,
		version: manifest.version,
		entry: manifest.entry,
		style: manifest.style,
		preload: manifest.preload,
		islands: Object.keys(manifest.islands),
	};
	return `<?php return ${phpLiteral(asset)};\n`;
}

/**
 * A PHP literal of a value (a string, null, a list of strings, a map of these): strings
 * single-quoted, where only `\` and `'` are special; lists and maps as `array()`. PHP reads it
 * back as the same value (test/asset-file.test.ts checks with php-cli).
 * @param {PhpValue} value
 * @returns {string}
 */
export function phpLiteral(value) {
	if (value === null) {
		return 'null';
	}
	if (typeof value === 'string') {
		return `'${value.replace(/[\\']/g, '\\$&')}'`;
	}
	const items = Array.isArray(value)
		? value.map(phpLiteral)
		: Object.entries(value).map(([key, item]) => `${phpLiteral(key)} => ${phpLiteral(item)}`);
	return items.length > 0 ? `array( ${items.join(', ')} )` : 'array()';
}

/**
 * The chunks the entry imports statically, directly or not: what loads before any island.
 * @param {esbuild.Metafile} metafile
 * @param {string} entry
 * @returns {string[]}
 */
function staticImports(metafile, entry) {
	const seen = new Set();
	const visit = (/** @type {string} */ file) => {
		for (const imported of metafile.outputs[file]?.imports ?? []) {
			if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
				seen.add(imported.path);
				visit(imported.path);
			}
		}
	};
	visit(entry);
	return [...seen].sort();
}

/**
 * Deletes files of earlier builds (old hashes) from `outdir`, but not the manifest and asset
 * file, which are rewritten in place; nested build folders with a manifest of their own
 * (build/test/) are left to their own build.
 * @param {string} outdir
 * @param {Set<string>} keep
 */
async function prune(outdir, keep) {
	const entries = await readdir(outdir, { withFileTypes: true, recursive: true });
	const nestedBuilds = entries
		.filter((entry) => entry.isFile() && entry.name === 'manifest.json' && entry.parentPath !== outdir)
		.map((entry) => entry.parentPath);
	const rewritten = ['manifest.json', ASSET_FILE].map((name) => path.join(outdir, name));
	for (const entry of entries) {
		const file = path.join(entry.parentPath, entry.name);
		const nested = nestedBuilds.some((folder) => file.startsWith(`${folder}${path.sep}`));
		if (entry.isFile() && !nested && !keep.has(file) && !rewritten.includes(file)) {
			await rm(file);
		}
	}
}

/** @param {{ withTestIslands?: boolean }} [flags] */
export function buildConfigs(flags = {}) {
	const configs = [options(BUILD_DIR, { loader: 'islands/loader.ts', style: 'islands/styles.css' })];
	if (flags.withTestIslands) {
		configs.push(options(TEST_BUILD_DIR, { loader: 'test/islands/test-loader.ts' }));
	}
	return configs;
}

/** @param {{ withTestIslands?: boolean }} [flags] */
export async function buildOnce(flags = {}) {
	// One at a time: each build prunes its own folder and leaves the nested test build alone.
	for (const config of buildConfigs(flags)) {
		await esbuild.build(config);
	}
}

/** @param {{ withTestIslands?: boolean }} [flags] */
export async function watch(flags = {}) {
	await buildOnce(flags);
	const contexts = await Promise.all(buildConfigs(flags).map((config) => esbuild.context(config)));
	await Promise.all(contexts.map((context) => context.watch()));
	return () => Promise.all(contexts.map((context) => context.dispose()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const flags = { withTestIslands: process.argv.includes('--with-test-islands') };
	if (process.argv.includes('--watch')) {
		await watch(flags);
	} else {
		await buildOnce(flags);
	}
}
