import { BUILD_DIR, watch } from '../../esbuild.config.mjs';
import { startFixtureServer } from './index';

/**
 * `npm start`: builds the bundle (and the loader test bundle), rebuilds on change, and
 * serves the fixture store on 127.0.0.1:8080 (`PORT` overrides). `npm start -- --csp`
 * (or `CSP=1`) serves every page under the strict Content-Security-Policy.
 */

const DEFAULT_PORT = 8080;

const port = Number.parseInt(process.env.PORT ?? '', 10) || DEFAULT_PORT;
const csp = process.argv.includes('--csp') || process.env.CSP === '1';

const stopWatching = await watch({ withTestIslands: true });
const server = await startFixtureServer({ port, buildDir: BUILD_DIR, csp });
console.log(`Fixture store: ${server.url}/${csp ? ' (strict CSP)' : ''}`);

const shutdown = async (): Promise<void> => {
	await Promise.all([server.close(), stopWatching()]);
	process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
