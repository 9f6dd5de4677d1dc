// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ASSET_FILE, assetFile } from '../../esbuild.config.mjs';
import type { BuildManifest } from '../../fixtures-html/server/manifest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * How php-enqueue reads a build folder (php-enqueue/includes/build.php): the asset file
 * esbuild.config.mjs writes gives the build; a missing, broken or incomplete one gives the
 * error behind the admin notice (and the shop keeps its classic scripts), never a PHP error.
 */

const READ_BUILD = path.join(import.meta.dirname, 'read-build.php');
const URL = 'https://shop.test/build/';

const MANIFEST: BuildManifest = {
	version: 'abc123def456',
	entry: 'loader-ABC.js',
	style: 'islands-ABC.css',
	chunks: ['loader-ABC.js', 'chunks/chunk-A.js', 'chunks/mount-B.js'],
	islands: { 'add-to-cart': 'chunks/mount-B.js' },
	preload: ['chunks/chunk-A.js'],
	dependencies: [],
};

describeWithPhp('php-enqueue reading a build folder', (php) => {
	let root = '';
	let folders = 0;
	beforeAll(() => {
		root = mkdtempSync(path.join(tmpdir(), 'read-build-'));
	});
	afterAll(() => rmSync(root, { recursive: true, force: true }));

	/** A build folder holding these files. */
	function buildFolder(files: Record<string, string>): string {
		folders += 1;
		const dir = path.join(root, String(folders));
		mkdirSync(dir);
		for (const [name, content] of Object.entries(files)) {
			writeFileSync(path.join(dir, name), content);
		}
		return `${dir}/`;
	}

	function readBuild(dir: string): unknown {
		return runPhpJson(php, [READ_BUILD, dir]);
	}

	it('gives the build the asset file describes', () => {
		const dir = buildFolder({ [ASSET_FILE]: assetFile(MANIFEST), [MANIFEST.entry]: '' });
		expect(readBuild(dir)).toEqual({
			dir,
			url: URL,
			version: 'abc123def456',
			entry: 'loader-ABC.js',
			style: 'islands-ABC.css',
			preload: ['chunks/chunk-A.js'],
			dependencies: [],
			islands: ['add-to-cart'],
		});
	});

	it('takes a build without a stylesheet', () => {
		const dir = buildFolder({ [ASSET_FILE]: assetFile({ ...MANIFEST, style: null }), [MANIFEST.entry]: '' });
		expect(readBuild(dir)).toMatchObject({ style: null });
	});

	it('calls a folder without the asset file a missing build (manifest.json alone is not read)', () => {
		expect(readBuild(buildFolder({ 'manifest.json': JSON.stringify(MANIFEST), [MANIFEST.entry]: '' }))).toEqual({
			error: 'shop_islands_no_build',
		});
	});

	it.each([
		['returns no array', "<?php return 'garbage';\n"],
		['returns nothing', '<?php\n'],
		['lacks a key', "<?php return array( 'version' => 'v', 'entry' => 'loader-ABC.js', 'style' => null, 'preload' => array(), 'dependencies' => array() );\n"],
		['has a number for the stylesheet', assetFile(MANIFEST).replace("'islands-ABC.css'", '42')],
		['has a number among the chunks to preload', assetFile(MANIFEST).replace("'chunks/chunk-A.js'", '7')],
		['has a map for the version', assetFile(MANIFEST).replace("'abc123def456'", "array( 'v' => 'x' )")],
		['was cut short', assetFile(MANIFEST).slice(0, 60)],
	])('calls the build broken, without a PHP error, when its asset file %s', (_case, content) => {
		expect(readBuild(buildFolder({ [ASSET_FILE]: content, [MANIFEST.entry]: '' }))).toEqual({
			error: 'shop_islands_invalid_build',
		});
	});

	it('calls a build whose entry file is missing incomplete', () => {
		expect(readBuild(buildFolder({ [ASSET_FILE]: assetFile(MANIFEST) }))).toEqual({ error: 'shop_islands_incomplete_build' });
	});
});
