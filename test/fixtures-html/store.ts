import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFixtureServer } from '../../fixtures-html/server/index';

/**
 * A fixture store on a free port with a fake build (a manifest and nothing else), and a
 * shopper that keeps cookies between requests like a browser.
 */

export const FAKE_MANIFEST = {
	version: 'test-version',
	entry: 'loader-TEST.js',
	style: 'islands-TEST.css',
	chunks: ['loader-TEST.js'],
	islands: {},
	preload: [],
	dependencies: [],
};

export interface TestStore {
	readonly url: string;
	readonly buildDir: string;
	close(): Promise<void>;
}

export async function startTestStore(options: { csp?: boolean; withManifest?: boolean } = {}): Promise<TestStore> {
	const buildDir = mkdtempSync(path.join(tmpdir(), 'fixture-build-'));
	if (options.withManifest ?? true) {
		writeFileSync(path.join(buildDir, 'manifest.json'), JSON.stringify(FAKE_MANIFEST));
	}
	const server = await startFixtureServer({ port: 0, buildDir, csp: options.csp ?? false });
	return {
		url: server.url,
		buildDir,
		async close() {
			await server.close();
			rmSync(buildDir, { recursive: true, force: true });
		},
	};
}

export type Form = Record<string, string | readonly string[]>;

export interface Shopper {
	get(path: string, headers?: Record<string, string>): Promise<Response>;
	post(path: string, form: Form, headers?: Record<string, string>): Promise<Response>;
	postMultipart(path: string, form: Form): Promise<Response>;
	postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
	cookie(name: string): string | undefined;
	/** Every Set-Cookie header of the last response, as sent. */
	readonly lastSetCookies: readonly string[];
}

export function shopper(baseUrl: string): Shopper {
	const jar = new Map<string, string>();
	let lastSetCookies: string[] = [];
	async function send(pathName: string, init: RequestInit): Promise<Response> {
		const headers = new Headers(init.headers);
		if (jar.size > 0) {
			headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
		}
		const response = await fetch(new URL(pathName, baseUrl), { ...init, headers, redirect: 'manual' });
		lastSetCookies = response.headers.getSetCookie();
		for (const header of lastSetCookies) {
			const [pair = '', ...attributes] = header.split(';');
			const separator = pair.indexOf('=');
			const name = pair.slice(0, separator).trim();
			const value = pair.slice(separator + 1).trim();
			const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
			if (expired || value === '') {
				jar.delete(name);
			} else {
				jar.set(name, value);
			}
		}
		return response;
	}
	const encode = (form: Form): URLSearchParams => {
		const params = new URLSearchParams();
		for (const [name, value] of Object.entries(form)) {
			for (const item of typeof value === 'string' ? [value] : value) {
				params.append(name, item);
			}
		}
		return params;
	};
	return {
		get: (pathName, headers = {}) => send(pathName, { headers }),
		post: (pathName, form, headers = {}) => send(pathName, { method: 'POST', body: encode(form), headers }),
		postMultipart(pathName, form) {
			const data = new FormData();
			for (const [name, value] of encode(form)) {
				data.append(name, value);
			}
			return send(pathName, { method: 'POST', body: data });
		},
		postJson: (pathName, body, headers = {}) =>
			send(pathName, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } }),
		cookie: (name) => jar.get(name),
		get lastSetCookies() {
			return lastSetCookies;
		},
	};
}

/** The settings JSON a page printed for the islands. */
export function pageSettings(html: string): Record<string, unknown> {
	const match = /<script type="application\/json" id="shop-islands-settings">(.*?)<\/script>/s.exec(html);
	if (!match?.[1]) {
		throw new Error('The page has no settings tag');
	}
	return JSON.parse(match[1]) as Record<string, unknown>;
}
