// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../esbuild.config.mjs';
import { readManifest } from '../fixtures-html/server/manifest';
import { staticImports } from './support/chunk-imports';
import { ENTRY_BUDGET, ISLAND_BUDGETS, LAZY_CHUNK_BUDGETS, STYLE_BUDGET } from './budgets';

/** Sizes are deterministic for a given build; no timing is measured here. */

const manifest = readManifest(BUILD_DIR);

function gzipped(file: string): number {
	return gzipSync(readFileSync(path.join(BUILD_DIR, file)), { level: 9 }).length;
}

/** What is on the page before any island's own chunk: the loader, with the kernel, in one file. */
const atStart = new Set([manifest.entry, ...staticImports(BUILD_DIR, manifest.entry)]);
/** The islands the kernel carries: their chunk is the loader. */
const kernelIslands = Object.keys(manifest.islands).filter((island) => manifest.islands[island] === manifest.entry);

describe('size budgets (gzip)', () => {
	it(`the loader, with the kernel, is one file within ${ENTRY_BUDGET} bytes and contains no React`, () => {
		expect([...atStart]).toEqual([manifest.entry]);
		expect(manifest.preload).toEqual([]);
		const total = gzipped(manifest.entry);
		console.info(`loader (with ${kernelIslands.join(', ')}): ${total} B gzip`);
		expect(total).toBeLessThanOrEqual(ENTRY_BUDGET);
		expect(readFileSync(path.join(BUILD_DIR, manifest.entry), 'utf8')).not.toContain('react.production');
	});

	it('lists a budget for every island the kernel does not carry, and only for islands that exist', () => {
		expect(kernelIslands).toContain('mini-cart');
		expect(Object.keys(manifest.islands).filter((island) => !kernelIslands.includes(island)).sort()).toEqual(Object.keys(ISLAND_BUDGETS).sort());
	});

	it.each(Object.entries(ISLAND_BUDGETS))('island %s stays within %i bytes', (island, budget) => {
		const chunk = manifest.islands[island] as string;
		const files = [chunk, ...staticImports(BUILD_DIR, chunk)].filter((file) => !atStart.has(file));
		const total = files.reduce((sum, file) => sum + gzipped(file), 0);
		console.info(`${island}: ${total} B gzip`);
		expect(total).toBeLessThanOrEqual(budget);
	});

	it.each(Object.entries(LAZY_CHUNK_BUDGETS))('chunk %s, loaded on first use, stays within its budget', (name, { island, budget }) => {
		const chunk = manifest.chunks.find((file) => path.posix.basename(file).startsWith(`${name}-`));
		expect(chunk).toBeDefined();
		const islandChunk = manifest.islands[island] as string;
		const loaded = new Set([...atStart, islandChunk, ...staticImports(BUILD_DIR, islandChunk)]);
		const files = [chunk as string, ...staticImports(BUILD_DIR, chunk as string)].filter((file) => !loaded.has(file));
		const total = files.reduce((sum, file) => sum + gzipped(file), 0);
		console.info(`${name} (after ${island}): ${total} B gzip`);
		expect(total).toBeLessThanOrEqual(budget);
	});

	// A product page's quantity steppers and tabs: each one request beside the loader, on the
	// shopper's reach (esbuild's helpers chunk, which none of them uses, and the helpers they share
	// with other islands are not requests of their own). A listing's sort select rides in the kernel.
	it('carries the sort select in the kernel, in the loader', () => {
		expect(manifest.islands['sort-order']).toBe(manifest.entry);
	});

	// One translation instance (shared/i18n.ts; esbuild.config.mjs): @wordpress/i18n's default
	// instance and the @wordpress/hooks it creates are in no chunk, api-fetch's included.
	it('builds no chunk with @wordpress/hooks or the default i18n instance', () => {
		const folder = path.posix.dirname(manifest.entry);
		const chunks = readdirSync(path.join(BUILD_DIR, folder)).filter((file) => file.endsWith('.js.map'));
		const sources = chunks.flatMap((file) => (JSON.parse(readFileSync(path.join(BUILD_DIR, folder, file), 'utf8')) as { sources: string[] }).sources);
		expect(sources.some((source) => source.includes('@wordpress/i18n/'))).toBe(true);
		expect(sources.filter((source) => source.includes('@wordpress/hooks/') || source.includes('default-i18n'))).toEqual([]);
	});

	it.each(['quantity', 'product-tabs'])('island %s loads as one file', (island) => {
		const chunk = manifest.islands[island] as string;
		expect([...staticImports(BUILD_DIR, chunk)].filter((file) => !atStart.has(file))).toEqual([]);
	});

	it(`the islands stylesheet stays within ${STYLE_BUDGET} bytes`, () => {
		expect(manifest.style).not.toBeNull();
		expect(gzipped(manifest.style as string)).toBeLessThanOrEqual(STYLE_BUDGET);
	});
});
