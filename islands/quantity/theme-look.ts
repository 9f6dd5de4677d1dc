/**
 * A theme's stepper script the island took over (php-enqueue/includes/replaced-script-tables.php,
 * SHOP_ISLANDS_THEME_STEPPERS): where the plugin retired one, it prints this block with the look
 * that script gave each box, and the island draws the buttons as that script did, at once, as the
 * script did once the page was ready, so that the theme's styles dress them as before:
 * - `boxClass`: the class the script added to each box it gave steppers, which the styles key on;
 * - `control`: what each button is: WooCommerce's classic `<input type="button" value="-"
 *   class="minus">` (`input`, Kadence's), or a link `<a class="minus">-</a>` (`link`, Astra's);
 * - `placeholder`: the class of the inert steppers the theme prints on the server, so that the box
 *   keeps their room until the script replaced them (Astra's `ast-qty-placeholder`), which the
 *   island replaces in turn;
 * - `updatesCart`: the script sent the cart form's "Update cart" after each step (Astra's).
 */

/** The plugin's block (an element post content cannot hold: kses strips `script`). */
export const THEME_STEPPERS_DATA = 'script#shop-islands-theme-steppers[type="application/json"]';

export interface ThemeSteppers {
	readonly boxClass: string;
	readonly control: 'input' | 'link';
	readonly placeholder: string | null;
	readonly updatesCart: boolean;
}

/** One class name, as a theme's stylesheet could select it. */
const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;

function className(value: unknown): value is string {
	return typeof value === 'string' && CLASS_NAME.test(value);
}

/**
 * The block's look, or null when there is none or it is malformed: the island's own look then.
 * Read here rather than through shared/markup-settings.ts, so the island's chunk stays one file.
 */
export function readThemeSteppers(raw: string | null | undefined): ThemeSteppers | null {
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw ?? '');
	} catch {
		return null;
	}
	if (typeof parsed !== 'object' || parsed === null) {
		return null;
	}
	const { boxClass, control = 'input', placeholder = null, updatesCart = false } = parsed as Record<string, unknown>;
	if (!className(boxClass) || (control !== 'input' && control !== 'link') || (placeholder !== null && !className(placeholder)) || typeof updatesCart !== 'boolean') {
		return null;
	}
	return { boxClass, control, placeholder, updatesCart };
}
