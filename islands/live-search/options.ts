/** The live search's defaults: when the theme's search box asks the server, and what it remembers. */
export const defaultOptions = {
	/** A live search runs only when the query is longer than this: the theme's script asked from the third character. */
	minQueryLengthExclusive: 2,
	/**
	 * A live search waits this long after the last keystroke before it asks the server: a word
	 * typed at 8 characters a second (125 ms apart) costs one request, not one per key. Shop
	 * Islands' own figure (the theme's script asked on every key).
	 */
	debounceMs: 300,
	/** Answers to this many recent search queries are kept for the page's life, so going back costs no request (Shop Islands' own figure). */
	cacheSize: 20,
} as const;
