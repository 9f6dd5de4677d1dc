import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';
import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { emit } from '../../shared/events';
import { __ } from '../../shared/i18n';
import { openModal } from '../../shared/modal';
import { httpUrl } from '../../shared/urls';
import { handleAdds } from './add';
import { defaultOptions } from './options';
import { startSlider } from './slider';
import { $quickView, closeQuickView } from './state';
import { builtIn } from '../../shared/page-document';

/**
 * The quick-view modal (docs/search-and-quick-view.md): the server's quick-view HTML in a dialog at
 * most the window's height minus 150 px, a modal dialog (shared/modal.ts): focus moves in and stays
 * inside; Escape, the close button and the overlay close it; focus returns to the button that
 * opened it; the page behind does not
 * scroll. React renders the frame only: the body holds the server's nodes, whose islands (the
 * variations form, the quantity) the runtime's observer mounts, and unmounts when they go.
 */

const PAGE_CLASS = 'shop-islands-quick-view-open';
const TITLE = '.product_title';
const TITLE_ID = 'shop-islands-quick-view-title';
const SHARE_LINKS = '.woolentor-quickview-social-share a[href]';

export function QuickView(): JSX.Element | null {
	const state = useStore($quickView);
	const dialog = useRef<HTMLDivElement>(null);
	const overlay = useRef<HTMLDivElement>(null);
	const closeButton = useRef<HTMLButtonElement>(null);
	const body = useRef<HTMLDivElement>(null);
	const open = state.kind === 'open';
	const content = open ? state.content : null;
	const opener = open ? state.opener : null;

	useLayoutEffect(() => {
		const container = body.current;
		if (!content || !opener || !container) {
			return;
		}
		// A copy: the effect may run again for the same answer (React's strict mode), and nodes move only once.
		container.append(content.cloneNode(true));
		const title = container.querySelector<HTMLElement>(TITLE);
		if (title && !title.id) {
			title.id = TITLE_ID;
		}
		if (title) {
			dialog.current?.setAttribute('aria-labelledby', title.id);
		} else {
			dialog.current?.setAttribute('aria-label', opener.getAttribute('aria-label') ?? opener.textContent?.trim() ?? '');
		}
		nameShareLinks(container);
		const stopSlider = startSlider(container, window.matchMedia(REDUCED_MOTION_QUERY).matches);
		const stopAdds = handleAdds(container);
		builtIn('documentElement').classList.add(PAGE_CLASS);
		return () => {
			stopSlider();
			stopAdds();
			// The islands inside unmount before their nodes go, as for a fragment.
			emit('shop-islands:before-replace', undefined, container);
			container.replaceChildren();
			builtIn('documentElement').classList.remove(PAGE_CLASS);
			dialog.current?.removeAttribute('aria-labelledby');
			dialog.current?.removeAttribute('aria-label');
		};
	}, [content, opener]);

	// After the commit: React puts back, at the end of a commit, the focus a layout effect moved.
	useEffect(() => {
		if (!content || !opener || !dialog.current) {
			return;
		}
		return openModal({
			dialog: dialog.current,
			onClose: closeQuickView,
			closers: [overlay.current, closeButton.current],
			returnFocus: () => (opener.isConnected ? opener : null),
		});
	}, [content, opener]);

	return (
		<div className="shop-islands-quick-view" hidden={!open}>
			<div ref={overlay} className="shop-islands-quick-view__overlay" />
			<div
				ref={dialog}
				className="shop-islands-quick-view__dialog"
				role="dialog"
				aria-modal="true"
				tabIndex={-1}
				style={{ maxHeight: `calc(100dvh - ${defaultOptions.maxHeightOffsetPx}px)` }}
			>
				<button ref={closeButton} type="button" className="shop-islands-quick-view__close" aria-label={__('Close', 'shop-islands')}>
					<span aria-hidden="true">×</span>
				</button>
				<div ref={body} className="shop-islands-quick-view__body" />
			</div>
		</div>
	);
}

/** WooLentor's share links are only an icon: each is named by the site it shares to (`facebook.com`). */
function nameShareLinks(root: HTMLElement): void {
	root.querySelectorAll<HTMLAnchorElement>(SHARE_LINKS).forEach((link) => {
		const host = httpUrl(link.href)?.hostname.replace(/^www\./, '');
		if (host && !link.hasAttribute('aria-label') && (link.textContent ?? '').trim() === '') {
			link.setAttribute('aria-label', host);
		}
	});
}
