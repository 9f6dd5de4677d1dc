import { MODAL_DIALOG } from '../../shared/selectors';
import type { LoadStrategy } from '../types';

/**
 * When a variable product's form island starts: on the shopper's intent, the server's native
 * selects working meanwhile; at once in a modal dialog (the quick view's answer), which the
 * shopper opened and whose React is running already; or as it nears the view when every option
 * comes chosen (the product's defaults, or `?attribute_…` in the URL), whose variation it has to
 * look up and show without any input (docs/product-form.md).
 */
export function variationsFormStart(form: HTMLElement): LoadStrategy {
	if (form.closest(MODAL_DIALOG)) {
		return 'load';
	}
	const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
	return selects.length > 0 && selects.every((select) => select.value !== '') ? 'visible' : 'interaction';
}
