import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';
import { writePluginZip } from '../../php-enqueue/tools/plugin-zip';
import { freePort, startMariaDb, startPhpServer, type RunningServer } from '../php-mariadb/servers';
import { DEBIAN_PACKAGES, findWordPressToolchain, type WordPressSite } from './environment';
import { TEST_BUILD_FOLDER, createSite } from './site';

declare module 'vitest' {
	export interface ProvidedContext {
		wordpress: WordPressSite;
	}
}

const SKIPPED: WordPressSite = { skip: '', url: '', siteDir: '', php: '', phpLog: '', testBuildUrl: '' };

/**
 * Builds the bundle and the plugin zip, starts MariaDB, installs a WordPress site with the
 * plugin from the zip, and serves it with PHP's built-in server. Without Debian's packages the
 * tests are skipped with the reason, except in CI (CI=true), where that is a failure.
 * Teardown stops both servers by process id and deletes the site.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const found = findWordPressToolchain();
	if ('missing' in found) {
		const reason = `WordPress tests skipped: missing ${found.missing.join(', ')}. Install them with: apt-get install ${DEBIAN_PACKAGES}`;
		if (process.env.CI === 'true') {
			throw new Error(reason.replace('tests skipped', 'tests cannot run in CI'));
		}
		console.warn(reason);
		project.provide('wordpress', { ...SKIPPED, skip: reason });
		return async () => {};
	}
	const { toolchain } = found;

	const dir = mkdtempSync(path.join(tmpdir(), 'shop-islands-wp-'));
	const servers: RunningServer[] = [];
	const teardown = async () => {
		for (const server of servers.reverse()) {
			await server.stop();
		}
		rmSync(dir, { recursive: true, force: true });
	};
	const stopOnExit = () => servers.forEach((server) => safeKill(server.pid));
	process.once('exit', stopOnExit);

	try {
		// The site gets its own copies of the builds (the zip and build/test/): a rebuild of
		// build/ by another test run in the same tree cannot pull files from under it.
		await buildOnce({ withTestIslands: true });
		const pluginZip = path.join(dir, 'shop-islands.zip');
		writePluginZip(pluginZip);
		const testBuildDir = path.join(dir, 'test-build');
		cpSync(TEST_BUILD_DIR, testBuildDir, { recursive: true });

		servers.push(await startMariaDb(toolchain, dir));
		const port = await freePort();
		const url = `http://127.0.0.1:${port}`;
		const siteDir = path.join(dir, 'site');
		await createSite({ toolchain, siteDir, url, dbPort: servers[0]!.port, pluginZip, testBuildDir });

		const phpLog = path.join(dir, 'php-server.log');
		writeFileSync(phpLog, '');
		servers.push(await startPhpServer(toolchain, siteDir, port, phpLog));

		project.provide('wordpress', {
			skip: '',
			url,
			siteDir,
			php: toolchain.php,
			phpLog,
			testBuildUrl: `${url}/wp-content/${TEST_BUILD_FOLDER}/`,
		});
	} catch (error) {
		await teardown();
		throw error;
	}

	return async () => {
		process.off('exit', stopOnExit);
		await teardown();
	};
}

function safeKill(pid: number): void {
	try {
		process.kill(pid, 'SIGKILL');
	} catch {
		// Already gone.
	}
}
