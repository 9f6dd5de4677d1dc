/**
 * Web storage that never throws: disabled storage (Safari private mode, a blocked
 * third-party frame), a full quota or a value that is not what we wrote all read as
 * "nothing stored" and writes that fail are dropped.
 */

export type StorageArea = 'session' | 'local';

function area(kind: StorageArea): Storage | null {
	try {
		return kind === 'session' ? window.sessionStorage : window.localStorage;
	} catch {
		return null;
	}
}

export function readItem(kind: StorageArea, key: string): string | null {
	try {
		return area(kind)?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

/** Returns false when the value could not be stored. */
export function writeItem(kind: StorageArea, key: string, value: string): boolean {
	const storage = area(kind);
	if (!storage) {
		return false;
	}
	try {
		storage.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}

export function removeItem(kind: StorageArea, key: string): void {
	try {
		area(kind)?.removeItem(key);
	} catch {
		// Nothing to clean up in storage we cannot reach.
	}
}

/** Reads JSON and lets `accept` decide whether it has the expected shape; anything else is null. */
export function readJson<T>(kind: StorageArea, key: string, accept: (value: unknown) => value is T): T | null {
	const text = readItem(kind, key);
	if (text === null) {
		return null;
	}
	try {
		const value: unknown = JSON.parse(text);
		return accept(value) ? value : null;
	} catch {
		return null;
	}
}

export function writeJson(kind: StorageArea, key: string, value: unknown): boolean {
	return writeItem(kind, key, JSON.stringify(value));
}
