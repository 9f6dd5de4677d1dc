import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What esbuild.config.mjs writes to `build/manifest.json` (paths relative to the build folder). */
export interface BuildManifest {
	readonly version: string;
	readonly entry: string;
	readonly style: string | null;
	readonly chunks: readonly string[];
	readonly islands: Readonly<Record<string, string>>;
	/** Chunks the entry imports statically: they load before any island. */
	readonly preload: readonly string[];
	readonly dependencies: readonly string[];
}

export function readManifest(buildDir: string): BuildManifest {
	const raw: unknown = JSON.parse(readFileSync(path.join(buildDir, 'manifest.json'), 'utf8'));
	if (!isManifest(raw)) {
		throw new Error(`${buildDir}/manifest.json is not a Shop Islands build manifest`);
	}
	return raw;
}

function isManifest(value: unknown): value is BuildManifest {
	if (typeof value !== 'object' || value === null) {
		return false;
	}
	const record = value as Record<string, unknown>;
	return (
		typeof record.version === 'string' &&
		typeof record.entry === 'string' &&
		(record.style === null || typeof record.style === 'string') &&
		Array.isArray(record.chunks) &&
		typeof record.islands === 'object' &&
		Array.isArray(record.preload) &&
		Array.isArray(record.dependencies)
	);
}

/** The id of the settings tag, as the Shop Islands plugin prints it and the bundle looks it up. */
const SETTINGS_TAG_ID = 'shop-islands-settings';

/**
 * The tags a page's `<head>` needs for Shop Islands: the stylesheet, the settings JSON and
 * the loader module. `publicPath` is the URL folder the build is served from.
 * The settings JSON is escaped so no value can close the script element.
 */
export function islandHeadTags(
	manifest: BuildManifest,
	publicPath: string,
	settings: Record<string, unknown>,
	nonce?: string,
): string {
	const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
	const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
	const json = JSON.stringify(settings)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026');
	const tags = [
		manifest.style ? `<link rel="stylesheet" href="${base}${manifest.style}">` : '',
		`<script type="application/json" id="${SETTINGS_TAG_ID}"${nonceAttribute}>${json}</script>`,
		...manifest.preload.map((chunk) => `<link rel="modulepreload" href="${base}${chunk}">`),
		`<script type="module" src="${base}${manifest.entry}"></script>`,
	];
	return tags.filter(Boolean).join('\n');
}
