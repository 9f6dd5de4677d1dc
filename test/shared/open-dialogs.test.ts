import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogOpen, onDialogsChange } from '../../shared/open-dialogs';
import { $openPanel, closePanel, openPanel } from '../../shared/stores/ui';

/** A popup of the page's own (hidden, a dialog itself) and room for the dialogs around it. */
function page(dialogs = ''): HTMLElement {
	document.body.innerHTML = `<main><a href="/shop/">Shop</a></main>${dialogs}
		<div id="popup" role="dialog" aria-modal="true" aria-labelledby="popup-title"><div role="dialog" aria-label="Inner"><h2 id="popup-title">Special</h2></div></div>`;
	return document.getElementById('popup') as HTMLElement;
}

/** Lets the page's mutation observers run. */
const mutationsDelivered = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

afterEach(() => {
	vi.restoreAllMocks();
	$openPanel.set(null);
	document.body.innerHTML = '';
});

describe('whether a dialog is open', () => {
	it.each([
		["PhotoSwipe's root (the gallery's lightbox)", '<div class="pswp pswp--open" role="dialog" aria-modal="true" tabindex="-1"></div>'],
		["a theme's <dialog open>", '<dialog open><p>Newsletter</p></dialog>'],
		["a theme's role=dialog", '<div class="theme-modal" role="dialog" aria-label="Sign up"></div>'],
		['an alert dialog', '<div role="alertdialog" aria-label="Age check"></div>'],
		['an aria-modal box', '<section aria-modal="true" aria-label="Cookies"></section>'],
	])('is for %s that is shown', (_name, markup) => {
		expect(dialogOpen(page(markup))).toBe(true);
	});

	it.each([
		['no other dialog', ''],
		['a hidden dialog', '<div role="dialog" aria-modal="true" hidden></div>'],
		['a dialog in a hidden box', '<div hidden><div role="dialog" aria-label="Size chart"></div></div>'],
		["WooCommerce's PhotoSwipe markup, aria-hidden while closed", '<div class="pswp" role="dialog" aria-modal="true" aria-hidden="true"></div>'],
		['a closed <dialog>', '<dialog><p>Newsletter</p></dialog>'],
		['a dialog of visibility: hidden', '<div role="dialog" aria-label="Off" style="visibility: hidden"></div>'],
	])('is not for %s, nor for the popup itself and what it holds', (_name, markup) => {
		expect(dialogOpen(page(markup))).toBe(false);
	});

	it.each([
		['off the left of the window (a dropdown parked at left: -999em)', { x: -16_000, y: 0 }, false],
		['off the right of the window (a closed drawer)', { x: 1024, y: 0 }, false],
		['over the window', { x: 0, y: 0 }, true],
	])("tells a theme's drawer dialog laid out %s: open only over the window", (_name, place, open) => {
		const popup = page('<aside id="drawer" role="dialog" aria-label="Cart"></aside>');
		vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
		vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(768);
		vi.spyOn(document.getElementById('drawer') as HTMLElement, 'getBoundingClientRect').mockReturnValue(new DOMRect(place.x, place.y, 400, 768));
		expect(dialogOpen(popup)).toBe(open);
	});

	it('is while a panel of ours is open (the cart panel, the quick view), in the open-panel store', () => {
		const popup = page();
		openPanel('quick-view');
		expect(dialogOpen(popup)).toBe(true);
		closePanel('quick-view');
		expect(dialogOpen(popup)).toBe(false);
	});
});

describe('following the dialogs', () => {
	it('tells each change of dialog markup and of the open panel, and nothing once stopped', async () => {
		const popup = page('<dialog id="theme" open></dialog>');
		const changed = vi.fn(() => dialogOpen(popup));
		const stop = onDialogsChange(changed);
		(document.getElementById('theme') as HTMLDialogElement).removeAttribute('open');
		await mutationsDelivered();
		expect(changed).toHaveLastReturnedWith(false);
		document.body.insertAdjacentHTML('beforeend', '<div id="lightbox" class="pswp" role="dialog" aria-modal="true"></div>');
		await mutationsDelivered();
		expect(changed).toHaveLastReturnedWith(true);
		document.getElementById('lightbox')?.remove();
		await mutationsDelivered();
		expect(changed).toHaveLastReturnedWith(false);
		openPanel('cart-panel');
		expect(changed).toHaveLastReturnedWith(true);
		const calls = changed.mock.calls.length;
		stop();
		closePanel('cart-panel');
		document.body.insertAdjacentHTML('beforeend', '<dialog open></dialog>');
		await mutationsDelivered();
		expect(changed).toHaveBeenCalledTimes(calls);
	});

	it('looks at a wrapper shown or hidden around a dialog, not at what changes inside a dialog holding none', async () => {
		const popup = page('<div id="wrapper" hidden><div class="pswp" role="dialog" aria-modal="true"><div id="slide" style="transform: none"></div></div></div>');
		const changed = vi.fn(() => dialogOpen(popup));
		const stop = onDialogsChange(changed);
		(document.getElementById('slide') as HTMLElement).style.transform = 'translateX(-40px)';
		await mutationsDelivered();
		expect(changed).not.toHaveBeenCalled();
		document.getElementById('wrapper')?.removeAttribute('hidden');
		await mutationsDelivered();
		expect(changed).toHaveLastReturnedWith(true);
		stop();
	});
});
