import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's own import graph, read from the source text: every static import, re-export
 * and dynamic `import()` of a relative path, resolved to a file relative to the root.
 * Package imports are kept by name (`express`, `react`).
 */

export interface ImportEdge {
	readonly from: string;
	readonly to: string;
	readonly dynamic: boolean;
}

const SOURCE = /\.(?:ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function sourceFiles(root: string, folders: readonly string[]): string[] {
	return folders.flatMap((folder) =>
		readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile() && SOURCE.test(entry.name))
			.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
	);
}

export function importsOf(root: string, file: string, files: ReadonlySet<string>): ImportEdge[] {
	const text = readFileSync(path.join(root, file), 'utf8');
	const edges: ImportEdge[] = [];
	for (const [pattern, dynamic] of [
		[STATIC_IMPORT, false],
		[DYNAMIC_IMPORT, true],
	] as const) {
		for (const match of text.matchAll(pattern)) {
			const specifier = match[1] as string;
			edges.push({ from: file, to: resolve(file, specifier, files), dynamic });
		}
	}
	return edges;
}

function resolve(from: string, specifier: string, files: ReadonlySet<string>): string {
	if (!specifier.startsWith('.')) {
		return specifier;
	}
	const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
	return EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => files.has(candidate)) ?? base;
}

/**
 * Every import cycle, dynamic imports included (an `import()` of a module that imports the
 * importer back is a cycle too: the two cannot be understood or loaded apart), each as the files
 * around it (first file repeated last).
 */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
	const next = new Map<string, string[]>();
	for (const edge of edges) {
		next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
	}
	const cycles: string[][] = [];
	const done = new Set<string>();
	const visit = (file: string, trail: string[]): void => {
		const at = trail.indexOf(file);
		if (at >= 0) {
			cycles.push([...trail.slice(at), file]);
			return;
		}
		if (done.has(file)) {
			return;
		}
		for (const target of next.get(file) ?? []) {
			visit(target, [...trail, file]);
		}
		done.add(file);
	};
	for (const file of next.keys()) {
		visit(file, []);
	}
	return cycles;
}
