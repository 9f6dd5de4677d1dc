/**
 * What the loader's bytes are made of (`npm run bench -- --loader`): the bytes each source module
 * puts in the built loader (esbuild's metafile, minified, before gzip), summed by part, with each
 * part's share of the file. Gzip does not split by module, so the gzipped size is the whole file's.
 */

export interface LoaderPart {
	readonly part: string;
	readonly bytes: number;
	readonly modules: number;
}

/** The part a source module belongs to: a package, an island of the kernel, the start conditions, a folder of `shared/` or the runtime, or the file itself. */
export function partOf(input: string): string {
	const packageName = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
	if (packageName) {
		return `package ${packageName[1]}`;
	}
	if (/^islands\/[\w-]+\/start\.ts$/.test(input)) {
		return 'start conditions (islands/*/start.ts)';
	}
	if (input.startsWith('islands/runtime/')) {
		return 'runtime (hosts, load moments, held clicks)';
	}
	const island = /^islands\/([\w-]+)\//.exec(input);
	if (island) {
		return `island ${island[1]}`;
	}
	const shared = /^shared\/([\w-]+)\//.exec(input);
	if (shared) {
		return `shared/${shared[1]}/`;
	}
	return input;
}

/** The parts, largest first; modules that put nothing in the file are left out. */
export function loaderParts(inputs: Readonly<Record<string, number>>): LoaderPart[] {
	const parts = new Map<string, { bytes: number; modules: number }>();
	for (const [input, bytes] of Object.entries(inputs)) {
		if (bytes <= 0) {
			continue;
		}
		const part = parts.get(partOf(input)) ?? { bytes: 0, modules: 0 };
		parts.set(partOf(input), { bytes: part.bytes + bytes, modules: part.modules + 1 });
	}
	return [...parts].map(([part, { bytes, modules }]) => ({ part, bytes, modules })).sort((a, b) => b.bytes - a.bytes || a.part.localeCompare(b.part));
}

/** The table `--loader` prints. */
export function loaderTable(inputs: Readonly<Record<string, number>>, fileBytes: number, gzipBytes: number): string {
	const parts = loaderParts(inputs);
	const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
	return [
		`The loader: ${kb(fileBytes)}, ${kb(gzipBytes)} gzip, from ${Object.values(inputs).filter((bytes) => bytes > 0).length} modules.`,
		'',
		'| part | minified | share | modules |',
		'| --- | --- | --- | --- |',
		...parts.map(({ part, bytes, modules }) => `| ${part} | ${kb(bytes)} | ${((bytes / fileBytes) * 100).toFixed(1)}% | ${modules} |`),
	].join('\n');
}
