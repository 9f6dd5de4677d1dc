import type { AddressInfo } from 'node:net';
import { type FixtureOptions, createFixtureApp } from './app';

export type { FixtureOptions } from './app';

export interface RunningFixtureServer {
	/** `http://127.0.0.1:8080`, without a trailing slash. */
	readonly url: string;
	close(): Promise<void>;
}

/** Starts the fixture store; port 0 picks a free port. */
export async function startFixtureServer(
	options: FixtureOptions & { port: number; host?: string },
): Promise<RunningFixtureServer> {
	const host = options.host ?? '127.0.0.1';
	const app = createFixtureApp({ buildDir: options.buildDir, csp: options.csp });
	const server = app.listen(options.port, host);
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', reject);
	});
	const { port } = server.address() as AddressInfo;
	const urlHost = host.includes(':') ? `[${host}]` : host;
	return {
		url: `http://${urlHost}:${port}`,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				// Browsers keep connections alive; close them so shutdown does not wait for them.
				server.closeAllConnections();
			}),
	};
}
