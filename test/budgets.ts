/**
 * Gzipped size budgets, in bytes, checked by test/budget.test.ts against the production
 * build. An island's budget covers its own chunk and every chunk it imports statically,
 * except those the entry already loaded. A new island adds one line here.
 */
export const ENTRY_BUDGET = 6 * 1024;

export const ISLAND_BUDGETS: Readonly<Record<string, number>> = {
	// The cart store, storage and cookies; the request code loads only when needed.
	'mini-cart': 7 * 1024,
	'hide-if-empty': 7 * 1024,
	'mini-cart-dropdown': 2 * 1024,
	// The request code and @wordpress/i18n.
	'add-to-cart': 12 * 1024,
	// React and react-dom are the bulk of these (shared between them).
	'cart-panel': 56 * 1024,
	'cart-row-toggle': 52 * 1024,
};

/** The stylesheet of all islands. */
export const STYLE_BUDGET = 4 * 1024;
