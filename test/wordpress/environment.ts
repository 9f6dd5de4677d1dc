import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What the WordPress test runs on: Debian's `wordpress` (files in /usr/share/wordpress),
 * `php-cli` with mysqli, and `mariadb-server`. The test installs none of them itself
 * (`.ci/run` does).
 */

export const WORDPRESS_DIR = '/usr/share/wordpress';
export const DEBIAN_PACKAGES = 'wordpress php-cli php-mysql mariadb-server';

export interface Toolchain {
	readonly php: string;
	readonly mariadbd: string;
	readonly installDb: string;
}

/** Users the site is installed with (the admin is user 1, alice 2, bob 3). */
export const USERS = {
	admin: { login: 'admin', password: 'admin-password', id: 1 },
	alice: { login: 'alice', password: 'alice-password', id: 2 },
	bob: { login: 'bob', password: 'bob-password', id: 3 },
} as const;
export type UserName = keyof typeof USERS;

/** What global setup hands the tests. `skip` is the reason when the test cannot run here. */
export interface WordPressSite {
	readonly skip: string;
	readonly url: string;
	readonly siteDir: string;
	readonly php: string;
	/** The PHP server's stderr: its request log and every PHP error it logged. */
	readonly phpLog: string;
	/** URL of the test islands bundle (build/test/) as the site serves it. */
	readonly testBuildUrl: string;
}

const SEARCH_PATH = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];

export function findExecutable(...names: string[]): string | null {
	for (const name of names) {
		for (const dir of SEARCH_PATH) {
			if (!dir) {
				continue;
			}
			const candidate = path.join(dir, name);
			try {
				accessSync(candidate, constants.X_OK);
				return candidate;
			} catch {
				// Not here.
			}
		}
	}
	return null;
}

/** The programs the test needs, or the list of what is missing. */
export function findToolchain(): { toolchain: Toolchain } | { missing: string[] } {
	const missing: string[] = [];
	if (!existsSync(path.join(WORDPRESS_DIR, 'wp-settings.php'))) {
		missing.push(`${WORDPRESS_DIR} (Debian's wordpress)`);
	}
	const php = findExecutable('php');
	if (!php) {
		missing.push('php (php-cli)');
	} else if (spawnSync(php, ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status !== 0) {
		missing.push("PHP's mysqli extension (php-mysql)");
	}
	const mariadbd = findExecutable('mariadbd', 'mysqld');
	const installDb = findExecutable('mariadb-install-db', 'mysql_install_db');
	if (!mariadbd || !installDb) {
		missing.push('mariadbd and mariadb-install-db (mariadb-server)');
	}
	if (missing.length > 0 || !php || !mariadbd || !installDb) {
		return { missing };
	}
	return { toolchain: { php, mariadbd, installDb } };
}
