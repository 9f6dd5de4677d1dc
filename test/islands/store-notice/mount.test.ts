import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../../islands/store-notice/mount';
import { clobber } from '../../support/clobber';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

/** WooCommerce's store notice, as it prints it: hidden by an inline style until its script decides. */
function notice(id: string): HTMLElement {
	document.body.innerHTML = `<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${id}" style="display:none;">Kitchen closes at 10 pm. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
	return document.querySelector('.woocommerce-store-notice') as HTMLElement;
}

const shown = (element: HTMLElement): boolean => !element.hidden && element.style.display !== 'none';

function clearCookies(): void {
	for (const pair of document.cookie.split(';')) {
		const name = pair.split('=')[0]?.trim();
		if (name) {
			document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
		}
	}
}

afterEach(() => {
	clearCookies();
	removeClassicScript('woocommerce');
});

describe('store notice', () => {
	it('shows the notice, and dismissing it hides it and sets store_notice{id}=hidden', () => {
		const element = notice('fe68900dee1653cf2d0662bb68d31594');
		mount(element);
		expect(shown(element)).toBe(true);
		const dismiss = screen.getByRole('button', { name: 'Dismiss' });
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		dismiss.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(shown(element)).toBe(false);
		expect(document.cookie).toContain('store_noticefe68900dee1653cf2d0662bb68d31594=hidden');
	});

	it('keeps a dismissed notice hidden on the next page', () => {
		document.cookie = 'store_notice42=hidden; path=/';
		const element = notice('42');
		mount(element);
		expect(shown(element)).toBe(false);
	});

	it('dismisses with Space, as the button the link says it is', () => {
		const element = notice('7');
		mount(element);
		const key = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		screen.getByRole('button', { name: 'Dismiss' }).dispatchEvent(key);
		expect(key.defaultPrevented).toBe(true);
		expect(shown(element)).toBe(false);
		expect(document.cookie).toContain('store_notice7=hidden');
	});

	it('shows a notice that a stylesheet hides, as WooCommerce does', () => {
		const element = notice('9');
		document.head.innerHTML = '<style>.woocommerce-store-notice { display: none; }</style>';
		mount(element);
		expect(getComputedStyle(element).display).toBe('block');
	});

	it('keeps a notice id with odd characters to its own cookie, which hides it again', () => {
		const id = 'a b;c=d"é(x)';
		const element = notice(id.replace(/"/g, '&quot;'));
		mount(element);
		screen.getByRole('button', { name: 'Dismiss' }).click();
		expect(shown(element)).toBe(false);
		// The odd characters are encoded: no stray `c` cookie, the name is one token.
		expect(document.cookie).not.toMatch(/(^|; )c=/);
		const again = notice(id.replace(/"/g, '&quot;'));
		mount(again);
		expect(shown(again)).toBe(false);
		const other = notice('a b');
		mount(other);
		expect(shown(other)).toBe(true);
	});

	it("is not left to WooCommerce for an element of a post with its script's id", () => {
		const element = notice('6');
		clobber('woocommerce-js');
		mount(element);
		expect(shown(element)).toBe(true);
		screen.getByRole('button', { name: 'Dismiss' }).click();
		expect(shown(element)).toBe(false);
	});

	it('is left to WooCommerce where its own script still runs', () => {
		printClassicScript('woocommerce');
		const element = notice('5');
		mount(element);
		expect(element.style.display).toBe('none');
	});
});
