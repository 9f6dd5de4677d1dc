import { isObject } from '../../shared/markup-settings';
import { readSettingsJson } from '../../shared/settings-tag';
import type { LoadStrategy } from '../types';

/**
 * When a CF7 form's island starts: on the shopper's intent (the form posts natively meanwhile,
 * as CF7's form does without JavaScript), or as it nears the view when it has a job to do
 * without any input: a form placed inside another form, whose fields would post with the outer
 * one, is replaced by CF7's error before the shopper fills it; and on a site behind a page cache
 * (the settings' `features.contactFormCached`) CF7 resets its forms on load
 * (docs/contact-forms.md), so a cached quiz or captcha is fresh before the shopper reads it. The
 * loader reads that one flag from the tag itself: shared/config.ts, which checks every field, is
 * not in its file.
 */
export function contactFormStart(container: HTMLElement): LoadStrategy {
	if (container.parentElement?.closest('form')) {
		return 'visible';
	}
	const settings = readSettingsJson();
	const cached = isObject(settings) && isObject(settings.features) && settings.features.contactFormCached === true;
	return cached ? 'visible' : 'interaction';
}
