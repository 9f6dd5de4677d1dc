/**
 * A theme's stepper script the island took over (php-enqueue/includes/replaced-script-tables.php,
 * SHOP_ISLANDS_THEME_STEPPERS): where the plugin retired one, it prints this block with the class
 * that script gave each box, which the theme's styles key on, and the island draws the buttons as
 * that script did: WooCommerce's classic `<input type="button" value="-" class="minus">` before the
 * field and `… value="+" class="plus">` after it, at once, as the script did once the page was
 * ready. Its styles then look after them, as before.
 */

/** The plugin's block (an element post content cannot hold: kses strips `script`). */
export const THEME_STEPPERS_DATA = 'script#shop-islands-theme-steppers[type="application/json"]';

export interface ThemeSteppers {
	/** The class the theme's script added to each box it gave steppers. */
	readonly boxClass: string;
}

/** One class name, as a theme's stylesheet could select it. */
const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;

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
	const boxClass = typeof parsed === 'object' && parsed !== null && 'boxClass' in parsed ? parsed.boxClass : null;
	return typeof boxClass === 'string' && CLASS_NAME.test(boxClass) ? { boxClass } : null;
}
