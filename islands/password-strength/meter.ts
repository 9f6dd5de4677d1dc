import type { StrengthSettings } from './data';
import { builtIn } from '../../shared/page-document';

/**
 * WooCommerce's strength meter under a new password, in its markup (so a theme's styles apply):
 * `div#password_strength.woocommerce-password-strength` after the field (after its
 * `span.password-input` when it has a toggle), classed `short`, `bad`, `good` or `strong` by
 * zxcvbn's score and naming it in WordPress's words, with " - Please enter a stronger password."
 * below WooCommerce's minimum (3), and WordPress's hint under a weak one; the field is described
 * by it. A score below the minimum disables the form's submit buttons (on the checkout only when
 * WooCommerce is told to hold it), as WooCommerce's meter does. Unlike it, the meter is a polite
 * live region (`role="status"`, not an assertive alert on every key) and stays out of sight
 * until there is a score to show.
 */

const METER_ID = 'password_strength';
const METER_CLASS = 'woocommerce-password-strength';
const HINT_CLASS = 'woocommerce-password-hint';
const SCORE_CLASSES = ['short', 'bad', 'good', 'strong'] as const;
/** Scores at or under this get WordPress's hint (zxcvbn's "very weak" and "weak"). */
const HINTED_SCORE = 2;

/** Shows `score` (zxcvbn's 0–4, or null while unknown) for `field`'s value. */
export function showStrength(field: HTMLInputElement, form: HTMLFormElement, settings: StrengthSettings, score: number | null): void {
	form.querySelector(`.${HINT_CLASS}`)?.remove();
	let meter = form.querySelector<HTMLElement>(`.${METER_CLASS}`);
	if (field.value === '' || score === null) {
		if (meter) {
			meter.hidden = true;
		}
		describe(field, false);
		holdSubmit(form, false);
		return;
	}
	meter ??= createMeter(field);
	meter.hidden = false;
	describe(field, true);
	const { words } = settings;
	const weak = score < settings.minStrength;
	meter.classList.remove(...SCORE_CLASSES);
	meter.classList.add(scoreClass(score));
	meter.textContent = `${scoreWord(score, settings)}${weak ? ` - ${words.error}` : ''}`;
	if (score <= HINTED_SCORE) {
		const hint = builtIn('createElement')('small');
		hint.className = HINT_CLASS;
		hint.textContent = words.hint;
		meter.after(hint);
	}
	holdSubmit(form, weak && (!form.matches('form.checkout') || settings.stopCheckout));
}

function createMeter(field: HTMLInputElement): HTMLElement {
	const meter = builtIn('createElement')('div');
	meter.id = METER_ID;
	meter.className = METER_CLASS;
	meter.setAttribute('role', 'status');
	const wrapper = field.parentElement;
	(wrapper?.classList.contains('password-input') ? wrapper : field).after(meter);
	return meter;
}

function scoreClass(score: number): (typeof SCORE_CLASSES)[number] {
	return score <= 0 ? 'short' : score <= HINTED_SCORE ? 'bad' : score === 3 ? 'good' : 'strong';
}

function scoreWord(score: number, { words }: StrengthSettings): string {
	return score <= 0 ? words.short : score <= HINTED_SCORE ? words.bad : score === 3 ? words.good : words.strong;
}

/** Adds or removes the meter among the field's descriptions, keeping any it had. */
function describe(field: HTMLInputElement, described: boolean): void {
	const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '' && id !== METER_ID);
	const next = described ? [...ids, METER_ID] : ids;
	if (next.length > 0) {
		field.setAttribute('aria-describedby', next.join(' '));
	} else {
		field.removeAttribute('aria-describedby');
	}
}

function holdSubmit(form: HTMLFormElement, held: boolean): void {
	for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
		button.disabled = held;
		button.classList.toggle('disabled', held);
	}
}

/**
 * The words of the page that make a password guessable, as WordPress's meter passes them to
 * zxcvbn: the title, the address and WordPress's profile fields, split at non-word characters,
 * four letters or longer, each once.
 */
export function userInputs(doc: Document): string[] {
	const values = [builtIn('title', doc), builtIn('URL', doc)];
	for (const id of ['user_login', 'first_name', 'last_name', 'nickname', 'display_name', 'email', 'url', 'description', 'weblog_title', 'admin_email']) {
		const field = builtIn('getElementById', doc)(id);
		if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
			values.push(field.defaultValue, field.value);
		}
	}
	const words = values.flatMap((value) => value.replace(/\W/g, ' ').split(' ')).filter((word) => word.length >= 4);
	return [...new Set(words)];
}
