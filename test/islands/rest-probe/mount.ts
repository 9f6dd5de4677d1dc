import { restFetch } from '../../../shared/api/rest';
import type { Unmount } from '../../../islands/types';

/**
 * Calls the REST API once through the bundle's configured api-fetch (root, nonce, nonce
 * refresh) and writes the outcome on the host: `data-status` is `pending`, then `ok` or the
 * error's code; `data-user` is the id of the user the call ran as, when the answer has one.
 * The path comes from `data-path`.
 */

const DEFAULT_PATH = '/wp/v2/users/me';

export function mount(host: HTMLElement): Unmount {
	let mounted = true;
	host.dataset.status = 'pending';
	restFetch<{ id?: unknown }>({ path: host.dataset.path || DEFAULT_PATH }).then(
		(body) => {
			if (mounted) {
				host.dataset.user = typeof body?.id === 'number' ? String(body.id) : '';
				host.dataset.status = 'ok';
			}
		},
		(error: unknown) => {
			if (mounted) {
				host.dataset.status = errorCode(error);
			}
		},
	);
	return () => {
		mounted = false;
	};
}

function errorCode(error: unknown): string {
	if (typeof error === 'object' && error !== null) {
		const { code } = error as { code?: unknown };
		if (typeof code === 'string' && code !== '') {
			return code;
		}
	}
	return 'unknown_error';
}
