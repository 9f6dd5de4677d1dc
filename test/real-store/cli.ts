import { findRealStoreToolchain, STORE_DIR } from './environment';
import { startStore, stopStore } from './store';

/**
 * `npm run store:real`: stands up the real store on 127.0.0.1 (`REAL_STORE_PORT`, 8088 by
 * default, or a free port when that one is busy) and prints its URL; the servers keep running.
 * `npm run store:real:stop` stops them. The store's files stay in `.real-store/` for the next run.
 */

const DEFAULT_PORT = 8088;

async function main(): Promise<number> {
	if (process.argv[2] === 'stop') {
		console.log((await stopStore(STORE_DIR)) ? 'Real store stopped' : 'The real store was not running');
		return 0;
	}
	const found = findRealStoreToolchain();
	if ('missing' in found) {
		console.error(`Cannot start the real store: ${found.missing}`);
		return 1;
	}
	const started = Date.now();
	const { state, reused } = await startStore({
		toolchain: found.toolchain,
		dir: STORE_DIR,
		port: Number(process.env.REAL_STORE_PORT ?? DEFAULT_PORT),
		log: (line) => console.log(line),
		built: false,
	});
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	console.log(reused ? `Real store already running` : `Real store ready in ${seconds} s (admin / admin-password)`);
	console.log(`${state.url}/`);
	return 0;
}

process.exitCode = await main();
