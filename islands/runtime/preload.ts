/**
 * An island's chunk and the chunks it imports, requested together (#24). A browser asks for a
 * module's imports only once it has fetched and parsed the module, and for theirs after that:
 * on a slow phone each level costs a round trip and a parse before the island can answer. The
 * build lists, for each island, every chunk its chunk imports, the kernel aside (on the page
 * from the start), and wraps the island's import in the registry with this function, so one
 * task asks for all of them. A browser without `modulepreload` fetches them as before.
 *
 * The files are the build's own chunk names, resolved beside the loader (all chunks share its
 * folder); nothing here comes from the page.
 */

const requested = new Set<string>();

export function withImports<T>(files: readonly string[], load: () => Promise<T>): Promise<T> {
	// The island's own chunk first: it is parsed first.
	const loading = load();
	for (const file of files) {
		const href = new URL(file, import.meta.url).href;
		if (!requested.has(href)) {
			requested.add(href);
			const link = document.createElement('link');
			link.rel = 'modulepreload';
			link.href = href;
			document.head.append(link);
		}
	}
	return loading;
}
