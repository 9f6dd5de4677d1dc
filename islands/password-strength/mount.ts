import { pageGlobal, scriptObject } from '../../shared/page-globals';
import type { Unmount } from '../types';
import { PASSWORD_STRENGTH_DATA, readStrengthSettings } from './data';
import { showStrength, userInputs } from './meter';
import { type Zxcvbn, loadZxcvbn, zxcvbnOnPage } from './zxcvbn';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * A new password's strength (registration when WooCommerce asks for a password, account
 * details, the password reset, the checkout's new account): WooCommerce's meter and its hold on
 * the submit button (meter.ts), scored by WordPress's zxcvbn as WordPress's meter scores it.
 * Only where the plugin printed the meter's data, that is where WooCommerce would have queued
 * its meter. The island loads on the first pointer, focus or key on the field; zxcvbn (~400 KB
 * gzip) only once the field has focus (or a value), where WooCommerce loaded jQuery, WordPress's
 * meter and zxcvbn with every such page. A value typed meanwhile is scored once zxcvbn is there.
 */

export function mount(field: HTMLElement): Unmount {
	const form = field instanceof HTMLInputElement ? field.form : null;
	// Where WooCommerce's own meter still runs (a site kept it), it does this itself.
	if (!(field instanceof HTMLInputElement) || !form || scriptObject(pageGlobal('wc_password_strength_meter_params')) !== null) {
		return () => undefined;
	}
	const settings = readStrengthSettings(builtIn('querySelector', field.ownerDocument)(PASSWORD_STRENGTH_DATA)?.textContent);
	if (!settings) {
		return () => undefined;
	}
	let zxcvbn: Zxcvbn | null = zxcvbnOnPage();
	let mounted = true;
	const update = (): void => {
		const score = zxcvbn && field.value !== '' ? zxcvbn(field.value, userInputs(field.ownerDocument)).score : null;
		showStrength(field, form, settings, score);
	};
	const load = (): void => {
		if (zxcvbn) {
			return;
		}
		void loadZxcvbn(settings.zxcvbnUrl).then((loaded) => {
			if (mounted && loaded) {
				zxcvbn = loaded;
				update();
			}
		});
	};
	const events = listeners();
	events.on(field, 'focus', load);
	events.on(field, 'input', update);
	events.on(field, 'change', update);
	if (builtIn('activeElement', field.ownerDocument) === field || field.value !== '') {
		load();
	}
	update();
	return () => {
		mounted = false;
		events.removeAll();
	};
}
