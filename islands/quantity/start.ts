import { builtIn } from '../../shared/page-document';
import { MODAL_DIALOG } from '../../shared/selectors';
import type { LoadStrategy } from '../types';
import { THEME_STEPPERS_DATA } from './theme-look';

/**
 * When a quantity box's island starts: on the shopper's first reach for the box (a pointer over
 * it, a touch, focus), its chunk fetched ahead, the signs drawn in the buttons' room meanwhile
 * and the field working (islands/quantity/style.css); at once in a modal dialog (the quick
 * view's answer), which the shopper has just opened, and on a page where it took over the
 * theme's stepper script (theme-look.ts), whose buttons were there once the page was ready.
 */
export function quantityStart(host: HTMLElement): LoadStrategy {
	return host.closest(MODAL_DIALOG) || builtIn('querySelector', host.ownerDocument)(THEME_STEPPERS_DATA) ? 'load' : 'interaction';
}
