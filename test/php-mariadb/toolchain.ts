import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The programs both WordPress sites of the tests run on (Debian's `wordpress` 6.1 for the
 * plugin test, the release archives for the real store): PHP's CLI with the extensions a
 * site needs, and MariaDB's server. Nothing here installs them (`.ci/run` does).
 */

export interface Toolchain {
	readonly php: string;
	readonly mariadbd: string;
	readonly installDb: string;
}

/** A PHP extension and the Debian package that brings it. */
export interface PhpExtension {
	readonly name: string;
	readonly debianPackage: string;
}

export const MYSQLI: PhpExtension = { name: 'mysqli', debianPackage: 'php-mysql' };

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

/** PHP and MariaDB with the given PHP extensions, or the list of what is missing. */
export function findToolchain(extensions: readonly PhpExtension[]): { toolchain: Toolchain } | { missing: string[] } {
	const missing: string[] = [];
	const php = findExecutable('php');
	if (!php) {
		missing.push('php (php-cli)');
	} else {
		const loaded = spawnSync(php, ['-r', 'echo implode(",", get_loaded_extensions());'], { encoding: 'utf8' });
		const names = new Set((loaded.stdout ?? '').toLowerCase().split(','));
		for (const extension of extensions) {
			if (!names.has(extension.name)) {
				missing.push(`PHP's ${extension.name} extension (${extension.debianPackage})`);
			}
		}
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
