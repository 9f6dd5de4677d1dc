import type { Unmount } from '../types';
import { type NoMinFloor, currentValue, decreased, increased, raisedToMin, readLimits } from './stepper';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';
import { THEME_STEPPERS_DATA, type ThemeSteppers, readThemeSteppers } from './theme-look';

/**
 * A quantity box (`div.quantity` around `input.qty`, docs/product-form.md) on any page: simple,
 * grouped and variable product forms, the cart. It raises a value below min once on mount (not in
 * the cart's own quantity column) and adds "-" and "+" buttons around the number. Plain DOM: it
 * only decorates the server's input. Limits are read from the input on every press, so the
 * variation form may change min, max and value at any time. Where the theme gives the box steppers
 * of its own (Astra prints inert ones its script replaces, OceanWP adds them once jQuery is ready), its buttons
 * are the box's: the island adds none, and takes its own away when the theme's come later. Where
 * the plugin retired a theme's stepper script the island covers, the island draws that script's
 * buttons instead (theme-look.ts), and the theme's styles dress them.
 */

/** A control in the box that is not the input nor ours: the theme's own steppers. */
const THEME_STEPPER = 'button, a, input:not(.qty):not([type="hidden"]), .plus, .minus';

/** The cart's quantity column, where a value below min is the shopper's own and stays. */
const CART_COLUMN = '.product-quantity';
/** Lists where "-" may reach 0 without a min: a grouped product's rows, and the cart. */
const ZERO_FLOOR_LISTS = `.woocommerce-grouped-product-list, ${CART_COLUMN}`;

export function mount(host: HTMLElement): Unmount {
	const input = host.querySelector<HTMLInputElement>('input.qty');
	// Hidden inputs (min equals max) and date-type quantity fields are left alone.
	if (!input || input.type !== 'number') {
		return () => undefined;
	}
	if (!host.closest(CART_COLUMN)) {
		const raised = raisedToMin(input);
		if (raised !== null) {
			setValue(input, raised);
		}
	}
	const look = readThemeSteppers(builtIn('querySelector', host.ownerDocument)(THEME_STEPPERS_DATA)?.textContent);
	if (look?.placeholder) {
		// The theme's inert steppers, kept in their room until its script replaced them: the island does.
		host.querySelectorAll(`:scope > .${look.placeholder}`).forEach((placeholder) => placeholder.remove());
	}
	if (themeSteppers(host)) {
		return () => undefined;
	}
	const floor: NoMinFloor = host.closest(ZERO_FLOOR_LISTS) ? 0 : 1;
	const boxClass = look?.boxClass ?? 'shop-islands-quantity';
	const minus = stepButton('-', 'minus', input, look);
	const plus = stepButton('+', 'plus', input, look);

	const stepTo = (next: number | null): void => {
		if (next === null || input.value === String(next)) {
			return;
		}
		setValue(input, next);
		if (look?.updatesCart) {
			sendCartUpdate(input);
		}
	};
	const onMinus = (event: Event): void => {
		event.preventDefault();
		stepTo(decreased(currentValue(input), readLimits(input), floor));
	};
	const onPlus = (event: Event): void => {
		event.preventDefault();
		stepTo(increased(currentValue(input), readLimits(input)));
	};

	const events = listeners();
	if (look?.control === 'link') {
		// A link in the role of a button, without an address: Enter and Space press it.
		for (const [control, step] of [[minus, onMinus], [plus, onPlus]] as const) {
			events.on(control, 'keydown', (event: KeyboardEvent) => {
				if (event.key === ' ' || event.key === 'Enter') {
					step(event);
				}
			});
		}
	}
	const standAside = (): void => {
		observer.disconnect();
		events.removeAll();
		minus.remove();
		plus.remove();
		host.classList.remove(boxClass);
	};
	const observer = new MutationObserver(() => {
		if (themeSteppers(host)) {
			standAside();
		}
	});

	events.on(minus, 'click', onMinus);
	events.on(plus, 'click', onPlus);
	input.before(minus);
	input.after(plus);
	host.classList.add(boxClass);
	observer.observe(host, { childList: true });
	return standAside;
}

/** Whether the theme gave the box steppers of its own. */
function themeSteppers(host: HTMLElement): boolean {
	return [...host.querySelectorAll(THEME_STEPPER)].some((control) => !control.classList.contains('shop-islands-quantity__step'));
}

/**
 * The sign is the button's text (its value, in the theme's look), as docs/product-form.md gives
 * it; it names the input it changes.
 */
function stepButton(sign: '-' | '+', modifier: 'minus' | 'plus', input: HTMLInputElement, look: ThemeSteppers | null): HTMLElement {
	const create = builtIn('createElement', input.ownerDocument);
	let button: HTMLInputElement | HTMLButtonElement | HTMLAnchorElement;
	if (look?.control === 'link') {
		// No address: a link in the role of a button, focusable and pressed by the keys of one.
		button = create('a');
		button.tabIndex = 0;
		button.setAttribute('role', 'button');
		button.textContent = sign;
		button.className = `${modifier} shop-islands-quantity__step`;
	} else if (look) {
		button = create('input');
		button.type = 'button';
		button.value = sign;
		button.className = `${modifier} shop-islands-quantity__step`;
	} else {
		button = create('button');
		button.type = 'button';
		button.textContent = sign;
		button.className = `shop-islands-quantity__step shop-islands-quantity__step--${modifier}`;
	}
	if (input.id) {
		button.setAttribute('aria-controls', input.id);
	}
	return button;
}

/**
 * Sends the cart form as its "Update cart" button does, as the theme's script did after each step
 * (`updatesCart`): WooCommerce's cart script updates the cart in the background, or the form is
 * posted where it is not on the page. The button is enabled first: that script disables it until a
 * field changes.
 */
function sendCartUpdate(input: HTMLInputElement): void {
	const update = input.form?.querySelector<HTMLButtonElement>('button[name="update_cart"], input[name="update_cart"]');
	if (update) {
		update.disabled = false;
		update.click();
	}
}

/** As a shopper's typing: `input` and `change` bubble, so forms and other scripts follow. */
function setValue(input: HTMLInputElement, value: number): void {
	input.value = String(value);
	input.dispatchEvent(new Event('input', { bubbles: true }));
	input.dispatchEvent(new Event('change', { bubbles: true }));
}
