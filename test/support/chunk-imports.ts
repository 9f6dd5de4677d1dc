import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The chunks a built chunk imports statically, directly or through another (esbuild writes
 * `import … from "./x.js"` / `import "./x.js"`), relative to the build folder. Read from the
 * files as written, after the build has blanked the imports it drops.
 */
export function staticImports(buildDir: string, file: string, seen = new Set<string>()): Set<string> {
	const source = readFileSync(path.join(buildDir, file), 'utf8');
	for (const match of source.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
		const imported = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] as string));
		if (!seen.has(imported)) {
			seen.add(imported);
			staticImports(buildDir, imported, seen);
		}
	}
	return seen;
}

/** The files on a page from the start: the loader, what it preloads (the kernel), and what they import. */
export function chunksAtStart(buildDir: string, manifest: { readonly entry: string; readonly preload: readonly string[] }): Set<string> {
	return new Set([manifest.entry, ...manifest.preload].flatMap((file) => [file, ...staticImports(buildDir, file)]));
}

/** The file names of the chunks `chunk` imports that are not on the page from the start: what the loader asks for beside it. */
export function importsBeyondStart(buildDir: string, atStart: ReadonlySet<string>, chunk: string): string[] {
	return [...staticImports(buildDir, chunk)].filter((file) => !atStart.has(file)).map((file) => path.posix.basename(file));
}
