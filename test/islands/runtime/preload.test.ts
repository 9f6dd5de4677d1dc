import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { islandChunk } from '../../../islands/runtime/preload';
import type { IslandModule } from '../../../islands/types';

/** The loader's request for an island's chunk and the chunks it imports (islands/runtime/preload.ts). */

const preloads = (): string[] => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);
/** Where a chunk's file resolves: beside the module that asks (in the build, the loader, in the chunks' folder). */
const beside = (file: string): string => new URL(file, pathToFileURL(path.resolve('islands/runtime/preload.ts'))).href;
const island: IslandModule = { mount: () => () => undefined };

describe('islandChunk', () => {
	it('imports the island and asks for each of its imports beside it, resolved where the chunks are', async () => {
		const importChunk = vi.fn(() => Promise.resolve(island));
		const loading = islandChunk('mount-A.js', ['chunk-A.js', 'chunk-B.js'], importChunk)();
		expect(importChunk).toHaveBeenCalledWith(beside('mount-A.js'));
		expect(preloads()).toEqual([beside('chunk-A.js'), beside('chunk-B.js')]);
		await expect(loading).resolves.toBe(island);
	});

	it('asks for a chunk once, however many islands import it', async () => {
		await islandChunk('mount-C.js', ['chunk-C.js', 'chunk-E.js'], () => Promise.resolve(island))();
		await islandChunk('mount-E.js', ['chunk-C.js'], () => Promise.resolve(island))();
		expect(preloads().slice(-2)).toEqual([beside('chunk-C.js'), beside('chunk-E.js')]);
		expect(preloads().filter((href) => href === beside('chunk-C.js'))).toHaveLength(1);
	});

	it('fetches ahead the chunk and its imports without importing it, then imports it without asking again', async () => {
		const importChunk = vi.fn(() => Promise.resolve(island));
		const load = islandChunk('mount-F.js', ['chunk-F.js', 'chunk-E.js'], importChunk);
		const before = preloads().length;
		load.ahead?.();
		load.ahead?.();
		expect(importChunk).not.toHaveBeenCalled();
		// chunk-E.js was asked for by an island before.
		expect(preloads().slice(before)).toEqual([beside('mount-F.js'), beside('chunk-F.js')]);
		await load();
		expect(importChunk).toHaveBeenCalledTimes(1);
		expect(preloads().slice(before)).toHaveLength(2);
	});

	it('passes a failed import on as it is', async () => {
		const failure = new Error('offline');
		await expect(islandChunk('mount-D.js', ['chunk-D.js'], () => Promise.reject(failure))()).rejects.toBe(failure);
	});
});
