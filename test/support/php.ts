import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findExecutable } from '../php-mariadb/toolchain';

/**
 * php-cli for the unit tests that run PHP (Debian's `php-cli`). Without it they are skipped
 * with the reason in their name, except in CI (CI=true), where that is a failure, as for the
 * WordPress tests: `.ci/run` installs PHP.
 */

const PHP = findExecutable('php');
const MISSING = 'php is missing; install it with: apt-get install php-cli';

/** A describe block whose tests get the php binary; see above for a machine without one. */
export function describeWithPhp(name: string, body: (php: string) => void): void {
	if (PHP) {
		describe(name, () => body(PHP));
	} else if (process.env.CI === 'true') {
		describe(name, () => {
			it('runs on php-cli', () => {
				throw new Error(`${name}: cannot run in CI: ${MISSING}`);
			});
		});
	} else {
		describe.skip(`${name} (skipped: ${MISSING})`, () => body(''));
	}
}

export interface PhpResult {
	readonly status: number | null;
	readonly stdout: string;
	readonly stderr: string;
}

/** Runs php with the given arguments; every error goes to stderr, none to the output. */
export function runPhp(php: string, args: readonly string[]): PhpResult {
	const result = spawnSync(php, ['-d', 'display_errors=stderr', '-d', 'error_reporting=-1', ...args], { encoding: 'utf8' });
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs php and expects it to end cleanly (status 0, nothing on stderr); returns what it printed. */
export function runPhpOk(php: string, args: readonly string[]): string {
	const result = runPhp(php, args);
	expect(result.stderr).toBe('');
	expect(result.status).toBe(0);
	return result.stdout;
}

/** Runs php as {@link runPhpOk} does and reads what it printed as JSON. */
export function runPhpJson(php: string, args: readonly string[]): unknown {
	return JSON.parse(runPhpOk(php, args));
}
