import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The islands build, run through its own command line rather than imported, so the fixture
 * store shares no code with the bundle: its contract is what the build writes, `manifest.json`.
 */

export interface WatchingBuild {
	/** Settles when the build process ends, by `stop()` or by itself. */
	readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>;
	stop(): Promise<void>;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = path.join(REPO_ROOT, 'build');
const BUILD_COMMAND = [path.join(REPO_ROOT, 'esbuild.config.mjs'), '--watch', '--with-test-islands'];
/** The watcher builds the bundle, then the loader test bundle; each writes its manifest when done. */
const MANIFESTS = [path.join(BUILD_DIR, 'manifest.json'), path.join(BUILD_DIR, 'test', 'manifest.json')];
const MANIFEST_POLL_MS = 100;

/**
 * Starts `node esbuild.config.mjs --watch --with-test-islands` and resolves once both
 * manifests have been written anew; rejects if the build ends before that.
 */
export async function watchIslandsBuild(): Promise<WatchingBuild> {
	const before = MANIFESTS.map(modifiedAt);
	const child = spawn(process.execPath, BUILD_COMMAND, { cwd: REPO_ROOT, stdio: 'inherit' });
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
		child.once('exit', (code, signal) => resolve({ code, signal }));
	});
	const build: WatchingBuild = {
		exited,
		async stop() {
			if (child.exitCode === null && child.signalCode === null) {
				child.kill('SIGTERM');
			}
			await exited;
		},
	};
	await new Promise<void>((resolve, reject) => {
		const poll = setInterval(() => {
			if (MANIFESTS.every((file, index) => modifiedAt(file) !== before[index])) {
				clearInterval(poll);
				resolve();
			}
		}, MANIFEST_POLL_MS);
		void exited.then(({ code, signal }) => {
			clearInterval(poll);
			reject(new Error(`The islands build stopped before its first build (${signal ?? `exit code ${code}`})`));
		});
	});
	return build;
}

/** The file's modification time, or null when it does not exist. */
function modifiedAt(file: string): number | null {
	return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;
}
