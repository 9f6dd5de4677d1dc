import { describe, expect, it } from 'vitest';
import { loaderParts, loaderTable, partOf } from './loader-bytes';

describe("the loader's bytes, by part", () => {
	it('names a package, a kernel island, the start conditions, a shared folder, the runtime, or the file', () => {
		expect(partOf('node_modules/nanostores/atom/index.js')).toBe('package nanostores');
		expect(partOf('node_modules/@nanostores/react/index.js')).toBe('package @nanostores/react');
		expect(partOf('islands/mini-cart/mount.ts')).toBe('island mini-cart');
		expect(partOf('islands/gallery/start.ts')).toBe('start conditions (islands/*/start.ts)');
		expect(partOf('islands/runtime/hosts.ts')).toBe('runtime (hosts, load moments, held clicks)');
		expect(partOf('shared/cart/session.ts')).toBe('shared/cart/');
		expect(partOf('shared/config.ts')).toBe('shared/config.ts');
		expect(partOf('islands/registry.ts')).toBe('islands/registry.ts');
	});

	it('sums each part, largest first, leaving out modules that put nothing in the file', () => {
		const inputs = { 'shared/cart/a.ts': 300, 'shared/cart/b.ts': 200, 'islands/registry.ts': 700, 'shared/types.ts': 0 };
		expect(loaderParts(inputs)).toEqual([
			{ part: 'islands/registry.ts', bytes: 700, modules: 1 },
			{ part: 'shared/cart/', bytes: 500, modules: 2 },
		]);
		const table = loaderTable(inputs, 1200, 600);
		expect(table).toContain('The loader: 1.17 KB, 0.59 KB gzip, from 3 modules.');
		expect(table).toContain('| shared/cart/ | 0.49 KB | 41.7% | 2 |');
	});
});
