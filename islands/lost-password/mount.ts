import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * The lost-password forms (`form.lost_reset_password`: asking for a reset link, choosing the new
 * password): once the form is sent, its submit button is disabled, so a second press cannot send
 * a second email or reset, as WooCommerce's lost-password script did (retired where this island
 * runs, and with it the site-wide script and jQuery it kept on that page). Unlike it, a submit
 * some other script cancelled leaves the button as it was: the listener is the window's, the
 * last to hear the event; and a page brought back from the back/forward cache gets its button
 * back. Loaded on the first pointer, focus or key in the form; a submit made
 * while it loads is held and replayed.
 */

export function mount(form: HTMLElement): Unmount {
	if (!(form instanceof HTMLFormElement)) {
		return () => undefined;
	}
	const view = builtIn('defaultView', form.ownerDocument);
	const disable = (disabled: boolean): void => {
		for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
			button.disabled = disabled;
		}
	};
	const onSubmit = (event: Event): void => {
		if (event.target === form && !event.defaultPrevented) {
			disable(true);
		}
	};
	const onPageShow = (event: PageTransitionEvent): void => {
		if (event.persisted) {
			disable(false);
		}
	};
	const events = listeners();
	events.on(view, 'submit', onSubmit);
	events.on(view, 'pageshow', onPageShow);
	return () => {
		events.removeAll();
	};
}
