import { renderIsland } from '../../shared/react-island';
import type { Unmount } from '../types';
import { RowToggle } from './RowToggle';

/**
 * A cart page row (`tr.woocommerce-cart-form__cart-item`). When the row lists product
 * details (`dl.variation`: the chosen options), a toggle after the product name expands and
 * collapses them. Without JavaScript the details simply stay visible.
 */

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
	const container = document.createElement('span');
	container.className = 'shop-islands-row-toggle-host';
	details.before(container);
	const unmount = renderIsland(
		'cart-row-toggle',
		container,
		<RowToggle details={details} label={(name.textContent ?? '').trim()} />,
	);
	return () => {
		unmount();
		container.remove();
	};
}
