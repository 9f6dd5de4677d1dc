import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import type { Toolchain } from './toolchain';

/**
 * The servers of a WordPress site under test: a MariaDB of its own and PHP's built-in server,
 * both on 127.0.0.1, each stopped by its own process id. A `detached` server outlives the
 * Node process that started it (the real store keeps running between commands).
 */

export interface ServerOptions {
	/** Leave the server running when this process exits; stop it later with stopProcess(). */
	readonly detached?: boolean;
	/** Extra environment variables. */
	readonly env?: Readonly<Record<string, string>>;
}

/** The router of PHP's built-in server for a WordPress site (pretty permalinks, /wp-json/). */
export const WORDPRESS_ROUTER = path.join(import.meta.dirname, 'router.php');

export interface RunningServer {
	readonly port: number;
	readonly pid: number;
	stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const POLL_INTERVAL_MS = 100;

/** Extra flags when running as root, which mariadbd refuses without being told. */
function asRootFlags(): string[] {
	return process.getuid?.() === 0 ? ['--user=root'] : [];
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
		});
	});
}

/**
 * Starts MariaDB on the data folder under `dir`, without grant tables; initialises the folder
 * first unless an earlier run did.
 */
export async function startMariaDb(toolchain: Toolchain, dir: string, options: ServerOptions = {}): Promise<RunningServer> {
	const dataDir = path.join(dir, 'mysql-data');
	if (!existsSync(path.join(dataDir, 'mysql'))) {
		mkdirSync(dataDir, { recursive: true });
		await run(toolchain.installDb, [
			'--no-defaults',
			`--datadir=${dataDir}`,
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
			...asRootFlags(),
		]);
	}

	const port = await freePort();
	const errorLog = path.join(dir, 'mysqld.err');
	const child = spawnServer(
		toolchain.mariadbd,
		[
			'--no-defaults',
			`--datadir=${dataDir}`,
			`--socket=${path.join(dir, 'mysqld.sock')}`,
			`--pid-file=${path.join(dir, 'mysqld.pid')}`,
			`--log-error=${errorLog}`,
			`--tmpdir=${dir}`,
			'--bind-address=127.0.0.1',
			`--port=${port}`,
			// A throwaway server reachable from this machine only: no users, no passwords.
			'--skip-grant-tables',
			'--skip-log-bin',
			'--innodb-buffer-pool-size=32M',
			'--innodb-flush-log-at-trx-commit=0',
			...asRootFlags(),
		],
		{ stdio: 'ignore', ...options },
	);
	return started(child, port, () => readText(errorLog));
}

/** Starts `php -S 127.0.0.1:<port>` on the site folder with the router; stderr goes to `logFile`. */
export async function startPhpServer(
	toolchain: Toolchain,
	siteDir: string,
	port: number,
	logFile: string,
	options: ServerOptions = {},
): Promise<RunningServer> {
	const log = openSync(logFile, 'a');
	const child = spawnServer(
		toolchain.php,
		[
			// Errors are logged to stderr as well as shown in the page (WP_DEBUG_DISPLAY).
			'-d',
			'log_errors=1',
			'-d',
			'error_log=',
			'-S',
			`127.0.0.1:${port}`,
			'-t',
			siteDir,
			WORDPRESS_ROUTER,
		],
		{ cwd: siteDir, stdio: ['ignore', log, log], ...options },
	);
	closeSync(log);
	return started(child, port, () => readText(logFile));
}

function spawnServer(
	command: string,
	args: readonly string[],
	{ detached = false, env = {}, ...spawnOptions }: ServerOptions & Pick<SpawnOptions, 'cwd' | 'stdio'>,
): ChildProcess {
	const child = spawn(command, args, { ...spawnOptions, detached, env: { ...process.env, ...env } });
	if (detached) {
		child.unref();
	}
	return child;
}

/**
 * Stops a detached server by id (SIGTERM, then SIGKILL after a while); resolves once it is
 * gone. The signal goes to its process group, which it leads: `php -S` with workers leaves
 * them running when only the first process is stopped.
 */
export async function stopProcess(pid: number): Promise<void> {
	const deadline = Date.now() + STOP_TIMEOUT_MS;
	signal(-pid, 'SIGTERM');
	while (groupIsRunning(pid)) {
		if (Date.now() > deadline) {
			signal(-pid, 'SIGKILL');
		}
		await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
	}
}

/** Whether a process with this id exists (and is not a zombie waiting for its parent). */
export function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0);
	} catch {
		return false;
	}
	return !/^\S+ \(.*\) Z/.test(readText(`/proc/${pid}/stat`));
}

function groupIsRunning(pid: number): boolean {
	try {
		process.kill(-pid, 0);
	} catch {
		return false;
	}
	// A leader that is a zombie of this process (its group empty otherwise) counts as gone.
	return isRunning(pid) || readdirSync('/proc').some((entry) => /^\d+$/.test(entry) && entry !== String(pid) && processGroup(Number(entry)) === pid);
}

function processGroup(pid: number): number {
	// /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses.
	const fields = readText(`/proc/${pid}/stat`).split(') ')[1]?.split(' ');
	return Number(fields?.[2] ?? -1);
}

function signal(pid: number, name: NodeJS.Signals): void {
	try {
		process.kill(pid, name);
	} catch {
		// Already gone.
	}
}

/** Waits until the child accepts connections on `port`; fails with its log if it exits first. */
async function started(child: ChildProcess, port: number, log: () => string): Promise<RunningServer> {
	const pid = child.pid;
	if (pid === undefined) {
		throw new Error(`could not start ${child.spawnfile}`);
	}
	let exited = false;
	const exit = new Promise<void>((resolve) => {
		child.once('exit', () => {
			exited = true;
			resolve();
		});
	});
	const server: RunningServer = {
		port,
		pid,
		async stop() {
			if (exited) {
				return;
			}
			process.kill(pid, 'SIGTERM');
			const timer = setTimeout(() => !exited && process.kill(pid, 'SIGKILL'), STOP_TIMEOUT_MS);
			await exit;
			clearTimeout(timer);
		},
	};
	const deadline = Date.now() + READY_TIMEOUT_MS;
	while (!(await accepts(port))) {
		if (exited || Date.now() > deadline) {
			await server.stop();
			throw new Error(`${child.spawnfile} did not start on port ${port}:\n${log().slice(-4000)}`);
		}
		await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
	}
	return server;
}

function accepts(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/** Runs a program to completion; rejects with its output when it fails. */
export function run(command: string, args: readonly string[], options: { cwd?: string } = {}): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.once('error', reject);
		child.once('exit', (code) => {
			if (code === 0) {
				resolve(output);
			} else {
				reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
			}
		});
	});
}

function readText(file: string): string {
	try {
		return readFileSync(file, 'utf8');
	} catch {
		return '';
	}
}
