import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Toolchain } from '../php-mariadb/toolchain';
import { run } from '../php-mariadb/servers';
import { WORDPRESS_DIR } from './environment';

/**
 * A throwaway WordPress site built from Debian's package without touching it: Debian's
 * wp-config.php reads /etc/wordpress/config-<host>.php, so the site gets its own copy of the
 * files that locate wp-config.php (the top-level PHP files and wp-admin, which find wp-load.php
 * by their real path) and a symlink to wp-includes; its own wp-config.php, wp-content (test
 * theme, test mu-plugin) come from test/wordpress/site/.
 */

const FIXTURES_DIR = path.join(import.meta.dirname, 'site');
/** Debian's files the site does not take: its own config, its content folder, Apache's rules. */
const NOT_COPIED = new Set(['wp-config.php', 'wp-config-sample.php', 'wp-content', '.htaccess']);

export interface SiteOptions {
	readonly toolchain: Toolchain;
	readonly siteDir: string;
	readonly url: string;
	readonly dbPort: number;
	/** The plugin's release zip, installed into the site by WordPress itself. */
	readonly pluginZip: string;
	/** A copy of build/test/, served as wp-content/shop-islands-test-build/. */
	readonly testBuildDir: string;
}

export const TEST_BUILD_FOLDER = 'shop-islands-test-build';

export async function createSite(options: SiteOptions): Promise<void> {
	const { siteDir } = options;
	mkdirSync(siteDir, { recursive: true });
	for (const entry of readdirSync(WORDPRESS_DIR, { withFileTypes: true })) {
		const source = path.join(WORDPRESS_DIR, entry.name);
		const target = path.join(siteDir, entry.name);
		if (NOT_COPIED.has(entry.name)) {
			continue;
		}
		if (entry.name === 'wp-includes') {
			symlinkSync(source, target);
		} else if (entry.isDirectory()) {
			cpSync(source, target, { recursive: true, verbatimSymlinks: true });
		} else if (entry.isFile()) {
			copyFileSync(source, target);
		}
	}

	cpSync(FIXTURES_DIR, siteDir, { recursive: true });
	for (const folder of ['plugins', 'uploads', 'languages/plugins']) {
		mkdirSync(path.join(siteDir, 'wp-content', folder), { recursive: true });
	}
	symlinkSync(options.testBuildDir, path.join(siteDir, 'wp-content', TEST_BUILD_FOLDER));
	writeFileSync(path.join(siteDir, 'wp-config.php'), wpConfig(options));

	await run(options.toolchain.php, ['cli.php', 'install', options.pluginZip, '127.0.0.1', String(options.dbPort)], {
		cwd: siteDir,
	});
}

/** Runs a command of the site's cli.php (activate, deactivate). */
export function siteCommand(php: string, siteDir: string, command: string): Promise<string> {
	return run(php, ['cli.php', command], { cwd: siteDir });
}

function wpConfig({ url, dbPort, siteDir }: SiteOptions): string {
	const php = (value: string | number | boolean) => JSON.stringify(value).replace(/\$/g, '\\$');
	const constants: Record<string, string | number | boolean> = {
		DB_NAME: 'wordpress',
		DB_USER: 'root',
		DB_PASSWORD: '',
		DB_HOST: `127.0.0.1:${dbPort}`,
		DB_CHARSET: 'utf8mb4',
		DB_COLLATE: '',
		WP_HOME: url,
		WP_SITEURL: url,
		// Every notice shows in the page, where the test looks for them.
		WP_DEBUG: true,
		WP_DEBUG_DISPLAY: true,
		WP_DEBUG_LOG: false,
		// No background loopback requests (the built-in server answers one request at a time)
		// and no network beyond 127.0.0.1.
		DISABLE_WP_CRON: true,
		WP_HTTP_BLOCK_EXTERNAL: true,
		AUTOMATIC_UPDATER_DISABLED: true,
		FS_METHOD: 'direct',
		SHOP_ISLANDS_TEST_BUILD_DIR: path.join(siteDir, 'wp-content', TEST_BUILD_FOLDER),
		SHOP_ISLANDS_TEST_BUILD_URL: `${url}/wp-content/${TEST_BUILD_FOLDER}`,
	};
	for (const key of ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']) {
		constants[`${key}_KEY`] = randomBytes(32).toString('hex');
		constants[`${key}_SALT`] = randomBytes(32).toString('hex');
	}
	return [
		'<?php',
		'// Written by test/wordpress/site.ts for a throwaway test site.',
		...Object.entries(constants).map(([name, value]) => `define( '${name}', ${php(value)} );`),
		"$table_prefix = 'wp_';",
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join('\n');
}
