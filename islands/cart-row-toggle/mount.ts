import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';

/**
 * A cart page row (`tr.woocommerce-cart-form__cart-item`, docs/cart.md). When the row lists
 * product details (`dl.variation`: the chosen options), a toggle after the product name
 * collapses and expands them. It only decorates the server's row, so it is plain DOM, not
 * React. The details start shown, as printed; without JavaScript they simply stay visible.
 */

const EXPANDED_CLASS = 'is-expanded';

let nextId = 0;

export function mount(row: HTMLElement): Unmount {
	const details = row.querySelector<HTMLElement>('.product-name dl.variation');
	const name = row.querySelector<HTMLElement>('.product-name a');
	if (!details || !name) {
		return () => undefined;
	}
	if (!details.id) {
		nextId += 1;
		details.id = `shop-islands-row-details-${nextId}`;
	}
	const container = builtIn('createElement')('span');
	container.className = 'shop-islands-row-toggle-host';
	const toggle = builtIn('createElement')('button');
	toggle.type = 'button';
	toggle.className = 'shop-islands-row-toggle';
	toggle.setAttribute('aria-controls', details.id);
	toggle.setAttribute('aria-label', (name.textContent ?? '').trim());
	const icon = builtIn('createElement')('span');
	icon.className = 'shop-islands-row-toggle__icon';
	icon.setAttribute('aria-hidden', 'true');
	toggle.append(icon);
	container.append(toggle);

	const show = (expanded: boolean): void => {
		details.hidden = !expanded;
		toggle.setAttribute('aria-expanded', String(expanded));
		toggle.classList.toggle(EXPANDED_CLASS, expanded);
	};
	const onClick = (): void => show(details.hidden);

	show(true);
	toggle.addEventListener('click', onClick);
	details.before(container);
	return () => {
		toggle.removeEventListener('click', onClick);
		container.remove();
		details.hidden = false;
	};
}
