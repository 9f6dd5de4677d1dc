import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { ASSET_FILE, BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';

/**
 * `npm run plugin-zip`: builds the bundle, then writes `shop-islands.zip` at the repository
 * root, installable through Plugins → Add New → Upload: `shop-islands/` holding this plugin
 * folder (less `tools/`) and `build/` (less the test bundle in `build/test/`).
 * The zip is written with Node's zlib (no zip program or package needed), with a fixed file
 * date so the same sources give the same bytes.
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
/** 2024-01-01 00:00 as an MS-DOS date and time. */
const FIXED_DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const FIXED_DOS_TIME = 0;
const UTF8_NAMES_FLAG = 0x0800;
const UNIX_HOST = 3;
const ZIP_VERSION = 20;

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

/** Writes the plugin zip of an existing build; returns the entries written. */
export function writePluginZip(outFile: string = DEFAULT_ZIP_FILE, buildDir: string = BUILD_DIR): ZipEntry[] {
	// Throws when the build lacks the file the plugin reads it by.
	readFileSync(path.join(buildDir, ASSET_FILE));
	const entries = pluginZipEntries(buildDir);
	writeFileSync(outFile, zip(entries));
	return entries;
}

/** A zip archive (deflate, or stored when deflate does not help), without zip64: the plugin is small. */
export function zip(entries: readonly ZipEntry[]): Buffer {
	const locals: Buffer[] = [];
	const centrals: Buffer[] = [];
	let offset = 0;
	for (const entry of entries) {
		const name = Buffer.from(entry.name, 'utf8');
		const data = entry.source ? readFileSync(entry.source) : Buffer.alloc(0);
		const deflated = data.length > 0 ? deflateRawSync(data, { level: 9 }) : data;
		const method = deflated.length < data.length ? 8 : 0;
		const body = method === 8 ? deflated : data;
		const checksum = crc32(data);
		const isFolder = entry.name.endsWith('/');

		const local = Buffer.alloc(30);
		local.writeUInt32LE(0x04034b50, 0);
		local.writeUInt16LE(ZIP_VERSION, 4);
		local.writeUInt16LE(UTF8_NAMES_FLAG, 6);
		local.writeUInt16LE(method, 8);
		local.writeUInt16LE(FIXED_DOS_TIME, 10);
		local.writeUInt16LE(FIXED_DOS_DATE, 12);
		local.writeUInt32LE(checksum, 14);
		local.writeUInt32LE(body.length, 18);
		local.writeUInt32LE(data.length, 22);
		local.writeUInt16LE(name.length, 26);
		local.writeUInt16LE(0, 28);
		locals.push(local, name, body);

		const central = Buffer.alloc(46);
		central.writeUInt32LE(0x02014b50, 0);
		central.writeUInt16LE((UNIX_HOST << 8) | ZIP_VERSION, 4);
		central.writeUInt16LE(ZIP_VERSION, 6);
		central.writeUInt16LE(UTF8_NAMES_FLAG, 8);
		central.writeUInt16LE(method, 10);
		central.writeUInt16LE(FIXED_DOS_TIME, 12);
		central.writeUInt16LE(FIXED_DOS_DATE, 14);
		central.writeUInt32LE(checksum, 16);
		central.writeUInt32LE(body.length, 20);
		central.writeUInt32LE(data.length, 24);
		central.writeUInt16LE(name.length, 28);
		// Unix mode in the high half; the MS-DOS folder bit in the low byte.
		central.writeUInt32LE(isFolder ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, 38);
		central.writeUInt32LE(offset, 42);
		centrals.push(central, name);

		offset += local.length + name.length + body.length;
	}
	const directory = Buffer.concat(centrals);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(directory.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...locals, directory, end]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	await buildOnce();
	const entries = writePluginZip();
	const files = entries.filter((entry) => entry.source).length;
	console.log(`${path.relative(process.cwd(), DEFAULT_ZIP_FILE) || DEFAULT_ZIP_FILE}: ${files} files`);
}
