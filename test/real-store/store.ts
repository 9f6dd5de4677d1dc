import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { TEST_BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';
import { writePluginZip } from '../../php-enqueue/tools/plugin-zip';
import { freePort, isRunning, run, startMariaDb, startPhpServer, stopProcess, type RunningServer } from '../php-mariadb/servers';
import type { Toolchain } from '../php-mariadb/toolchain';
import { ARCHIVES_DIR, RELEASES, REPO_ROOT, archivesOf, type Release } from './environment';

/**
 * The real store: WordPress, WooCommerce, Storefront and Contact Form 7 from their release
 * archives (of one of the releases of environment.ts), seeded with the fixture store's menu, then the seed store's own plugins (YITH
 * WooCommerce Wishlist and WooLentor) and a consent banner (the WP Consent API and CookieYes,
 * installed and then taken off the active plugins: a test switch turns them on per visitor), on a MariaDB and a `php -S` of its own
 * that keep running (detached) until stopStore(). Everything lives in one folder: a second
 * start reuses the installed site and database and only reinstalls the plugin from a fresh
 * build. A folder left half-built by an interrupted setup, or built by other setup scripts or
 * from other fixture data, is built again from scratch.
 */

export interface StoreState {
	readonly url: string;
	readonly phpPid: number;
	readonly dbPid: number;
	/** The PHP server's stderr: its request log and PHP's errors. */
	readonly phpLog: string;
	readonly siteDir: string;
}

export interface StartOptions {
	readonly release: Release;
	readonly toolchain: Toolchain;
	readonly dir: string;
	/** The port to try first; another free one is taken when it is busy. */
	readonly port: number;
	readonly log: (line: string) => void;
	/** Skip the bundle build (`npm test` has built it). */
	readonly built: boolean;
}

/** The PHP server answers this many requests at once (fragments, add to cart, the page). */
const PHP_WORKERS = '4';
const SITE_TEMPLATE = path.join(import.meta.dirname, 'site');
const FIXTURE_DATA = path.join(REPO_ROOT, 'fixtures-html', 'data');
/**
 * Where the test islands bundle (build/test/, with the rest-probe island) is copied in the
 * site, beside the plugin rather than in it: the test switches serve it to a request that asks
 * (?test_islands=1), and the plugin itself is installed from the zip, which never holds it.
 */
export const TEST_BUILD_FOLDER = 'shop-islands-test-build';

const paths = (dir: string) => ({
	site: path.join(dir, 'site'),
	state: path.join(dir, 'state.json'),
	installed: path.join(dir, 'installed'),
	salts: path.join(dir, 'salts.json'),
	zip: path.join(dir, 'shop-islands.zip'),
	phpLog: path.join(dir, 'php-server.log'),
});

/** The running store recorded in `dir`, or null when there is none (or its servers died). */
export function runningStore(dir: string): StoreState | null {
	const file = paths(dir).state;
	if (!existsSync(file)) {
		return null;
	}
	const state = JSON.parse(readFileSync(file, 'utf8')) as StoreState;
	return isRunning(state.phpPid) && isRunning(state.dbPid) ? state : null;
}

/**
 * Starts the store (building it first when needed); returns it and whether it was running
 * already. Either way the plugin is reinstalled from a fresh build, so the store runs this
 * tree's code.
 */
export async function startStore(options: StartOptions): Promise<{ state: StoreState; reused: boolean }> {
	const setup = setupFingerprint(options.release);
	const builtFromThis = (): boolean => existsSync(paths(options.dir).installed) && readFileSync(paths(options.dir).installed, 'utf8') === setup;
	const running = runningStore(options.dir);
	if (running && builtFromThis()) {
		// The test switches may have changed since the store was set up.
		cpSync(SITE_TEMPLATE, paths(options.dir).site, { recursive: true });
		await installPlugin(options);
		return { state: running, reused: true };
	}
	await stopStore(options.dir);
	const { toolchain, dir, log, release } = options;
	const files = paths(dir);
	// Built by other setup scripts or from other data (a dish, a form added): built again.
	const fresh = !builtFromThis();
	if (fresh) {
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		log(`Unpacking ${RELEASES[release].label}, Contact Form 7, YITH WooCommerce Wishlist, WooLentor, the WP Consent API, CookieYes, Food Menu, Elementor, Storefront and four more themes from ${ARCHIVES_DIR}`);
		await unpack(toolchain.php, files.site, release);
	}
	cpSync(SITE_TEMPLATE, files.site, { recursive: true });

	const servers: RunningServer[] = [];
	try {
		servers.push(await startMariaDb(toolchain, dir, { detached: true }));
		const port = (await portIsFree(options.port)) ? options.port : await freePort();
		const url = `http://127.0.0.1:${port}`;
		writeFileSync(path.join(files.site, 'wp-config.php'), wpConfig(url, servers[0]!.port, salts(files.salts)));
		const cli = (...args: string[]) => storeCommand(toolchain.php, files.site, ...args);

		if (fresh) {
			log('Installing WordPress and activating WooCommerce, Storefront and Contact Form 7');
			await cli('install', '127.0.0.1', String(servers[0]!.port));
			log('Setting up WooCommerce: pages, payments, shipping');
			await cli('configure');
			log('Seeding the menu and forms from fixtures-html/data/');
			await cli(
				'seed',
				path.join(FIXTURE_DATA, 'catalogue.json'),
				path.join(FIXTURE_DATA, 'contact-forms.json'),
				path.join(FIXTURE_DATA, 'site.json'),
			);
			// After the menu, as a site owner adds them to a store that has one: YITH's wishlist page
			// then takes no id the fixture's forms and dishes keep. Set up on the process after their
			// activation, as WooCommerce is.
			log('Activating YITH WooCommerce Wishlist and WooLentor; their settings and the home page blocks');
			await cli('activate-seed-plugins');
			await cli('seed-plugins', path.join(FIXTURE_DATA, 'site.json'));
			log('Installing the consent banner (the WP Consent API and CookieYes), active for the visitors who ask');
			await cli('activate-consent-banner');
			await cli('park-consent-banner');
			log('Installing Food Menu, its location popup on and the site\'s pickup locations, active for the visitors who ask');
			await cli('activate-food-menu');
			await cli('park-food-menu', path.join(FIXTURE_DATA, 'site.json'));
			log('Setting up the themes site owners run (Astra, OceanWP, Kadence, Hello Elementor with Elementor), each for the visitors who ask');
			await cli('seed-themes');
			await cli('park-elementor');
			writeFileSync(files.installed, setup);
		}

		await installPlugin(options);

		writeFileSync(files.phpLog, '');
		servers.push(
			await startPhpServer(toolchain, files.site, port, files.phpLog, {
				detached: true,
				env: { PHP_CLI_SERVER_WORKERS: PHP_WORKERS },
			}),
		);
		const state: StoreState = {
			url,
			dbPid: servers[0]!.pid,
			phpPid: servers[1]!.pid,
			phpLog: files.phpLog,
			siteDir: files.site,
		};
		writeFileSync(files.state, `${JSON.stringify(state, null, '\t')}\n`);
		return { state, reused: false };
	} catch (error) {
		for (const server of servers.reverse()) {
			await stopProcess(server.pid);
		}
		throw error;
	}
}

async function installPlugin({ toolchain, dir, log, built }: StartOptions): Promise<void> {
	const files = paths(dir);
	log('Installing the Shop Islands plugin from a fresh build');
	if (!built) {
		await buildOnce({ withTestIslands: true });
	}
	writePluginZip(files.zip);
	await storeCommand(toolchain.php, files.site, 'plugin', files.zip);
	// A copy, not a link: a rebuild of build/ by another run cannot pull files from under it.
	const testBuild = path.join(files.site, 'wp-content', TEST_BUILD_FOLDER);
	rmSync(testBuild, { recursive: true, force: true });
	cpSync(TEST_BUILD_DIR, testBuild, { recursive: true });
}

/** Stops the store's servers by their process ids; whether one was running. */
export async function stopStore(dir: string): Promise<boolean> {
	const file = paths(dir).state;
	if (!existsSync(file)) {
		return false;
	}
	const state = JSON.parse(readFileSync(file, 'utf8')) as StoreState;
	const wasRunning = isRunning(state.phpPid) || isRunning(state.dbPid);
	// The PHP server first: it holds connections to the database.
	for (const pid of [state.phpPid, state.dbPid]) {
		if (isOurs(pid, dir)) {
			await stopProcess(pid);
		}
	}
	rmSync(file);
	return wasRunning;
}

/** Runs a command of the site's store-cli.php (e.g. deactivate-plugin). */
export function storeCommand(php: string, siteDir: string, ...args: string[]): Promise<string> {
	return run(php, ['store-cli.php', ...args], { cwd: siteDir });
}

/** Whether the process is still one of this store's servers (a process id can be reused). */
function isOurs(pid: number, dir: string): boolean {
	try {
		return isRunning(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
	} catch {
		return false;
	}
}

/** The release's WordPress into `siteDir`, the plugins and the theme into its wp-content. */
async function unpack(php: string, siteDir: string, release: Release): Promise<void> {
	const archives = archivesOf(release);
	const unzip = (archive: string, folder: string) =>
		run(php, [path.join(SITE_TEMPLATE, 'store-cli.php'), 'unzip', path.join(ARCHIVES_DIR, archive), folder]);
	const parent = path.dirname(siteDir);
	await unzip(archives.wordpress, parent);
	renameSync(path.join(parent, 'wordpress'), siteDir);
	const content = path.join(siteDir, 'wp-content');
	await Promise.all([
		...[archives.woocommerce, archives.contactForm7, archives.yithWishlist, archives.wooLentor, archives.wpConsentApi, archives.cookieYes, archives.foodMenu, archives.elementor].map((archive) => unzip(archive, path.join(content, 'plugins'))),
		...[archives.storefront, archives.astra, archives.oceanwp, archives.kadence, archives.helloElementor].map((archive) => unzip(archive, path.join(content, 'themes'))),
	]);
	// WooCommerce 10.0.2 asks for Caching/WPCacheEngine.php but ships WpCacheEngine.php, which
	// only a case-insensitive file system finds (10.7 ships the name it asks for).
	const caching = path.join(content, 'plugins', 'woocommerce', 'src', 'Caching');
	if (!existsSync(path.join(caching, 'WPCacheEngine.php'))) {
		copyFileSync(path.join(caching, 'WpCacheEngine.php'), path.join(caching, 'WPCacheEngine.php'));
	}
}

function salts(file: string): Record<string, string> {
	if (!existsSync(file)) {
		const values: Record<string, string> = {};
		for (const key of ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']) {
			values[`${key}_KEY`] = randomBytes(32).toString('hex');
			values[`${key}_SALT`] = randomBytes(32).toString('hex');
		}
		writeFileSync(file, JSON.stringify(values));
	}
	return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** What a store is built from: its release, its setup scripts and the fixture's data they seed it with. */
function setupFingerprint(release: Release): string {
	const hash = createHash('sha256');
	hash.update(JSON.stringify(archivesOf(release)));
	for (const file of [
		...['store-cli.php', 'store-configure.php', 'store-seed.php', 'store-seed-plugins.php', 'store-seed-themes.php'].map((script) => path.join(SITE_TEMPLATE, script)),
		...['catalogue.json', 'contact-forms.json', 'site.json'].map((data) => path.join(FIXTURE_DATA, data)),
	]) {
		hash.update(readFileSync(file));
	}
	return `${hash.digest('hex')}\n`;
}

/** wp-config.php, written on every start: the ports change, the salts (and so logins) do not. */
function wpConfig(url: string, dbPort: number, keys: Record<string, string>): string {
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
		// Notices are logged (the tests read the log), not printed into the markup under test.
		WP_DEBUG: true,
		WP_DEBUG_DISPLAY: false,
		WP_DEBUG_LOG: false,
		// No background loopback requests and no network beyond 127.0.0.1.
		DISABLE_WP_CRON: true,
		WP_HTTP_BLOCK_EXTERNAL: true,
		AUTOMATIC_UPDATER_DISABLED: true,
		FS_METHOD: 'direct',
		WP_ENVIRONMENT_TYPE: 'local',
		// No revisions: the seeded posts keep the fixture's ids, which revisions would take.
		WP_POST_REVISIONS: false,
		...keys,
	};
	return [
		'<?php',
		'// Written by test/real-store/store.ts on every start of the real store.',
		...Object.entries(constants).map(([name, value]) => `define( '${name}', ${php(value)} );`),
		"$table_prefix = 'wp_';",
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join('\n');
}

function portIsFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const server = createServer();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}
