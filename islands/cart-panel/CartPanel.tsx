import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef } from '@wordpress/element';
import { openModal } from '../../shared/modal';
import { $openPanel, closePanel } from '../../shared/stores/ui';

export interface CartPanelProps {
	/** The panel's heading, from the theme's markup (already translated server-side). */
	readonly title: string;
	readonly closeLabel: string;
	/** Moves the server's mini-cart into the panel's body; fragments keep replacing it there. */
	readonly placeMiniCart: (slot: HTMLElement) => void;
	/** Where focus goes when the panel closes, if nothing else had focus. */
	readonly fallbackFocus: () => HTMLElement | null;
	/** Called once the panel has replaced the theme's markup, before the browser paints. */
	readonly onRendered: () => void;
}

/**
 * The slide-in cart side panel (docs/cart.md): closed ↔ active. Opened by the header
 * cart icon or by an add; closed by its close button, the overlay or Escape. While open it
 * is a modal dialog (shared/modal.ts): focus moves into it, Tab stays inside, and focus returns
 * where it was, or to the cart icon.
 */
export function CartPanel({ title, closeLabel, placeMiniCart, fallbackFocus, onRendered }: CartPanelProps): JSX.Element {
	const open = useStore($openPanel) === 'cart-panel';
	const titleId = useId();
	const dialog = useRef<HTMLDivElement>(null);
	const overlay = useRef<HTMLDivElement>(null);
	const closeButton = useRef<HTMLButtonElement>(null);
	const slot = useRef<HTMLDivElement>(null);

	// React never renders inside the slot, so fragment replacement there cannot upset it.
	useLayoutEffect(() => {
		if (slot.current) {
			placeMiniCart(slot.current);
		}
	}, [placeMiniCart]);

	useLayoutEffect(() => onRendered(), [onRendered]);

	useEffect(() => {
		if (!open || !dialog.current) {
			return;
		}
		return openModal({
			dialog: dialog.current,
			onClose: closeCartPanel,
			closers: [overlay.current, closeButton.current],
			pageClass: 'shop-islands-cart-panel-open',
			returnFocus: (previous) => previous ?? fallbackFocus(),
		});
	}, [open, fallbackFocus]);

	return (
		<div className={`shop-islands-cart-panel${open ? ' is-active' : ''}`} hidden={!open}>
			<div ref={overlay} className="shop-islands-cart-panel__overlay" />
			<div
				ref={dialog}
				className="shop-islands-cart-panel__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={titleId}
				tabIndex={-1}
			>
				<div className="shop-islands-cart-panel__header">
					<h2 id={titleId} className="shop-islands-cart-panel__title">
						{title}
					</h2>
					<button ref={closeButton} type="button" className="shop-islands-cart-panel__close" aria-label={closeLabel}>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<div ref={slot} className="shop-islands-cart-panel__body" />
			</div>
		</div>
	);
}

function closeCartPanel(): void {
	closePanel('cart-panel');
}
