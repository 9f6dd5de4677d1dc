// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../esbuild.config.mjs';
import { readManifest } from '../fixtures-html/server/manifest';
import { staticImports } from './support/chunk-imports';
import { ENTRY_BUDGET, ISLAND_BUDGETS, KERNEL_BUDGET, LAZY_CHUNK_BUDGETS, STYLE_BUDGET } from './budgets';

/** Sizes are deterministic for a given build; no timing is measured here. */

const manifest = readManifest(BUILD_DIR);

function gzipped(file: string): number {
	return gzipSync(readFileSync(path.join(BUILD_DIR, file)), { level: 9 }).length;
}

const entryClosure = new Set([manifest.entry, ...staticImports(BUILD_DIR, manifest.entry)]);
/** The kernel: what the loader has fetched beside it (modulepreload) and every page starts with. */
const kernelClosure = new Set(manifest.preload.flatMap((file) => [file, ...staticImports(BUILD_DIR, file)]).filter((file) => !entryClosure.has(file)));
/** What is on the page before any island's own chunk. */
const atStart = new Set([...entryClosure, ...kernelClosure]);
/** The islands the kernel carries: their chunk is the kernel's. */
const kernelIslands = Object.keys(manifest.islands).filter((island) => kernelClosure.has(manifest.islands[island] as string));

describe('size budgets (gzip)', () => {
	it(`the loader and what it imports stay within ${ENTRY_BUDGET} bytes and contain no React`, () => {
		const total = [...entryClosure].reduce((sum, file) => sum + gzipped(file), 0);
		console.info(`loader: ${total} B gzip`);
		expect(total).toBeLessThanOrEqual(ENTRY_BUDGET);
		for (const file of entryClosure) {
			expect(readFileSync(path.join(BUILD_DIR, file), 'utf8')).not.toContain('react.production');
		}
	});

	it(`the kernel and what it imports stay within ${KERNEL_BUDGET} bytes and contain no React`, () => {
		const total = [...kernelClosure].reduce((sum, file) => sum + gzipped(file), 0);
		console.info(`kernel (${kernelIslands.join(', ')}): ${total} B gzip`);
		expect(kernelClosure.size).toBeGreaterThan(0);
		expect(total).toBeLessThanOrEqual(KERNEL_BUDGET);
		for (const file of kernelClosure) {
			expect(readFileSync(path.join(BUILD_DIR, file), 'utf8')).not.toContain('react.production');
		}
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
		const chunk = manifest.chunks.find((file) => file.startsWith(`chunks/${name}-`));
		expect(chunk).toBeDefined();
		const islandChunk = manifest.islands[island] as string;
		const loaded = new Set([...atStart, islandChunk, ...staticImports(BUILD_DIR, islandChunk)]);
		const files = [chunk as string, ...staticImports(BUILD_DIR, chunk as string)].filter((file) => !loaded.has(file));
		const total = files.reduce((sum, file) => sum + gzipped(file), 0);
		console.info(`${name} (after ${island}): ${total} B gzip`);
		expect(total).toBeLessThanOrEqual(budget);
	});

	// A product page starts its quantity steppers and tabs: each one request beside the loader and
	// the kernel (esbuild's helpers chunk, which none of them uses, and the helpers they share with
	// other islands are not requests of their own). A listing's sort select rides in the kernel.
	it('carries the sort select in the kernel', () => {
		expect(manifest.islands['sort-order']).toBe(manifest.preload[0]);
	});

	// One translation instance (shared/i18n.ts; esbuild.config.mjs): @wordpress/i18n's default
	// instance and the @wordpress/hooks it creates are in no chunk, api-fetch's included.
	it('builds no chunk with @wordpress/hooks or the default i18n instance', () => {
		const chunks = readdirSync(path.join(BUILD_DIR, 'chunks')).filter((file) => file.endsWith('.js.map'));
		const sources = chunks.flatMap((file) => (JSON.parse(readFileSync(path.join(BUILD_DIR, 'chunks', file), 'utf8')) as { sources: string[] }).sources);
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
