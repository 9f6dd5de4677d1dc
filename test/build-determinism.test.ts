// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, buildProduction } from '../esbuild.config.mjs';
import { readManifest } from '../fixtures-html/server/manifest';

/**
 * The same sources build the same files. The real store's plugin is built when its store is set
 * up, the tests' manifest when the suite starts: were the two builds to name a chunk differently,
 * a test holding an island's chunk by its file name would hold nothing. A second production build,
 * in a folder of its own (the suite's build is served while this runs), must give the version and
 * the files of the one the suite built. The folder sits beside the build folder: the source maps
 * name the sources relative to their files, and so does each file's hash.
 */

const elsewhere = await mkdtemp(path.join(path.dirname(BUILD_DIR), '.build-'));
afterAll(() => rm(elsewhere, { recursive: true, force: true }));

describe('the production build', () => {
	it('gives the same version and files when the same sources are built again', async () => {
		await buildProduction(elsewhere);
		const suite = readManifest(BUILD_DIR);
		const again = readManifest(elsewhere);
		expect(again.chunks).toEqual(suite.chunks);
		expect(again.islands).toEqual(suite.islands);
		expect(again.version).toBe(suite.version);
	}, 60_000);
});
