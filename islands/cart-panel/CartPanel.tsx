import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef } from '@wordpress/element';
import { $openPanel, closePanel } from '../../shared/stores/ui';
import { useModalKeyboard } from '../../shared/use-modal-keyboard';

export interface CartPanelProps {
	/** The panel's heading, from the theme's markup (already translated server-side). */
	readonly title: string;
	readonly closeLabel: string;
	/** The server's mini-cart element, moved into the panel; fragments keep replacing it. */
	readonly miniCart: HTMLElement;
	/** Where focus goes when the panel closes, if nothing else had focus. */
	readonly fallbackFocus: () => HTMLElement | null;
	/** Called once the panel has replaced the theme's markup, before the browser paints. */
	readonly onRendered: () => void;
}

/**
 * The slide-in cart side panel (docs/cart.md): closed ↔ active. Opened by the header
 * cart icon or by an add; closed by its close button, the overlay or Escape. While open it
 * is a modal dialog: focus moves into it, Tab stays inside, and focus returns where it was.
 */
export function CartPanel({ title, closeLabel, miniCart, fallbackFocus, onRendered }: CartPanelProps): JSX.Element {
	const open = useStore($openPanel) === 'cart-panel';
	const titleId = useId();
	const dialog = useRef<HTMLDivElement>(null);
	const slot = useRef<HTMLDivElement>(null);
	const returnFocus = useRef<HTMLElement | null>(null);

	// React never renders inside the slot, so fragment replacement there cannot upset it.
	useLayoutEffect(() => {
		slot.current?.append(miniCart);
	}, [miniCart]);

	useLayoutEffect(() => onRendered(), [onRendered]);

	useEffect(() => {
		if (!open) {
			return;
		}
		const active = document.activeElement;
		returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
		dialog.current?.focus();
		document.documentElement.classList.add('shop-islands-cart-panel-open');
		return () => {
			document.documentElement.classList.remove('shop-islands-cart-panel-open');
			const target = returnFocus.current?.isConnected ? returnFocus.current : fallbackFocus();
			target?.focus();
		};
	}, [open, fallbackFocus]);

	const onKeyDown = useModalKeyboard(open, closeCartPanel, dialog);

	return (
		<div className={`shop-islands-cart-panel${open ? ' is-active' : ''}`} hidden={!open}>
			<div className="shop-islands-cart-panel__overlay" onClick={closeCartPanel} />
			<div
				ref={dialog}
				className="shop-islands-cart-panel__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={titleId}
				tabIndex={-1}
				onKeyDown={onKeyDown}
			>
				<div className="shop-islands-cart-panel__header">
					<h2 id={titleId} className="shop-islands-cart-panel__title">
						{title}
					</h2>
					<button
						type="button"
						className="shop-islands-cart-panel__close"
						aria-label={closeLabel}
						onClick={closeCartPanel}
					>
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
