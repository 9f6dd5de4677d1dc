import { existsSync } from 'node:fs';
import path from 'node:path';
import { MYSQLI, findToolchain, type PhpExtension, type Toolchain } from '../php-mariadb/toolchain';

/**
 * What the real store is built from: the release archives of WordPress, WooCommerce, Contact
 * Form 7, Storefront, the seed store's two plugins, YITH WooCommerce Wishlist and WooLentor, and
 * a consent banner, the WP Consent API with CookieYes, and Food Menu (in `SHOP_ISLANDS_WP_ARCHIVES`, by default `../shared/wordpress-org` beside the project),
 * Debian's PHP 8.2 with the extensions WooCommerce needs, and MariaDB.
 *
 * It runs on one of two releases of WordPress and WooCommerce: the current one, which a site owner
 * installs today and everything runs on by default, and the oldest the plugin supports, on which
 * the printed scripts and the core shopper flows are proven too (docs/checks.md says which).
 */

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export const ARCHIVES_DIR = path.resolve(REPO_ROOT, process.env.SHOP_ISLANDS_WP_ARCHIVES ?? path.join('..', 'shared', 'wordpress-org'));

/** The releases of WordPress and WooCommerce the real store runs on. */
export const RELEASES = {
	current: { label: 'WordPress 7.1 + WooCommerce 10.7', wordpress: 'wordpress-7.1.0.zip', woocommerce: 'woocommerce-10.7.0.zip' },
	oldest: { label: 'WordPress 6.8 + WooCommerce 10.0', wordpress: 'wordpress-6.8.8.zip', woocommerce: 'woocommerce-10.0.2.zip' },
} as const;

export type Release = keyof typeof RELEASES;

export const DEFAULT_RELEASE: Release = 'current';

/** The release a name stands for (`current`, `oldest`); throws, naming both, for any other. */
export function parseRelease(name: string): Release {
	if (name === 'current' || name === 'oldest') {
		return name;
	}
	throw new Error(`No real-store release "${name}": current (${RELEASES.current.label}) or oldest (${RELEASES.oldest.label})`);
}

/**
 * The archives a release's store is built from, the same theme and seed plugins on both, and
 * the consent banner (the WP Consent API and CookieYes) and Food Menu, installed but active only
 * for a visitor with CONSENT_BANNER_COOKIE or FOOD_MENU_COOKIE (seed-plugins.ts), and the themes
 * site owners run (Astra, OceanWP, Kadence, Hello Elementor with Elementor), each the theme of a
 * visitor with its THEME_COOKIE (themes.ts).
 */
export function archivesOf(release: Release) {
	return {
		wordpress: RELEASES[release].wordpress,
		woocommerce: RELEASES[release].woocommerce,
		contactForm7: 'contact-form-7-6.1.6.zip',
		storefront: 'storefront-4.5.4.zip',
		yithWishlist: 'yith-woocommerce-wishlist-4.16.0.zip',
		wooLentor: 'woolentor-addons-3.4.4.zip',
		wpConsentApi: 'wp-consent-api-1.0.8.zip',
		cookieYes: 'cookie-law-info-3.5.4.zip',
		foodMenu: 'tlp-food-menu-5.1.4.zip',
		astra: 'astra-4.13.1.zip',
		oceanwp: 'oceanwp-4.1.5.zip',
		kadence: 'kadence-1.4.5.zip',
		helloElementor: 'hello-elementor-3.4.7.zip',
		elementor: 'elementor-3.21.2.zip',
	} as const;
}

/**
 * Where a release's store lives between runs (ignored by git): `.real-store/<release>/`, or
 * under `REAL_STORE_DIR`. Each release has its own site, database and port.
 */
export function storeDir(release: Release): string {
	return path.join(path.resolve(REPO_ROOT, process.env.REAL_STORE_DIR ?? '.real-store'), release);
}

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
export function findRealStoreToolchain(release: Release): { toolchain: Toolchain } | { missing: string } {
	const missing: string[] = [];
	const absent = Object.values(archivesOf(release)).filter((archive) => !existsSync(path.join(ARCHIVES_DIR, archive)));
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
