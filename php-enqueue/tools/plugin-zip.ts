import { execFileSync } from 'node:child_process';
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
	writeFileSync(outFile, zip(entries, buildDate()));
	return entries;
}

/**
 * The date every file of the zip carries: the same for the same sources, so a build can be
 * reproduced byte for byte, and later for each new one. A site updated by unzipping the new zip
 * over the old copy (FTP, SSH, a deploy script) gets the new files with the zip's date, and PHP's
 * opcache, which revalidates a file by its time, would keep running the old copy's code if that
 * date were the old one's. It is `SOURCE_DATE_EPOCH` when set (the reproducible-builds
 * convention), else the time of the commit the tree is at, or, when the tree has changes not
 * committed (or is no git checkout), now.
 */
export function buildDate(root: string = REPO_ROOT, env: NodeJS.ProcessEnv = process.env, now: () => Date = () => new Date()): Date {
	const epoch = env.SOURCE_DATE_EPOCH;
	if (epoch !== undefined && /^\d+$/.test(epoch)) {
		return new Date(Number(epoch) * 1000);
	}
	const git = (...args: string[]): string => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
	try {
		if (git('status', '--porcelain', '--untracked-files=no') === '') {
			return new Date(Number(git('log', '-1', '--format=%ct')) * 1000);
		}
	} catch {
		// Not a git checkout (a source tarball): a build of unknown sources, dated now.
	}
	return now();
}

/**
 * A zip archive of the entries, by fflate: deflated at level 9, every entry dated `date` (as UTC:
 * the zip's DOS times have no zone, and the bytes must not depend on the builder's) and Unix modes
 * (0644 files, 0755 folders), so the same files and date give the same bytes.
 */
export function zip(entries: readonly ZipEntry[], date: Date): Uint8Array {
	// fflate writes a Date's local fields: these are the UTC ones.
	const mtime = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
	const files: Zippable = {};
	for (const entry of entries) {
		const folder = entry.name.endsWith('/');
		const mode = folder ? 0o40755 : 0o100644;
		files[entry.name] = [entry.source ? readFileSync(entry.source) : new Uint8Array(0), { os: UNIX_HOST, attrs: (mode << 16) >>> 0, mtime }];
	}
	return zipSync(files, { level: 9 });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	await buildOnce();
	const entries = writePluginZip();
	const files = entries.filter((entry) => entry.source).length;
	console.log(`${path.relative(process.cwd(), DEFAULT_ZIP_FILE) || DEFAULT_ZIP_FILE}: ${files} files`);
}
