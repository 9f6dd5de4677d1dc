import { startFixtureServer } from './index';
import { BUILD_DIR, watchIslandsBuild } from './islands-build';

/**
 * `npm start`: builds the bundle (and the loader test bundle), rebuilds on change, and
 * serves the fixture store on 127.0.0.1:8080 (`PORT` overrides). `npm start -- --csp`
 * (or `CSP=1`) serves every page under the strict Content-Security-Policy.
 */

const DEFAULT_PORT = 8080;

const port = Number.parseInt(process.env.PORT ?? '', 10) || DEFAULT_PORT;
const csp = process.argv.includes('--csp') || process.env.CSP === '1';

const build = await watchIslandsBuild();
const server = await startFixtureServer({ port, buildDir: BUILD_DIR, csp }).catch(async (error: unknown) => {
	await build.stop();
	throw error;
});
console.log(`Fixture store: ${server.url}/${csp ? ' (strict CSP)' : ''}`);

let stopping = false;
const shutdown = async (exitCode: number): Promise<void> => {
	if (stopping) {
		return;
	}
	stopping = true;
	await Promise.all([server.close(), build.stop()]);
	process.exit(exitCode);
};
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
// Ctrl-C reaches the build too; any other end of the watcher would leave pages on a stale build.
void build.exited.then(({ code, signal }) => {
	if (stopping) {
		return;
	}
	if (signal === 'SIGINT' || signal === 'SIGTERM') {
		void shutdown(0);
		return;
	}
	console.error(`Fixture store: the islands build stopped (${signal ?? `exit code ${code}`}); stopping the store.`);
	void shutdown(1);
});
