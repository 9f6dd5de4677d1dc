import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { withImports } from '../../../islands/runtime/preload';

/** The loader's request for an island's chunk and the chunks it imports (islands/runtime/preload.ts). */

const preloads = (): string[] => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);
/** Where a chunk's file resolves: beside the module that asks (in the build, the loader, in the chunks' folder). */
const beside = (file: string): string => new URL(file, pathToFileURL(path.resolve('islands/runtime/preload.ts'))).href;

describe('withImports', () => {
	it('imports the island and asks for each of its imports beside it, resolved where the chunks are', async () => {
		const module = { mount: () => () => undefined };
		const load = vi.fn(() => Promise.resolve(module));
		const loading = withImports(['chunk-A.js', 'chunk-B.js'], load);
		expect(load).toHaveBeenCalledTimes(1);
		expect(preloads()).toEqual([beside('chunk-A.js'), beside('chunk-B.js')]);
		await expect(loading).resolves.toBe(module);
	});

	it('asks for a chunk once, however many islands import it', async () => {
		await withImports(['chunk-C.js', 'chunk-E.js'], () => Promise.resolve(null));
		await withImports(['chunk-C.js'], () => Promise.resolve(null));
		expect(preloads()).toEqual([beside('chunk-C.js'), beside('chunk-E.js')]);
	});

	it('passes a failed import on as it is', async () => {
		const failure = new Error('offline');
		await expect(withImports(['chunk-D.js'], () => Promise.reject(failure))).rejects.toBe(failure);
	});
});
