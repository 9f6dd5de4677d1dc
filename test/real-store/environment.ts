import { existsSync } from 'node:fs';
import path from 'node:path';
import { MYSQLI, findToolchain, type PhpExtension, type Toolchain } from '../php-mariadb/toolchain';

/**
 * What the real store is built from: the release archives of WordPress, WooCommerce, Contact
 * Form 7, Storefront and the seed store's two plugins, YITH WooCommerce Wishlist and WooLentor
 * (in `SHOP_ISLANDS_WP_ARCHIVES`, by default `../shared/wordpress-org` beside the project),
 * Debian's PHP 8.2 with the extensions WooCommerce needs, and MariaDB.
 */

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export const ARCHIVES_DIR = path.resolve(REPO_ROOT, process.env.SHOP_ISLANDS_WP_ARCHIVES ?? path.join('..', 'shared', 'wordpress-org'));

export const ARCHIVES = {
	wordpress: 'wordpress-6.8.8.zip',
	woocommerce: 'woocommerce-10.0.2.zip',
	contactForm7: 'contact-form-7-6.1.6.zip',
	storefront: 'storefront-4.5.4.zip',
	yithWishlist: 'yith-woocommerce-wishlist-4.16.0.zip',
	wooLentor: 'woolentor-addons-3.4.4.zip',
} as const;

/** Where the store lives between runs (ignored by git); `REAL_STORE_DIR` moves it. */
export const STORE_DIR = path.resolve(REPO_ROOT, process.env.REAL_STORE_DIR ?? '.real-store');

const EXTENSIONS: readonly PhpExtension[] = [
	MYSQLI,
	{ name: 'xml', debianPackage: 'php-xml' },
	{ name: 'mbstring', debianPackage: 'php-mbstring' },
	{ name: 'curl', debianPackage: 'php-curl' },
	{ name: 'gd', debianPackage: 'php-gd' },
	{ name: 'zip', debianPackage: 'php-zip' },
	{ name: 'intl', debianPackage: 'php-intl' },
	{ name: 'bcmath', debianPackage: 'php-bcmath' },
];

export const DEBIAN_PACKAGES = `php-cli mariadb-server ${[...new Set(EXTENSIONS.map((extension) => extension.debianPackage))].join(' ')}`;

/** The toolchain, or one line saying what is missing and how to get it. */
export function findRealStoreToolchain(): { toolchain: Toolchain } | { missing: string } {
	const missing: string[] = [];
	const absent = Object.values(ARCHIVES).filter((archive) => !existsSync(path.join(ARCHIVES_DIR, archive)));
	if (absent.length > 0) {
		missing.push(`${absent.join(', ')} in ${ARCHIVES_DIR} (set SHOP_ISLANDS_WP_ARCHIVES to their folder)`);
	}
	const found = findToolchain(EXTENSIONS);
	if ('missing' in found) {
		missing.push(`${found.missing.join(', ')} (apt-get install ${DEBIAN_PACKAGES})`);
	}
	if (missing.length > 0 || 'missing' in found) {
		return { missing: `missing ${missing.join('; ')}` };
	}
	return found;
}
