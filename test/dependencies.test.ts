// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, importCycles, type ImportEdge } from './support/import-graph';

/**
 * The dependency directions of the project, checked over its import graph: islands import
 * shared code, never the other way; islands meet in stores, never import each other; the
 * fixture store imitates WooCommerce without any of the bundle's code, so it cannot agree
 * with the bundle by construction, and keeps its own layers (routes → model, routes →
 * render → templates).
 */

interface Rule {
	readonly name: string;
	readonly forbids: (edge: ImportEdge) => boolean;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['islands', 'shared', 'fixtures-html'];

/** The island folder a file belongs to (`islands/<name>/…`), not the runtime's. */
function islandOf(file: string): string | null {
	const name = /^islands\/([^/]+)\//.exec(file)?.[1];
	return name && name !== 'runtime' ? name : null;
}

const under = (folder: string) => (file: string): boolean => file.startsWith(`${folder}/`);

const RULES: readonly Rule[] = [
	{
		name: 'shared/ never imports islands/',
		forbids: ({ from, to }) => under('shared')(from) && under('islands')(to),
	},
	{
		name: 'no island imports another island',
		forbids: ({ from, to }) => islandOf(from) !== null && islandOf(to) !== null && islandOf(from) !== islandOf(to),
	},
	{
		name: 'islands reach the registry, loader and kernel only through the runtime, never by import',
		forbids: ({ from, to }) => islandOf(from) !== null && ['islands/registry.ts', 'islands/loader.ts', 'islands/kernel.ts'].includes(to),
	},
	{
		name: "an island's mount is imported only by the registry, or by the kernel that carries it",
		forbids: ({ from, to }) => /^islands\/[^/]+\/mount\.tsx?$/.test(to) && islandOf(to) !== null && !['islands/registry.ts', 'islands/kernel.ts'].includes(from),
	},
	{
		name: 'a store never imports the cart code that acts on it, not even lazily',
		forbids: ({ from, to }) => under('shared/stores')(from) && under('shared/cart')(to),
	},
	{
		name: 'the runtime imports no island (the registry is the one map)',
		forbids: ({ from, to }) => under('islands/runtime')(from) && islandOf(to) !== null,
	},
	{
		name: 'the fixture store imports nothing of the bundle',
		forbids: ({ from, to }) =>
			under('fixtures-html')(from) && (under('shared')(to) || under('islands')(to) || to === 'esbuild.config.mjs'),
	},
	{
		name: 'fixture routes render through the render layer, never templates directly',
		forbids: ({ from, to }) => under('fixtures-html/server/routes')(from) && under('fixtures-html/templates')(to),
	},
	{
		name: 'the fixture model knows no HTTP, routes, render layer or templates',
		forbids: ({ from, to }) =>
			under('fixtures-html/server/model')(from) &&
			(to === 'express' ||
				under('fixtures-html/server/routes')(to) ||
				under('fixtures-html/server/render')(to) ||
				under('fixtures-html/templates')(to)),
	},
	{
		name: 'fixture templates know no HTTP or routes',
		forbids: ({ from, to }) =>
			under('fixtures-html/templates')(from) && (to === 'express' || under('fixtures-html/server/routes')(to)),
	},
];

function violations(edges: readonly ImportEdge[], rules: readonly Rule[] = RULES): string[] {
	return rules.flatMap((rule) => edges.filter(rule.forbids).map((edge) => `${rule.name}: ${edge.from} → ${edge.to}`));
}

function projectEdges(): ImportEdge[] {
	const files = sourceFiles(ROOT, FOLDERS);
	const known = new Set(files);
	return files.flatMap((file) => importsOf(ROOT, file, known));
}

describe('dependency directions', () => {
	const edges = projectEdges();

	it('reads the import graph (static, re-exports and dynamic)', () => {
		expect(edges).toContainEqual({ from: 'islands/registry.ts', to: 'islands/mini-cart/mount.ts', dynamic: true });
		expect(edges).toContainEqual({ from: 'islands/loader.ts', to: 'islands/runtime/index.ts', dynamic: false });
		expect(edges.some((edge) => edge.from.startsWith('fixtures-html/') && edge.to === 'express')).toBe(true);
	});

	it('breaks no rule', () => {
		expect(violations(edges)).toEqual([]);
	});

	it('has no import cycle, dynamic imports included', () => {
		expect(importCycles(edges)).toEqual([]);
	});

	// WordPress's own React code takes React's API from @wordpress/element (the design card's
	// package), and so do the islands; `react` is imported for its types, and JSX compiles to
	// react/jsx-runtime.
	it("takes React's runtime API only through @wordpress/element", () => {
		const direct = sourceFiles(ROOT, ['islands', 'shared']).filter((file) =>
			/^import\s+(?!type\s)[^;]*?from\s+'react(?:-dom(?:\/client)?)?';$/m.test(readFileSync(path.join(ROOT, file), 'utf8')),
		);
		expect(direct).toEqual([]);
		expect(edges.filter((edge) => edge.to === '@wordpress/element').length).toBeGreaterThan(0);
	});

	it('would catch each kind of violation', () => {
		const bad: ImportEdge[] = [
			{ from: 'shared/cart/fragments.ts', to: 'islands/runtime/index.ts', dynamic: false },
			{ from: 'islands/mini-cart/mount.ts', to: 'islands/cart-panel/CartPanel.tsx', dynamic: false },
			{ from: 'islands/add-to-cart/mount.ts', to: 'islands/registry.ts', dynamic: false },
			{ from: 'islands/loader.ts', to: 'islands/mini-cart/mount.ts', dynamic: true },
			{ from: 'shared/stores/cart-session.ts', to: 'shared/cart/actions.ts', dynamic: true },
			{ from: 'islands/runtime/hosts.ts', to: 'islands/cart-panel/CartPanel.tsx', dynamic: true },
			{ from: 'fixtures-html/server/cli.ts', to: 'esbuild.config.mjs', dynamic: false },
			{ from: 'fixtures-html/server/routes/wc-ajax.ts', to: 'fixtures-html/templates/mini-cart.ts', dynamic: false },
			{ from: 'fixtures-html/server/model/cart.ts', to: 'express', dynamic: false },
			{ from: 'fixtures-html/templates/page.ts', to: 'fixtures-html/server/routes/pages.ts', dynamic: false },
		];
		expect(violations(bad)).toHaveLength(RULES.length);
		expect(importCycles([
			{ from: 'a.ts', to: 'b.ts', dynamic: false },
			{ from: 'b.ts', to: 'a.ts', dynamic: false },
		])).toEqual([['a.ts', 'b.ts', 'a.ts']]);
	});
});
