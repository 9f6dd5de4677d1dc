import type { IslandLoad, IslandModule } from '../types';
import { builtIn } from '../../shared/page-document';

/**
 * An island's chunk, as the build writes it in the registry: its file and the chunks it imports
 * (#24), the loader aside (on the page from the start).
 *
 * - Loading it imports the chunk and asks at once for each chunk it imports. A browser asks for
 *   a module's imports only once it has fetched and parsed the module, and for theirs after
 *   that: on a slow phone each level costs a round trip and a parse before the island can answer.
 * - `ahead()` fetches the chunk and its imports without running them (`modulepreload`: fetched
 *   and parsed, not evaluated), for an island the registry marks `ahead`, once the page has loaded.
 *
 * A browser without `modulepreload` fetches them on import as before. Every file is asked for
 * once, however many islands import it. The files are the build's own chunk names, resolved
 * beside the loader (all chunks share its folder); nothing here comes from the page.
 */

const requested = new Set<string>();

const beside = (file: string): string => new URL(file, import.meta.url).href;

function preload(href: string): void {
	if (requested.has(href)) {
		return;
	}
	requested.add(href);
	const link = builtIn('createElement')('link');
	link.rel = 'modulepreload';
	link.href = href;
	builtIn('head').append(link);
}

export function islandChunk(
	file: string,
	imports: readonly string[] = [],
	importChunk: (href: string) => Promise<IslandModule> = (href) => import(/* the build's own chunk */ href) as Promise<IslandModule>,
): IslandLoad {
	const own = beside(file);
	const load = (): Promise<IslandModule> => {
		// The island's own chunk first: it is parsed first.
		const loading = importChunk(own);
		requested.add(own);
		imports.forEach((imported) => preload(beside(imported)));
		return loading;
	};
	return Object.assign(load, { ahead: () => [own, ...imports.map(beside)].forEach(preload) });
}
