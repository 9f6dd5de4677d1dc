/**
 * Every fixture page the browser checks visit (page load, accessibility, strict CSP, layout
 * shift, page budgets). A new screen adds one line here and is checked by all of them.
 */
export const FIXTURE_PAGES = [
	'/',
	'/shop/',
	'/product/garlic-bread/',
	'/product/margherita/',
	'/product/poke-bowl/',
	'/product/tapas-trio/',
	'/product/signature-chilli-oil/',
	'/cart/',
	'/checkout/',
	'/block-checkout/',
	'/my-account/',
	'/contact/',
] as const;

export type FixturePage = (typeof FIXTURE_PAGES)[number];
