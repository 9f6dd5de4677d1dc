import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Five projects: `unit` (happy-dom, Testing Library; files may switch to the node
 * environment with a docblock), `browser` (node, driving Debian's Chromium through
 * playwright-core against the fixture store that the global setup starts), `real-store`
 * (the plugin on the current WordPress 7.1 + WooCommerce 10.7 + Storefront + CF7 + the seed
 * plugins, started by its global setup), `real-store-oldest` (the same store on the oldest
 * supported release, WordPress 6.8 + WooCommerce 10.0: OLDEST_RELEASE_CHECKS) and `wordpress`
 * (the plugin on Debian's WordPress 6.1, MariaDB and PHP).
 */
/** Browser tests of shopper flows, run against both stores (they read the store they get). */
const SHOPPER_FLOWS = [
	'test/browser/cart.test.ts',
	'test/browser/cart-faults.test.ts',
	'test/browser/keyboard.test.ts',
	'test/browser/a11y.test.ts',
	'test/browser/product-page.test.ts',
	'test/browser/variations.test.ts',
	'test/browser/gallery.test.ts',
	'test/browser/search.test.ts',
	'test/browser/quick-view.test.ts',
	'test/browser/site-chrome-account.test.ts',
	'test/browser/pagination.test.ts',
	'test/browser/account.test.ts',
	'test/browser/contact-form.test.ts',
	'test/browser/order-attribution.test.ts',
	'test/browser/navigation.test.ts',
	'test/browser/popups.test.ts',
	'test/browser/layout-shift.test.ts',
	'test/browser/content-blocks.test.ts',
	'test/browser/wishlist.test.ts',
	'test/browser/carousels.test.ts',
	'test/browser/post-content.test.ts',
	'test/browser/intent.test.ts',
	'test/browser/chunk-imports.test.ts',
	'test/browser/entry-address.test.ts',
	'test/browser/brands-index.test.ts',
	'test/browser/document-clobbering.test.ts',
	'test/browser/touch.test.ts',
];

/**
 * What runs on the oldest supported release too (docs/checks.md says why these): every page's
 * printed scripts against the retired ones and what the plugin takes off each page, other plugins'
 * scripts that ask for retired ones, the pages' console errors and PHP notices, the contact forms'
 * and the search forms' names (printed through a buffer of the plugin's own before WordPress
 * 6.9), what the server prints with the WP Consent API and CookieYes and a rejecting visitor's
 * cookies, the core shopper flows (add to cart, the variable product, the gallery, the quick
 * view and Contact Form 7), and the same flows on the themes site owners run and on a page built
 * with Elementor.
 */
const OLDEST_RELEASE_CHECKS = [
	'test/real-store/retired-scripts.test.ts',
	'test/real-store/dequeues.test.ts',
	'test/real-store/other-scripts.test.ts',
	'test/real-store/plugin.test.ts',
	'test/real-store/contact-form-names.test.ts',
	'test/real-store/search-form-names.test.ts',
	'test/real-store/consent-banner.test.ts',
	'test/real-store/themes.test.ts',
	'test/real-store/elementor.test.ts',
	'test/browser/cart.test.ts',
	'test/browser/variations.test.ts',
	'test/browser/gallery.test.ts',
	'test/browser/quick-view.test.ts',
	'test/browser/contact-form.test.ts',
];

/**
 * How long an `expect.poll` in a browser waits for the page to come round: the page answers
 * through its own requests and timers, which a busy machine (a CI runner, several stores at once)
 * slows well past Vitest's 1 s default. A wait, not a time asserted: a poll that passes passes
 * as soon as the page agrees.
 */
const BROWSER_POLL = { timeout: 10_000, interval: 50 };

/**
 * In CI a browser check that fails runs once more before it counts as failed: the runner is a
 * shared 2-core machine, and one slow tick there must not keep a change from landing. A check
 * that passes only on its second run is no pass to forget: `npm test` (test/run.ts) names it
 * with its first failure before the summary line. Locally every check runs once.
 */
const BROWSER_RETRY = process.env.CI ? 1 : 0;

/**
 * A project whose global setup starts servers (a store, a WordPress site) its files drive in
 * Chromium: one file at a time, a browser's timeouts and polls, CI's one retry.
 */
function serverProject(name: string, include: readonly string[], globalSetup: string, timeout = 60_000): TestProjectInlineConfiguration {
	return {
		extends: true,
		test: {
			name,
			environment: 'node',
			include: [...include],
			globalSetup: [globalSetup],
			testTimeout: timeout,
			hookTimeout: timeout,
			fileParallelism: false,
			expect: { poll: BROWSER_POLL },
			retry: BROWSER_RETRY,
		},
	};
}

export default defineConfig({
	root: new URL('..', import.meta.url).pathname,
	esbuild: { jsx: 'automatic' },
	test: {
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					environment: 'happy-dom',
					include: ['test/**/*.test.{ts,tsx}'],
					exclude: ['test/browser/**', 'test/wordpress/**', 'test/real-store/**', 'node_modules/**'],
					setupFiles: ['test/support/unit-setup.ts'],
				},
			},
			serverProject('browser', ['test/browser/**/*.test.ts'], 'test/browser/global-setup.ts'),
			// The shopper flows of test/browser/ run here too, against WooCommerce itself.
			serverProject('real-store', ['test/real-store/**/*.test.ts', ...SHOPPER_FLOWS], 'test/real-store/global-setup.ts'),
			serverProject('real-store-oldest', OLDEST_RELEASE_CHECKS, 'test/real-store/global-setup.ts'),
			serverProject('wordpress', ['test/wordpress/**/*.test.ts'], 'test/wordpress/global-setup.ts', 120_000),
		],
	},
});
