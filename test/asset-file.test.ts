// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_FILE, BUILD_DIR, TEST_BUILD_DIR, assetFile, phpLiteral } from '../esbuild.config.mjs';
import { readManifest, type BuildManifest } from '../fixtures-html/server/manifest';
import { describeWithPhp, runPhpJson, runPhpOk } from './support/php';

/**
 * The asset file php-enqueue includes (`build/loader.asset.php`): the `@wordpress/scripts`
 * shape, written from the manifest, read back by PHP as the same values.
 */

/** Strings PHP's parser treats specially somewhere: none may change on the way through. */
const AWKWARD_STRINGS = [
	"it's",
	'back\\slash',
	'trailing backslash\\',
	"\\'",
	'"double" $dollar {$brace} \\n',
	'?> <?php exit;',
	'line\nbreak\ttab',
	'crème brûlée',
	'',
];

const MANIFEST: BuildManifest = {
	version: 'abc123def456',
	entry: 'loader-ABC.js',
	style: 'islands-ABC.css',
	chunks: ['loader-ABC.js', 'chunks/chunk-A.js', 'chunks/mount-B.js'],
	islands: { 'add-to-cart': 'chunks/mount-B.js', 'mini-cart': 'chunks/mount-C.js' },
	preload: ['chunks/chunk-A.js'],
	dependencies: [],
};

/** What the asset file of a manifest holds, as PHP's json_encode gives it back. */
function expectedAsset(manifest: BuildManifest): Record<string, unknown> {
	return {
		dependencies: manifest.dependencies,
		version: manifest.version,
		entry: manifest.entry,
		style: manifest.style,
		preload: manifest.preload,
		islands: Object.keys(manifest.islands),
	};
}

describe('phpLiteral', () => {
	it('single-quotes strings, escaping only backslashes and single quotes', () => {
		expect(phpLiteral("it's")).toBe("'it\\'s'");
		expect(phpLiteral('a\\b')).toBe("'a\\\\b'");
		expect(phpLiteral('$x "y" \\n')).toBe("'$x \"y\" \\\\n'");
	});

	it('writes null, lists and maps', () => {
		expect(phpLiteral(null)).toBe('null');
		expect(phpLiteral([])).toBe('array()');
		expect(phpLiteral({})).toBe('array()');
		expect(phpLiteral({ list: ['a', "b'"], none: null })).toBe("array( 'list' => array( 'a', 'b\\'' ), 'none' => null )");
	});
});

describe('assetFile', () => {
	it('returns the @wordpress/scripts keys first, then what php-enqueue loads', () => {
		expect(assetFile(MANIFEST)).toBe(
			"<?php return array( 'dependencies' => array(), 'version' => 'abc123def456', 'entry' => 'loader-ABC.js', " +
				"'style' => 'islands-ABC.css', 'preload' => array( 'chunks/chunk-A.js' ), 'islands' => array( 'add-to-cart', 'mini-cart' ) );\n",
		);
	});
});

describeWithPhp('the asset file, read by PHP', (php) => {
	let dir = '';
	beforeAll(() => {
		dir = mkdtempSync(path.join(tmpdir(), 'asset-file-'));
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	/** What PHP's `include` of a file returns, as JSON. */
	function included(file: string): unknown {
		runPhpOk(php, ['-l', file]);
		return runPhpJson(php, ['-r', 'echo json_encode( include $argv[1], JSON_THROW_ON_ERROR );', file]);
	}

	it('gives back every string as written, however awkward', () => {
		const manifest: BuildManifest = {
			...MANIFEST,
			version: AWKWARD_STRINGS.join('|'),
			style: null,
			preload: AWKWARD_STRINGS,
			dependencies: AWKWARD_STRINGS.slice(0, 3),
			islands: Object.fromEntries(AWKWARD_STRINGS.map((name) => [name, 'chunk.js'])),
		};
		const file = path.join(dir, 'awkward.asset.php');
		writeFileSync(file, assetFile(manifest));
		expect(included(file)).toEqual(expectedAsset(manifest));
	});

	it.each([
		['production', BUILD_DIR],
		['test', TEST_BUILD_DIR],
	])('the %s build wrote one beside manifest.json, holding the same build', (_name, buildDir) => {
		const file = path.join(buildDir, ASSET_FILE);
		expect(readFileSync(file, 'utf8')).toMatch(/^<\?php return array\( 'dependencies' => /);
		expect(included(file)).toEqual(expectedAsset(readManifest(buildDir)));
	});
});
