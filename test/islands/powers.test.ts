import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../islands/registry';
import { islandEntries } from '../../islands/runtime/hosts';
import type { IslandRegistry, Power } from '../../islands/types';
import { importsOf, sourceFiles, type ImportEdge } from '../support/import-graph';

/**
 * Markup in a post must not give its author more than the post (README, "Power"). Walks the
 * registry: every island declares the power its code shows (read from the sources its mount
 * reaches, dynamic imports included), and no island with power starts from `data-island`,
 * which WordPress keeps in any post's content.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What each power looks like in code. A floor, not a proof: what it finds must be declared. */
const SIGNS: Readonly<Record<Power, readonly RegExp[]>> = {
	'loads-code': [/createElement\(\s*['"]script['"]/],
	'sends-nonce': [/X-WP-Nonce/i, /\bset\(\s*['"](?:nonce|_wpnonce|security)['"]/],
	credentialed: [/\bfetch\(/, /\bXMLHttpRequest\b/, /\bsendBeacon\(/],
	'writes-url': [
		/\.(?:href|src|srcset|action)\s*=(?!=)/,
		/setAttribute\(\s*['"](?:href|src|srcset|action|formaction|poster)['"]/,
		/\b(?:href|src|srcSet)=\{/,
		/\bsetAttributes\([^)]*\{[^}]*\b(?:href|src|srcset):/s,
		/\.(?:innerHTML|outerHTML)\s*=(?!=)|insertAdjacentHTML\(|createContextualFragment\(|dangerouslySetInnerHTML/,
	],
};

/**
 * Files whose sign is not the power, read and checked: the sanitizer parses markup into an
 * inert template and copies no attribute that loads anything (shared/safe-markup.ts).
 */
const NOT_POWER: ReadonlyMap<string, Power> = new Map([['shared/safe-markup.ts', 'writes-url']]);

function withoutComments(text: string): string {
	return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function graph(): { edges: Map<string, string[]>; files: Set<string> } {
	const files = new Set(sourceFiles(ROOT, ['islands', 'shared']));
	const edges = new Map<string, string[]>();
	for (const file of files) {
		edges.set(
			file,
			importsOf(ROOT, file, files).map((edge: ImportEdge) => edge.to).filter((to) => files.has(to)),
		);
	}
	return { edges, files };
}

/** The project's files a module reaches, itself included. */
function reach(start: string, edges: ReadonlyMap<string, readonly string[]>): string[] {
	const seen = new Set<string>();
	const visit = (file: string): void => {
		if (seen.has(file)) {
			return;
		}
		seen.add(file);
		for (const next of edges.get(file) ?? []) {
			visit(next);
		}
	};
	visit(start);
	return [...seen];
}

/** The powers the code of `files` shows. */
export function powersShown(files: readonly string[], read: (file: string) => string): Map<Power, string[]> {
	const shown = new Map<Power, string[]>();
	for (const file of files) {
		const code = withoutComments(read(file));
		for (const [power, signs] of Object.entries(SIGNS) as Array<[Power, readonly RegExp[]]>) {
			if (NOT_POWER.get(file) !== power && signs.some((sign) => sign.test(code))) {
				shown.set(power, [...(shown.get(power) ?? []), file]);
			}
		}
	}
	return shown;
}

/** The mount module of each island of the registry, from its `load`. */
function mountFiles(): Map<string, string> {
	const text = readFileSync(path.join(ROOT, 'islands/registry.ts'), 'utf8');
	const mounts = new Map<string, string>();
	for (const [, name] of text.matchAll(/import\('\.\/([^/]+)\/mount'\)/g)) {
		const file = ['mount.ts', 'mount.tsx'].map((leaf) => `islands/${name}/${leaf}`).find((candidate) => graph().files.has(candidate));
		if (name && file) {
			mounts.set(name, file);
		}
	}
	return mounts;
}

/** `island: power (files)` for each power an island's code shows and its entry does not declare. */
function undeclared(islands: IslandRegistry, shown: ReadonlyMap<string, ReadonlyMap<Power, readonly string[]>>): string[] {
	return [...shown].flatMap(([name, powers]) => {
		const declared: readonly Power[] = islands[name]?.power ?? [];
		return [...powers]
			.filter(([power]) => !declared.includes(power))
			.map(([power, files]) => `${name}: ${power} (${files.join(', ')})`);
	});
}

/** The islands with power that a `data-island` element in a post would start. */
function startedFromDataIsland(islands: IslandRegistry): string[] {
	return islandEntries(islands)
		.filter(({ name, definition, selector }) => {
			const element = document.createElement('div');
			element.dataset.island = name;
			return definition.power !== undefined && element.matches(selector);
		})
		.map(({ name }) => name);
}

describe('island power', () => {
	const { edges } = graph();
	const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
	const shown = new Map([...mountFiles()].map(([name, mount]) => [name, powersShown(reach(mount, edges), read)]));

	it('finds every island of the registry', () => {
		expect([...shown.keys()].sort()).toEqual(Object.keys(registry).sort());
	});

	it('each island declares the power its code shows', () => {
		expect(undeclared(registry, shown)).toEqual([]);
	});

	it('no island with power starts from data-island', () => {
		expect(startedFromDataIsland(registry)).toEqual([]);
	});

	it('would catch an undeclared power, and an island with power started from data-island', () => {
		const code: Record<string, string> = {
			'a.ts': "const s = document.createElement('script'); s.src = url;",
			'b.ts': "fetch(url, { headers: { 'X-WP-Nonce': n } });",
		};
		const loose: IslandRegistry = { a: { load: async () => ({ mount: () => () => undefined }), when: 'load' } };
		expect(undeclared(loose, new Map([['a', powersShown(['a.ts', 'b.ts'], (file) => code[file] ?? '')]]))).toEqual([
			'a: loads-code (a.ts)',
			'a: writes-url (a.ts)',
			'a: sends-nonce (b.ts)',
			'a: credentialed (b.ts)',
		]);
		const bypassed = { a: { markers: '[data-island="a"]', power: ['loads-code'], load: loose.a!.load, when: 'load' } } as const;
		expect(startedFromDataIsland(bypassed)).toEqual(['a']);
	});
});
