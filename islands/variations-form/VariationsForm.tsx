import { useStore } from '@nanostores/react';
import { createPortal, useLayoutEffect, useRef } from '@wordpress/element';
import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent } from 'react';
import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { __ } from '../../shared/i18n';
import { TEXT_TAGS, safeMarkup } from '../../shared/safe-markup';
import type { PanelContent, VariationsStore } from './store';
import { defaultOptions } from './options';
import { resetsOnKey } from './server-selects';

/** The props React gives one of the server's elements it re-renders: its attributes, as React names them. */
export type ElementProps = Readonly<Record<string, string | boolean>>;

export interface AttributeSelectSlot {
	readonly field: string;
	/** Where the server printed the select (its table cell): the select is rendered there. */
	readonly container: HTMLElement;
	/** The server select's attributes (id, name, class, data-attribute_name, aria-*, …). */
	readonly props: ElementProps;
	/** The text of its "Choose an option" entry, or null when it printed none. */
	readonly placeholder: string | null;
}

export interface ResetLinkSlot {
	readonly container: HTMLElement;
	readonly props: ElementProps;
	readonly text: string;
}

export interface VariationsFormProps {
	readonly store: VariationsStore;
	readonly form: HTMLElement;
	readonly selects: readonly AttributeSelectSlot[];
	readonly reset: ResetLinkSlot | null;
	/** `.single_variation`: its content is rendered here. */
	readonly panel: HTMLElement | null;
	/** Called once the first render is in the page, before the browser paints, with the selects React rendered. */
	readonly onRendered: (selects: readonly HTMLSelectElement[]) => void;
}

/**
 * A variable product's form (docs/product-form.md), rendered into the server's own places through
 * portals: each attribute's select in its cell (the server's attributes kept, so labels still
 * point at it), the reset link, the variation panel's content, the white overlay while the form
 * is blocked and, here where the island's root sits, the notice.
 */
export function VariationsForm({ store, form, selects, reset, panel, onRendered }: VariationsFormProps): JSX.Element {
	const view = useStore(store.$view);
	const rendered = useRef<Array<HTMLSelectElement | null>>([]);
	const anyChosen = selects.some(({ field }) => (view.chosen[field] ?? '') !== '');

	useLayoutEffect(() => {
		onRendered(rendered.current.filter((select): select is HTMLSelectElement => select !== null));
	}, [onRendered]);

	const resetChoice = (event: ReactMouseEvent | ReactKeyboardEvent): void => {
		event.preventDefault();
		store.reset();
		rendered.current[0]?.focus();
	};

	const onResetKey = (event: ReactKeyboardEvent): void => {
		if (resetsOnKey(event.key)) {
			resetChoice(event);
		}
	};

	return (
		<>
			{selects.map(({ field, container, props, placeholder }, index) =>
				createPortal(
					<select
						{...props}
						ref={(element) => {
							rendered.current[index] = element;
						}}
						value={view.chosen[field] ?? ''}
						onChange={(event) => store.choose(field, event.currentTarget.value)}
					>
						{placeholder !== null && <option value="">{placeholder}</option>}
						{(view.offered[field] ?? []).map((option) => (
							<option key={option.value} value={option.value} disabled={option.disabled}>
								{option.label}
							</option>
						))}
					</select>,
					container,
					field,
				),
			)}
			{reset &&
				createPortal(
					<a
						{...reset.props}
						role="button"
						style={{ visibility: anyChosen ? 'visible' : 'hidden' }}
						onClick={resetChoice}
						onKeyDown={onResetKey}
					>
						{reset.text}
					</a>,
					reset.container,
				)}
			{panel && createPortal(<Panel content={view.panel} panel={panel} />, panel)}
			{view.blocked &&
				createPortal(<div className="shop-islands-variations__overlay" style={{ opacity: defaultOptions.overlayOpacity }} />, form)}
			{view.notice && (
				<p className={`woocommerce-info shop-islands-variations__notice${view.notice.noMatch ? ' wc-no-matching-variations' : ''}`}>
					{view.notice.message}
				</p>
			)}
		</>
	);
}

/** WooCommerce's variation template (description, price, stock line) or the unavailable text, sliding in. */
function Panel({ content, panel }: { readonly content: PanelContent | null; readonly panel: HTMLElement }): JSX.Element | null {
	// After the parts below have filled themselves in (children's effects run first), so the height is known.
	useLayoutEffect(() => {
		if (content) {
			slideIn(panel);
		}
	}, [content, panel]);

	if (!content) {
		return null;
	}
	if (content.kind === 'unavailable') {
		return <p>{__('Sorry, this product is unavailable. Please choose a different combination.', 'shop-islands')}</p>;
	}
	const { variation } = content;
	return (
		<>
			<SafeMarkup className="woocommerce-variation-description" markup={variation.descriptionHtml} />
			<SafeMarkup className="woocommerce-variation-price" markup={variation.priceHtml} />
			<SafeMarkup className="woocommerce-variation-availability" markup={variation.availabilityHtml} />
		</>
	);
}

/** WooCommerce's markup from the variation JSON, through the allowlist of `safeMarkup()`: React renders the box, never the markup. */
function SafeMarkup({ className, markup }: { readonly className: string; readonly markup: string }): JSX.Element {
	const box = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		box.current?.replaceChildren(safeMarkup(markup, TEXT_TAGS));
	}, [markup]);
	return <div ref={box} className={className} />;
}

/** Slides the panel open over 200 ms; at once under reduced motion. */
function slideIn(panel: HTMLElement): void {
	if (typeof panel.animate !== 'function' || window.matchMedia?.(REDUCED_MOTION_QUERY).matches) {
		return;
	}
	panel.style.overflow = 'hidden';
	const animation = panel.animate([{ height: '0px' }, { height: `${panel.scrollHeight}px` }], {
		duration: defaultOptions.panelSlideMs,
		easing: 'ease-out',
	});
	const done = (): void => {
		panel.style.removeProperty('overflow');
	};
	animation.addEventListener('finish', done);
	animation.addEventListener('cancel', done);
}
