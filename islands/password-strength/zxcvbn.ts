import { pageGlobal, scriptFunction } from '../../shared/page-globals';
import { allowedUrl } from '../../shared/urls';
import { builtIn } from '../../shared/page-document';

/**
 * WordPress's copy of zxcvbn (wp-includes/js/zxcvbn.min.js, ~400 KB gzip), loaded once a page
 * needs a score, as WordPress's zxcvbn-async loaded it at every such page's load. A classic
 * script that defines the global `zxcvbn`; its address comes from the plugin's data and must
 * pass the URL check. A failed load is tried again on the next call.
 */

export type Zxcvbn = (password: string, userInputs: readonly string[]) => { readonly score: number };

let loading: Promise<Zxcvbn | null> | null = null;

export function loadZxcvbn(url: string): Promise<Zxcvbn | null> {
	const loaded = zxcvbnOnPage();
	if (loaded) {
		return Promise.resolve(loaded);
	}
	const src = allowedUrl(url);
	if (!src) {
		return Promise.resolve(null);
	}
	if (loading) {
		return loading;
	}
	const script = builtIn('createElement')('script');
	script.src = src;
	script.async = true;
	const pending = new Promise<Zxcvbn | null>((resolve) => {
		script.addEventListener('load', () => resolve(zxcvbnOnPage()));
		script.addEventListener('error', () => {
			loading = null;
			script.remove();
			resolve(null);
		});
	});
	// Noted before the script goes in: a failure reported at once still clears it.
	loading = pending;
	builtIn('head').append(script);
	return pending;
}

export function zxcvbnOnPage(): Zxcvbn | null {
	return scriptFunction<Zxcvbn>(pageGlobal('zxcvbn'));
}
