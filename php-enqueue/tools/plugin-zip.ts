import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';
import { ASSET_FILE, BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';
import { writePot } from './make-pot';

/**
 * `npm run plugin-zip`: builds the bundle, then writes `shop-islands.zip` at the repository
 * root, installable through Plugins → Add New → Upload: `shop-islands/` holding this plugin
 * folder (less `tools/`, with the translation template `languages/shop-islands.pot` written
 * first) and `build/` (less the test bundle in `build/test/`).
 */

export interface ZipEntry {
	/** Path inside the zip, with `/` separators; a folder ends with `/`. */
	readonly name: string;
	/** File on disk; absent for a folder. */
	readonly source?: string;
}

const PLUGIN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(PLUGIN_DIR, '..');
export const PLUGIN_SLUG = 'shop-islands';
export const DEFAULT_ZIP_FILE = path.join(REPO_ROOT, `${PLUGIN_SLUG}.zip`);

/** Plugin-folder paths kept out of the zip: development tools. */
const EXCLUDED_PLUGIN_PATHS = new Set(['tools']);
/** Build-folder paths kept out of the zip: the test islands bundle. */
const EXCLUDED_BUILD_PATHS = new Set(['test']);
/** Every file's date in the zip. */
const FIXED_DATE = new Date(2024, 0, 1);
/** The zip's "made by" system: Unix, so the modes below are read. */
const UNIX_HOST = 3;

/** Every folder and file of the zip, folders first within each folder, sorted. */
export function pluginZipEntries(buildDir: string = BUILD_DIR): ZipEntry[] {
	return [
		{ name: `${PLUGIN_SLUG}/` },
		...walk(PLUGIN_DIR, `${PLUGIN_SLUG}/`, EXCLUDED_PLUGIN_PATHS),
		{ name: `${PLUGIN_SLUG}/build/` },
		...walk(buildDir, `${PLUGIN_SLUG}/build/`, EXCLUDED_BUILD_PATHS),
	];
}

function walk(dir: string, prefix: string, excluded: ReadonlySet<string>): ZipEntry[] {
	const entries: ZipEntry[] = [];
	const children = readdirSync(dir, { withFileTypes: true })
		.filter((child) => !excluded.has(child.name) && !child.name.startsWith('.'))
		.sort((a, b) => a.name.localeCompare(b.name));
	for (const child of children) {
		const source = path.join(dir, child.name);
		if (child.isDirectory()) {
			entries.push({ name: `${prefix}${child.name}/` }, ...walk(source, `${prefix}${child.name}/`, new Set()));
		} else if (child.isFile()) {
			entries.push({ name: `${prefix}${child.name}`, source });
		}
	}
	return entries;
}

/** Writes the plugin zip of an existing build, with the translation template; returns the entries written. */
export function writePluginZip(outFile: string = DEFAULT_ZIP_FILE, buildDir: string = BUILD_DIR): ZipEntry[] {
	// Throws when the build lacks the file the plugin reads it by.
	readFileSync(path.join(buildDir, ASSET_FILE));
	writePot();
	const entries = pluginZipEntries(buildDir);
	writeFileSync(outFile, zip(entries));
	return entries;
}

/**
 * A zip archive of the entries, by fflate: deflated at level 9, a fixed date and Unix modes
 * (0644 files, 0755 folders), so the same files give the same bytes.
 */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
	const files: Zippable = {};
	for (const entry of entries) {
		const folder = entry.name.endsWith('/');
		const mode = folder ? 0o40755 : 0o100644;
		files[entry.name] = [entry.source ? readFileSync(entry.source) : new Uint8Array(0), { os: UNIX_HOST, attrs: (mode << 16) >>> 0, mtime: FIXED_DATE }];
	}
	return zipSync(files, { level: 9 });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	await buildOnce();
	const entries = writePluginZip();
	const files = entries.filter((entry) => entry.source).length;
	console.log(`${path.relative(process.cwd(), DEFAULT_ZIP_FILE) || DEFAULT_ZIP_FILE}: ${files} files`);
}
