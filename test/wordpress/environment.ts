import { existsSync } from 'node:fs';
import path from 'node:path';
import { MYSQLI, findToolchain, type Toolchain } from '../php-mariadb/toolchain';

/**
 * What the WordPress test runs on: Debian's `wordpress` (files in /usr/share/wordpress),
 * `php-cli` with mysqli, and `mariadb-server`. The test installs none of them itself
 * (`.ci/run` does).
 */

export const WORDPRESS_DIR = '/usr/share/wordpress';
export const DEBIAN_PACKAGES = 'wordpress php-cli php-mysql mariadb-server';

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

/** The programs the test needs, or the list of what is missing. */
export function findWordPressToolchain(): { toolchain: Toolchain } | { missing: string[] } {
	const found = findToolchain([MYSQLI]);
	if (existsSync(path.join(WORDPRESS_DIR, 'wp-settings.php'))) {
		return found;
	}
	const missing = [`${WORDPRESS_DIR} (Debian's wordpress)`];
	return { missing: 'missing' in found ? [...missing, ...found.missing] : missing };
}
