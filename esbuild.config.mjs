// @ts-check
/**
 * Builds the islands bundle into build/chunks-<version>/: the loader (the entry, one file, with
 * the kernel: islands/kernel.ts, the islands of nearly every page's load and the shared code they
 * need), one chunk per other island (code they share beyond the kernel split out as usual),
 * content-hashed chunk names, source maps, `build/manifest.json` for the fixture store and the
 * tests, and `build/loader.asset.php` for php-enqueue. See buildProduction().
 *
 *   node esbuild.config.mjs            production build into build/
 *   node esbuild.config.mjs --watch    rebuild on change
 *   --with-test-islands                also build the loader test bundle into build/test/
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync, watch as fsWatch } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
// import.meta.resolve is not there when a test runner loads this file.
const require = createRequire(import.meta.url);
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
 * What every build shares.
 * @param {string} outdir
 * @returns {esbuild.BuildOptions}
 */
function common(outdir) {
	return {
		absWorkingDir: ROOT,
		outdir,
		outbase: ROOT,
		bundle: true,
		format: 'esm',
		platform: 'browser',
		// Module scripts with ES2020 in the browsers of 2021 on. Chrome 91, not 90: esbuild rewrites every
		// `?.` for Chrome 90 (a V8 bug fixed in 91), which cost the loader 150 B gzip.
		target: ['es2020', 'chrome91', 'firefox90', 'safari15'],
		chunkNames: 'chunks/[name]-[hash]',
		assetNames: 'assets/[name]-[hash]',
		minify: true,
		sourcemap: 'linked',
		metafile: true,
		legalComments: 'linked',
		jsx: 'automatic',
		define: { 'process.env.NODE_ENV': '"production"' },
		logLevel: 'warning',
	};
}

/** The kernel's entry; `export * as <name> from './<island>/mount'` lines name the islands it carries. */
const KERNEL_ENTRY = 'islands/kernel.ts';
/** The islands' library: the shared code of the islands a shopper reaches for, one file loaded with the first. */
const LIBRARY_ENTRY = 'islands/library.ts';
const LOADER_ENTRY = 'islands/loader.ts';
const REGISTRY = 'islands/registry.ts';
const STYLE_ENTRY = 'islands/styles.css';
/** How every chunk names the entry, whose file name therefore never changes (buildProduction()); the loader knows it as `ENTRY`. */
const ENTRY_SPECIFIER = `./${ENTRY_NAME}.js`;
/** Where a production build is written before its folder takes the build's version for a name. */
const STAGING = '.staging';
/** The folders of production builds, `chunks-<version>`, in the build folder. */
const BUILD_FOLDER = /^chunks-[0-9a-f]{12}$/;
const I18N_MODULE = 'shared/i18n.ts';
const ISLAND_MOUNT = /^islands\/([\w-]+)\/mount\.tsx?$/;

/**
 * The production build, in passes, so that a page loads few files:
 * 1. the **kernel** (`islands/kernel.ts`): the islands of nearly every page's load and the shared
 *    code they need, bundled alone (not written) only to learn what it holds and re-exports;
 * 2. the **library** and the **islands**: one chunk per other island (code they share split out
 *    as usual), each importing what the kernel holds from the entry, so a store lives once;
 * 3. the **loader**, the one entry: the runtime, the registry, the start conditions and the kernel
 *    in one file that needs nothing else to start, importing each island's chunk at its moment.
 * The chunks import the entry by a name that does not change (`./loader.js`), so that the entry
 * can name them by their content hashes: the folder holding them all is named by the build's
 * version instead (`chunks-<version>/`), and a page never mixes the files of two builds.
 * @param {string} [buildDir] where it is written: the build folder, or another for a build that
 *   must not touch the one the suite and the stores serve
 * @returns {Promise<BuiltEntry>}
 */
export async function buildProduction(buildDir = BUILD_DIR) {
	const staging = path.join(buildDir, STAGING);
	await rm(staging, { recursive: true, force: true });
	const flat = { ...common(staging), entryNames: '[name]-[hash]', chunkNames: '[name]-[hash]' };
	const kernel = await bundle({ ...flat, entryPoints: { kernel: KERNEL_ENTRY }, splitting: false, write: false });
	const kernelShared = await sharedFile(kernel, KERNEL_ENTRY, ENTRY_SPECIFIER);
	const kernelSource = await readFile(path.join(ROOT, KERNEL_ENTRY), 'utf8');
	/** @type {Map<string, string>} island name → the kernel's export of it */
	const kernelIslands = new Map([...kernelSource.matchAll(/^export \* as (\w+) from '\.\/([\w-]+)\/mount';$/gm)].map(([, name, island]) => [String(island), String(name)]));

	const library = await bundle({ ...flat, entryPoints: { library: LIBRARY_ENTRY }, splitting: false, plugins: [fromShared([kernelShared])] });
	const libraryFile = outputOf(library, LIBRARY_ENTRY);
	const libraryShared = await sharedFile(library, LIBRARY_ENTRY, `./${path.basename(libraryFile)}`);

	const mounts = (await readdir(path.join(ROOT, 'islands'), { withFileTypes: true }))
		.filter((entry) => entry.isDirectory() && entry.name !== 'runtime' && !kernelIslands.has(entry.name))
		.flatMap((entry) => ['mount.ts', 'mount.tsx'].map((leaf) => `islands/${entry.name}/${leaf}`))
		.filter((file) => inputExists(file));
	/** @type {esbuild.BuildOptions} */
	const islandsBuild = { ...flat, entryPoints: [...mounts, { in: STYLE_ENTRY, out: 'islands' }], splitting: true };
	const split = await bundleInMemory({ ...islandsBuild, plugins: [fromShared([kernelShared, libraryShared])] });
	const islands = await bundle({ ...islandsBuild, plugins: [fromShared([kernelShared, libraryShared]), copiedIntoImporters(await smallSharedModules(split))] });
	const dropped = await dropHelperOnlyImports(islands.outputs);
	/** @type {Map<string, string>} mount source → its chunk's file name */
	const islandChunks = new Map(
		Object.entries(islands.outputs).flatMap(([file, output]) => (output.entryPoint && ISLAND_MOUNT.test(output.entryPoint) ? [[output.entryPoint, file]] : [])),
	);
	/** @type {Map<string, string[]>} mount source → the chunks its chunk imports, the entry aside (file names) */
	const islandImports = new Map(
		[...islandChunks].map(([mount, file]) => [mount, chunkImports(islands.outputs, file, dropped, libraryShared.specifier).map((imported) => path.basename(imported))]),
	);

	const loader = await bundle({
		...flat,
		entryPoints: { [ENTRY_NAME]: LOADER_ENTRY },
		entryNames: '[name]',
		splitting: false,
		plugins: [loaderLinks(kernelIslands, islandChunks, islandImports)],
	});
	const entryFile = outputOf(loader, LOADER_ENTRY);
	if (`./${path.basename(entryFile)}` !== ENTRY_SPECIFIER) {
		throw new Error(`The entry was written as ${entryFile}, not the ${ENTRY_SPECIFIER} the chunks import`);
	}
	const missingKernel = [...kernelShared.inputs].filter((input) => SINGLE_INSTANCE_MODULES.test(input) && !(input in loader.inputs));
	if (missingKernel.length > 0) {
		throw new Error(`The entry does not carry the kernel's ${missingKernel.join(', ')}: ${LOADER_ENTRY} must re-export ${KERNEL_ENTRY}`);
	}

	const outputs = { ...library.outputs, ...islands.outputs, ...loader.outputs };
	await checkSharedImports(Object.keys(outputs), [
		{ name: 'entry', specifier: ENTRY_SPECIFIER, exports: loader.outputs[entryFile]?.exports ?? [] },
		{ name: 'library', specifier: libraryShared.specifier, exports: library.outputs[libraryFile]?.exports ?? [] },
	]);
	const version = await contentVersion(Object.keys(outputs));
	const folder = `chunks-${version}`;
	await rm(path.join(buildDir, folder), { recursive: true, force: true });
	await rename(staging, path.join(buildDir, folder));
	/** A staged file's path as built, relative to the build folder. */
	const built = (/** @type {string} */ file) => `${folder}/${path.relative(staging, path.join(ROOT, file)).split(path.sep).join('/')}`;
	const entry = built(entryFile);
	await writeBuild(buildDir, Object.keys(outputs).map(built), version, {
		entry,
		preload: [],
		islands: Object.fromEntries([
			...[...islandChunks].map(([mount, file]) => [(ISLAND_MOUNT.exec(mount) ?? [])[1] ?? '', built(file)]),
			...[...kernelIslands.keys()].map((island) => [island, entry]),
		]),
	});
	return { file: path.join(buildDir, entry), inputs: Object.fromEntries(Object.entries(loader.outputs[entryFile]?.inputs ?? {}).map(([input, { bytesInOutput }]) => [input, bytesInOutput])) };
}

/**
 * @typedef {{ file: string, inputs: Record<string, number> }} BuiltEntry
 * The loader as built: its file, and the bytes (minified, before gzip) each source module puts in it.
 */

/**
 * The build's version: a hash over every file it wrote, names and contents.
 * @param {string[]} files relative to the root
 * @returns {Promise<string>}
 */
async function contentVersion(files) {
	const hash = createHash('sha256');
	for (const file of [...files].sort((a, b) => a.localeCompare(b))) {
		hash.update(path.basename(file));
		hash.update(await readFile(path.join(ROOT, file)));
	}
	return hash.digest('hex').slice(0, 12);
}

/**
 * esbuild puts its helpers (module interop, class fields) in a chunk of their own and has every
 * chunk of the build import it, even a chunk that uses none of them: `import"./chunk-X.js";`.
 * The helpers chunk only declares functions, so such a bare import does nothing but cost a
 * request; it is blanked (spaces of its length, so the source map's columns still hold). A chunk
 * that uses a helper imports it by name and keeps it.
 * @param {esbuild.Metafile['outputs']} outputs
 * @returns {Promise<Map<string, Set<string>>>} each chunk changed → the imports it no longer has
 */
async function dropHelperOnlyImports(outputs) {
	const helperChunks = Object.entries(outputs)
		.filter(([file, output]) => file.endsWith('.js') && !output.entryPoint && Object.keys(output.inputs).length === 0)
		.map(([file]) => path.basename(file));
	/** @type {Map<string, Set<string>>} */
	const dropped = new Map();
	if (helperChunks.length === 0) {
		return dropped;
	}
	for (const file of Object.keys(outputs).filter((name) => name.endsWith('.js') && !helperChunks.includes(path.basename(name)))) {
		const source = await readFile(path.join(ROOT, file), 'utf8');
		const gone = helperChunks.filter((chunk) => source.includes(`import"./${chunk}";`));
		if (gone.length > 0) {
			const blanked = gone.reduce((text, chunk) => text.replaceAll(`import"./${chunk}";`, (statement) => ' '.repeat(statement.length)), source);
			await writeFile(path.join(ROOT, file), blanked);
			dropped.set(file, new Set(gone.map((chunk) => path.join(path.dirname(file), chunk).split(path.sep).join('/'))));
		}
	}
	return dropped;
}

/**
 * Every chunk a chunk imports statically, directly or through another, but for the imports
 * dropHelperOnlyImports() blanked and the kernel (external to this build, on the page from the
 * start): what the loader asks for beside the chunk (islands/runtime/preload.ts).
 * @param {esbuild.Metafile['outputs']} outputs
 * @param {string} file
 * @param {Map<string, Set<string>>} dropped
 * @param {string} librarySpecifier the library's file, external to the islands' build but not on the page at start
 * @returns {string[]}
 */
function chunkImports(outputs, file, dropped, librarySpecifier) {
	/** @type {Set<string>} */
	const seen = new Set();
	const visit = (/** @type {string} */ from) => {
		for (const imported of outputs[from]?.imports ?? []) {
			if (imported.kind !== 'import-statement' || dropped.get(from)?.has(imported.path) || seen.has(imported.path)) {
				continue;
			}
			if (!imported.external) {
				seen.add(imported.path);
				visit(imported.path);
			} else if (imported.path === librarySpecifier) {
				seen.add(imported.path);
			}
		}
	};
	visit(file);
	return [...seen].sort();
}

/**
 * Every name a chunk imports from the entry or the library is one that file exports: an ES
 * module that imports a missing name fails to load, so the build fails first.
 * @param {string[]} files the chunks, relative to the root
 * @param {Array<{ name: string, specifier: string, exports: string[] }>} sharedFiles
 */
async function checkSharedImports(files, sharedFiles) {
	const missing = [];
	for (const file of files.filter((name) => name.endsWith('.js'))) {
		const source = await readFile(path.join(ROOT, file), 'utf8');
		for (const { name: shared, specifier, exports } of sharedFiles) {
			const exported = new Set(exports);
			for (const [, names] of source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`, 'g'))) {
				for (const name of String(names).split(',').map((item) => item.trim().split(/\s+as\s+/)[0] ?? '')) {
					if (name !== '' && !exported.has(name)) {
						missing.push(`${name} from the ${shared} (${file})`);
					}
				}
			}
		}
	}
	if (missing.length > 0) {
		throw new Error(`Chunks import from the entry or the library what it does not export: ${missing.join(', ')}`);
	}
}

/**
 * Modules that must live once on a page: they hold state (stores, the settings' cache, the cart's
 * queue, nanostores' own) or an identity others test (`ApiError`). An island chunk takes one the
 * kernel bundles from the kernel, which must re-export it, and the loader never bundles its own
 * copy. What the kernel bundles besides is stateless (selectors, constants, the request code, URL
 * checks…): the kernel keeps only what its own islands use, and an island chunk that needs one
 * carries its own copy, shared with the other island chunks as usual, so every page's kernel
 * does not carry code only an island reached for runs.
 */
const SINGLE_INSTANCE_MODULES = /^(?:shared\/stores\/|shared\/cart\/queue\.ts$|shared\/(?:config|i18n)\.ts$|shared\/api\/errors\.ts$|node_modules\/nanostores\/)/;

/**
 * A shared chunk smaller than this, gzip, costs a page more as a request of its own than its bytes
 * cost copied into each chunk that imports it: the main thread sets up every request, fetched
 * ahead or not, about 1–2 ms each at 4× CPU (docs/loading.md), and the variations form's chunk
 * imported ten such chunks. Bundlers judge it so with a minimum chunk size.
 */
export const SMALL_CHUNK_GZIP = 1024;

/**
 * What a module keeps at its top level that a second copy would hold apart from the first: a
 * `let` or `var`, a mutable collection, a class another module may test with `instanceof`, or a
 * call run as it loads. Such a module is never copied (copiedIntoImporters()).
 */
const TOP_LEVEL_STATE = /^(?:export )?(?:let|var) |^(?:export )?const [\w$]+(?::(?!\s*Readonly)[^=]+)?\s*=\s*new (?:Map|Set|WeakMap|WeakSet)\b|^export (?:default )?(?:abstract )?class |^(?:[\w$]+\.)*[\w$]+\(/m;

/** @type {Map<string, Promise<boolean>>} */
const keepsState = new Map();

/**
 * Whether a module must live once on the page: one of SINGLE_INSTANCE_MODULES, or one that keeps
 * something at its top level (TOP_LEVEL_STATE).
 * @param {string} input a module, relative to the root
 * @returns {Promise<boolean>}
 */
export async function mustLiveOnce(input) {
	if (SINGLE_INSTANCE_MODULES.test(input)) {
		return true;
	}
	const known = keepsState.get(input) ?? readFile(path.join(ROOT, input), 'utf8').then((source) => TOP_LEVEL_STATE.test(source));
	keepsState.set(input, known);
	return known;
}

/**
 * @typedef {{ copied: Set<string>, chunkOf: Map<string, string> }} SmallSharedModules
 * The modules to copy into the chunks that import them, and the chunk every module is in as
 * esbuild split the build.
 */

/**
 * The modules of the islands' shared chunks under SMALL_CHUNK_GZIP that can live more than once:
 * not SINGLE_INSTANCE_MODULES, nothing kept at their top level (TOP_LEVEL_STATE).
 * @param {{ metafile: esbuild.Metafile, outputFiles: esbuild.OutputFile[] }} split the islands' build as esbuild splits it
 * @returns {Promise<SmallSharedModules>}
 */
async function smallSharedModules({ metafile, outputFiles }) {
	const gzipped = new Map(outputFiles.map((file) => [path.relative(ROOT, file.path).split(path.sep).join('/'), gzipSync(file.contents).length]));
	/** @type {SmallSharedModules} */
	const found = { copied: new Set(), chunkOf: new Map() };
	for (const [file, output] of Object.entries(metafile.outputs)) {
		const inputs = Object.keys(output.inputs);
		inputs.forEach((input) => found.chunkOf.set(input, file));
		if (!file.endsWith('.js') || output.entryPoint || (gzipped.get(file) ?? SMALL_CHUNK_GZIP) >= SMALL_CHUNK_GZIP) {
			continue;
		}
		for (const input of inputs) {
			if (!(await mustLiveOnce(input))) {
				found.copied.add(input);
			}
		}
	}
	return found;
}

/** What each copied module is, by its file's extension. */
const LOADERS = /** @type {Record<string, esbuild.Loader>} */ ({ '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js' });

/**
 * Each static import of a module smallSharedModules() found becomes an import of the importing
 * chunk's own copy: the same file under a suffix naming that chunk (as esbuild split the build),
 * so that esbuild bundles the copy there. A copy's own imports are resolved from that chunk too.
 * Every other import is resolved as before.
 * @param {SmallSharedModules} small
 * @returns {esbuild.Plugin}
 */
function copiedIntoImporters({ copied, chunkOf }) {
	// The suffix names the chunk by its file (content-hashed, as esbuild split the build), so that
	// the same sources build the same files whatever order esbuild resolves them in.
	/** @type {Map<string, string>} each suffix → the chunk it names */
	const chunks = new Map();
	const suffix = (/** @type {string} */ chunk) => {
		const named = `?in=${path.basename(chunk, '.js')}`;
		chunks.set(named, chunk);
		return named;
	};
	return {
		name: 'shop-islands-copied-into-importers',
		setup(build) {
			build.onResolve({ filter: /.*/ }, async (args) => {
				if (args.kind !== 'import-statement' || args.pluginData === 'from-shared' || args.pluginData === 'copied') {
					return undefined;
				}
				const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'copied' });
				if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file' || !copied.has(rootRelative(resolved.path))) {
					return undefined;
				}
				const into = isCopy(args.pluginData) ? args.pluginData.copyIn : chunkOf.get(rootRelative(args.importer));
				if (into === undefined) {
					throw new Error(`${rootRelative(args.importer)} imports ${rootRelative(resolved.path)}, but is in no chunk of the islands' build`);
				}
				return { path: resolved.path, suffix: suffix(into), sideEffects: resolved.sideEffects };
			});
			build.onLoad({ filter: /.*/ }, async (args) => {
				const chunk = chunks.get(args.suffix);
				if (chunk === undefined) {
					return undefined;
				}
				return { contents: await readFile(args.path, 'utf8'), loader: LOADERS[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path), pluginData: { copyIn: chunk } };
			});
		},
	};
}

/**
 * @param {unknown} data an onLoad's plugin data, as the importer's imports see it
 * @returns {data is { copyIn: string }}
 */
function isCopy(data) {
	return typeof data === 'object' && data !== null && 'copyIn' in data && typeof data.copyIn === 'string';
}

/** @param {string} file an absolute path */
function rootRelative(file) {
	return path.relative(ROOT, file).split(path.sep).join('/');
}

/**
 * @typedef {{ entry: string, specifier: string, inputs: Set<string>, listed(input: string): boolean }} SharedFile
 * A file other chunks import modules from: what it bundled, and which of those it re-exports.
 */

/**
 * The kernel or the library, as built: its inputs and the specifiers its entry re-exports
 * (`export * from '…'`, or `export { … } from '…'` for a package of which chunks use a few names).
 * @param {esbuild.Metafile} metafile
 * @param {string} entry
 * @param {string} specifier how chunks import the file that carries it
 * @returns {Promise<SharedFile>}
 */
async function sharedFile(metafile, entry, specifier) {
	const source = await readFile(path.join(ROOT, entry), 'utf8');
	const exported = [...source.matchAll(/^export (?:\*|\{[^}]*\}) from '([^']+)';$/gm)].map(([, specifier]) =>
		String(specifier).startsWith('.') ? path.relative(ROOT, path.join(ROOT, path.dirname(entry), String(specifier))).split(path.sep).join('/') : String(specifier),
	);
	return {
		entry,
		specifier,
		inputs: new Set(Object.keys(metafile.inputs)),
		listed: (input) =>
			exported.some((candidate) => input === candidate || input === `${candidate}.ts` || input === `${candidate}.tsx` || input.startsWith(`node_modules/${candidate}/`)),
	};
}

/**
 * Chunks take modules from the kernel and the library, in that order: an import that resolves to
 * a module one of them bundled and re-exports becomes an import of that file. A single-instance
 * module (SINGLE_INSTANCE_MODULES) one bundles without re-exporting fails the build; any other
 * module is the chunk's build's own.
 * @param {SharedFile[]} files
 * @returns {esbuild.Plugin}
 */
function fromShared(files) {
	return {
		name: 'shop-islands-from-shared',
		setup(build) {
			build.onResolve({ filter: /.*/ }, async (args) => {
				if (files.some((file) => file.specifier === args.path)) {
					return { path: args.path, external: true };
				}
				if (args.kind === 'entry-point' || args.pluginData === 'from-shared') {
					return undefined;
				}
				const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'from-shared' });
				if (resolved.errors.length > 0 || resolved.external) {
					return undefined;
				}
				const input = path.relative(ROOT, resolved.path).split(path.sep).join('/');
				for (const file of files.filter((candidate) => candidate.inputs.has(input))) {
					if (file.listed(input)) {
						return { path: file.specifier, external: true };
					}
					if (await mustLiveOnce(input)) {
						return { errors: [{ text: `${input} is in ${file.entry}, but it does not re-export it for ${path.relative(ROOT, args.importer)}` }] };
					}
				}
				return undefined;
			});
		},
	};
}

/**
 * The loader's links: the registry's `() => import('./<island>/mount')` becomes the island's
 * chunk with the chunks it imports, `islandChunk("<chunk>", [<imports>])`
 * (islands/runtime/preload.ts), or, for an island the kernel carries, the kernel's export of it,
 * which is in the entry already (imported statically: a module the bundle imports dynamically
 * would be wrapped, with all it imports, for a deferred start).
 * @param {Map<string, string>} kernelIslands
 * @param {Map<string, string>} islandChunks
 * @param {Map<string, string[]>} islandImports mount source → the chunks its chunk imports
 * @returns {esbuild.Plugin}
 */
function loaderLinks(kernelIslands, islandChunks, islandImports) {
	return {
		name: 'shop-islands-loader-links',
		setup(build) {
			build.onLoad({ filter: /islands[\\/]registry\.ts$/ }, async (args) => {
				let source = await readFile(args.path, 'utf8');
				for (const [island, name] of kernelIslands) {
					const load = `import('./${island}/mount')`;
					if (!source.includes(load)) {
						throw new Error(`${KERNEL_ENTRY} carries "${island}", which ${REGISTRY} does not load as ${load}`);
					}
					source = source.replace(load, `Promise.resolve(kernel.${name})`);
				}
				for (const [mount, file] of islandChunks) {
					const load = `() => import('./${(ISLAND_MOUNT.exec(mount) ?? [])[1]}/mount')`;
					const imports = islandImports.get(mount) ?? [];
					const chunk = JSON.stringify(path.basename(file));
					source = source.replace(load, `islandChunk(${imports.length > 0 ? `${chunk}, ${JSON.stringify(imports)}` : chunk})`);
				}
				const unlinked = /import\('\.\/([\w-]+)\/mount'\)/.exec(source);
				if (unlinked) {
					throw new Error(`no chunk for the island "${unlinked[1]}" of ${REGISTRY}`);
				}
				source = `import * as kernel from './kernel';\nimport { islandChunk } from './runtime/preload';\n${source}`;
				return { contents: source, loader: 'ts' };
			});
		},
	};
}

/**
 * The one build of the test islands (`build/test/`): their loader, split as esbuild splits it.
 * @returns {Promise<void>}
 */
async function buildTestIslands() {
	const result = await bundle({
		...common(TEST_BUILD_DIR),
		entryPoints: { [ENTRY_NAME]: 'test/islands/test-loader.ts' },
		entryNames: '[name]-[hash]',
		splitting: true,
	});
	const entry = relativeTo(TEST_BUILD_DIR, outputOf(result, 'test/islands/test-loader.ts'));
	const files = Object.keys(result.outputs).map((file) => relativeTo(TEST_BUILD_DIR, file));
	await writeBuild(TEST_BUILD_DIR, files, namesVersion(files), {
		entry,
		preload: staticImports(result, path.relative(ROOT, path.join(TEST_BUILD_DIR, entry))).map((file) => relativeTo(TEST_BUILD_DIR, file)),
		islands: Object.fromEntries(
			Object.entries(result.outputs).flatMap(([file, output]) => {
				const island = output.entryPoint?.match(/islands\/([\w-]+)\/mount\.tsx?$/)?.[1];
				return island ? [[island, relativeTo(TEST_BUILD_DIR, file)]] : [];
			}),
		),
	});
}

/**
 * One translation instance in the bundle, without @wordpress/hooks: @wordpress/i18n's entry creates
 * the package's default instance, and the hooks with it, when loaded. shared/i18n.ts creates the
 * islands' own, so its import of the package resolves to the module that defines `createI18n`
 * alone; a package's import of it (@wordpress/api-fetch's `__` for its messages) resolves to
 * shared/i18n.ts, whose `__` translates any domain. The chunk every translating island shares then
 * carries no hooks, and is one file with shared/i18n.ts, not two.
 * @type {esbuild.Plugin}
 */
const oneI18nInstance = {
	name: 'shop-islands-one-i18n-instance',
	setup(build) {
		build.onResolve({ filter: /^@wordpress\/i18n$/ }, (args) => {
			const importer = path.relative(ROOT, args.importer).split(path.sep).join('/');
			if (importer === I18N_MODULE) {
				return { path: path.join(path.dirname(require.resolve('@wordpress/i18n/package.json')), 'build-module/create-i18n.mjs') };
			}
			return importer.startsWith('node_modules/') ? { path: path.join(ROOT, I18N_MODULE) } : undefined;
		});
	},
};

/**
 * Runs one build and returns its metafile.
 * @param {esbuild.BuildOptions} buildOptions
 * @returns {Promise<esbuild.Metafile>}
 */
async function bundle(buildOptions) {
	const { metafile } = await esbuild.build({ ...buildOptions, plugins: [...(buildOptions.plugins ?? []), oneI18nInstance] });
	if (!metafile) {
		throw new Error('esbuild wrote no metafile');
	}
	return metafile;
}

/**
 * Runs one build without writing it, and returns its metafile and files.
 * @param {esbuild.BuildOptions} buildOptions
 * @returns {Promise<{ metafile: esbuild.Metafile, outputFiles: esbuild.OutputFile[] }>}
 */
async function bundleInMemory(buildOptions) {
	const { metafile, outputFiles } = await esbuild.build({ ...buildOptions, write: false, plugins: [...(buildOptions.plugins ?? []), oneI18nInstance] });
	if (!metafile) {
		throw new Error('esbuild wrote no metafile');
	}
	return { metafile, outputFiles };
}

/** @param {string} file a path relative to the root */
function inputExists(file) {
	return existsSync(path.join(ROOT, file));
}

/**
 * @param {esbuild.Metafile} metafile
 * @param {string} entryPoint
 */
function outputOf(metafile, entryPoint) {
	const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint);
	if (!found) {
		throw new Error(`no output for ${entryPoint}`);
	}
	return found[0];
}

/**
 * A path of the metafile (relative to the root) relative to the build folder, with `/`.
 * @param {string} outdir
 * @param {string} file
 */
function relativeTo(outdir, file) {
	return path.relative(outdir, path.join(ROOT, file)).split(path.sep).join('/');
}

/**
 * The version of a build whose every file is named by its content hash: a hash over the names.
 * @param {string[]} files
 */
function namesVersion(files) {
	const hash = createHash('sha256');
	for (const file of [...files].filter(counted).sort((a, b) => a.localeCompare(b))) {
		hash.update(file);
	}
	return hash.digest('hex').slice(0, 12);
}

/** @param {string} file */
const counted = (file) => !file.endsWith('.map') && !file.endsWith('.LEGAL.txt');

/**
 * Writes manifest.json and the asset file for the files of a build, and deletes the files of
 * earlier builds: the entry, the stylesheet, every chunk, the chunk of each island (named by
 * its folder), the chunks to preload, the build's version.
 * @param {string} outdir
 * @param {string[]} files the build's files, relative to `outdir`
 * @param {string} version
 * @param {{ entry: string, preload: string[], islands: Record<string, string> }} parts
 */
async function writeBuild(outdir, files, version, parts) {
	/** @type {BuildManifest} */
	const manifest = { version, entry: parts.entry, style: null, chunks: [], islands: parts.islands, preload: parts.preload, dependencies: WORDPRESS_DEPENDENCIES };
	for (const file of [...files].filter(counted).sort((a, b) => a.localeCompare(b))) {
		if (file.endsWith('.css')) {
			manifest.style = file;
		} else {
			manifest.chunks.push(file);
		}
	}
	await mkdir(outdir, { recursive: true });
	await prune(outdir, new Set(files.map((file) => path.join(outdir, file))));
	await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, '\t')}\n`);
	await writeFile(path.join(outdir, ASSET_FILE), assetFile(manifest));
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
 * Deletes files of earlier builds (old hashes) from `outdir`, and the folders of earlier
 * production builds, but not the manifest and asset file, which are rewritten in place; nested
 * build folders with a manifest of their own (build/test/) are left to their own build.
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
	const kept = new Set([...keep].map((file) => path.relative(outdir, file).split(path.sep)[0]));
	for (const entry of await readdir(outdir, { withFileTypes: true })) {
		if (entry.isDirectory() && (BUILD_FOLDER.test(entry.name) || entry.name === 'chunks') && !kept.has(entry.name)) {
			await rm(path.join(outdir, entry.name), { recursive: true, force: true });
		}
	}
}

/**
 * @param {{ withTestIslands?: boolean }} [flags]
 * @returns {Promise<BuiltEntry>} the production loader
 */
export async function buildOnce(flags = {}) {
	// One at a time: each build prunes its own folder and leaves the nested test build alone.
	const entry = await buildProduction();
	if (flags.withTestIslands) {
		await buildTestIslands();
	}
	return entry;
}

/**
 * Builds, then builds again whenever a source file changes (a change of the kernel reaches
 * every pass, so every change rebuilds them all: about a second).
 * @param {{ withTestIslands?: boolean }} [flags]
 */
export async function watch(flags = {}) {
	await buildOnce(flags);
	/** @type {ReturnType<typeof setTimeout> | undefined} */
	let pending;
	let building = Promise.resolve();
	const rebuild = () => {
		building = building.then(async () => {
			await buildOnce(flags);
		}).catch((/** @type {unknown} */ error) => console.error(error));
	};
	const watchers = ['islands', 'shared', 'test/islands'].map((folder) =>
		fsWatch(path.join(ROOT, folder), { recursive: true }, () => {
			clearTimeout(pending);
			pending = setTimeout(rebuild, 100);
		}),
	);
	return async () => {
		clearTimeout(pending);
		watchers.forEach((watcher) => watcher.close());
		await building;
	};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const flags = { withTestIslands: process.argv.includes('--with-test-islands') };
	if (process.argv.includes('--watch')) {
		await watch(flags);
	} else {
		await buildOnce(flags);
	}
}
