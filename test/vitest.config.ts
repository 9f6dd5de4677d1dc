import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (happy-dom, Testing Library; files may switch to the node
 * environment with a docblock), `browser` (node, driving Debian's Chromium through
 * playwright-core against the fixture store that the global setup starts) and `wordpress`
 * (the plugin on a real WordPress, MariaDB and PHP that its global setup starts).
 */
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
					exclude: ['test/browser/**', 'test/wordpress/**', 'node_modules/**'],
					setupFiles: ['test/support/unit-setup.ts'],
				},
			},
			{
				extends: true,
				test: {
					name: 'browser',
					environment: 'node',
					include: ['test/browser/**/*.test.ts'],
					globalSetup: ['test/browser/global-setup.ts'],
					testTimeout: 60_000,
					hookTimeout: 60_000,
					fileParallelism: false,
				},
			},
			{
				extends: true,
				test: {
					name: 'wordpress',
					environment: 'node',
					include: ['test/wordpress/**/*.test.ts'],
					globalSetup: ['test/wordpress/global-setup.ts'],
					testTimeout: 120_000,
					hookTimeout: 120_000,
					fileParallelism: false,
				},
			},
		],
	},
});
