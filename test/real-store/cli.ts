import { DEFAULT_RELEASE, RELEASES, findRealStoreToolchain, parseRelease, storeDir, type Release } from './environment';
import { startStore, stopStore } from './store';

/**
 * `npm run store:real`: stands up the real store on 127.0.0.1 (`REAL_STORE_PORT`, 8088 by
 * default, or a free port when that one is busy) and prints its URL; the servers keep running.
 * It runs the current release of WordPress and WooCommerce; `npm run store:real -- --release=oldest`
 * the oldest supported one (environment.ts), in a store of its own beside it.
 * `npm run store:real:stop` stops both. The stores' files stay in `.real-store/` for the next run.
 */

const DEFAULT_PORT = 8088;

function releaseArgument(args: readonly string[]): Release {
	const given = args.find((arg) => arg.startsWith('--release='));
	return given ? parseRelease(given.slice('--release='.length)) : DEFAULT_RELEASE;
}

async function main(args: readonly string[]): Promise<number> {
	if (args[0] === 'stop') {
		for (const release of Object.keys(RELEASES) as Release[]) {
			const stopped = await stopStore(storeDir(release));
			console.log(`${RELEASES[release].label}: ${stopped ? 'real store stopped' : 'the real store was not running'}`);
		}
		return 0;
	}
	const release = releaseArgument(args);
	const found = findRealStoreToolchain(release);
	if ('missing' in found) {
		console.error(`Cannot start the real store: ${found.missing}`);
		return 1;
	}
	const started = Date.now();
	const { state, reused } = await startStore({
		release,
		toolchain: found.toolchain,
		dir: storeDir(release),
		port: Number(process.env.REAL_STORE_PORT ?? DEFAULT_PORT),
		log: (line) => console.log(line),
		built: false,
	});
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	console.log(`${RELEASES[release].label}: ${reused ? 'real store already running' : `real store ready in ${seconds} s (admin / admin-password)`}`);
	console.log(`${state.url}/`);
	return 0;
}

process.exitCode = await main(process.argv.slice(2));
