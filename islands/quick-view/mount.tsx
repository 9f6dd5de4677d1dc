import { renderIsland } from '../runtime/react-island';
import type { Unmount } from '../types';
import { QuickView } from './QuickView';
import { followOpenPanel, openQuickView, productIdOf, resetQuickView } from './state';
import { builtIn } from '../../shared/page-document';
import { isPlainClick } from '../../shared/clicks';

/**
 * WooLentor's quick-view buttons (`a.woolentor-quickview-btn[data-product_id]` on product cards,
 * `a.woolentorquickview` on its flash-sale cards; `data-quick-id` from older versions). Each
 * button opens the one dialog of the page, rendered into a container of its own at the end of
 * the body while any button is on the page. Without JavaScript, or when the quick view cannot
 * load, the button's link goes to the product page (the flash-sale button's, `#`, its card's).
 */

interface Dialog {
	readonly unmount: Unmount;
	buttons: number;
}

let dialog: Dialog | null = null;

export function mount(button: HTMLElement): Unmount {
	const onClick = (event: MouseEvent): void => {
		// A modified click (new tab, new window) stays the link's own; so does a button without a product.
		if (!isPlainClick(event) || productIdOf(button) === '') {
			return;
		}
		event.preventDefault();
		void openQuickView(button);
	};
	button.setAttribute('aria-haspopup', 'dialog');
	button.addEventListener('click', onClick);
	const shared = dialog ?? createDialog();
	shared.buttons += 1;
	return () => {
		button.removeEventListener('click', onClick);
		button.removeAttribute('aria-haspopup');
		shared.buttons -= 1;
		if (shared.buttons === 0 && dialog === shared) {
			dialog = null;
			shared.unmount();
		}
	};
}

function createDialog(): Dialog {
	const container = builtIn('createElement')('div');
	container.className = 'shop-islands-quick-view-root';
	builtIn('body').append(container);
	const stopFollowing = followOpenPanel();
	const unmount = renderIsland('quick-view', container, <QuickView />);
	dialog = {
		buttons: 0,
		unmount: () => {
			resetQuickView();
			stopFollowing();
			unmount();
			container.remove();
		},
	};
	return dialog;
}
