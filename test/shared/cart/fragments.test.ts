import { describe, expect, it } from 'vitest';
import { replaceFragments } from '../../../shared/cart/fragments';

describe('fragment replacement', () => {
	it('replaces every element a fragment selector matches with the server HTML', () => {
		document.body.innerHTML = '<a class="cart-contents" id="one">0</a><p><a class="cart-contents" id="two">0</a></p>';
		replaceFragments({ 'a.cart-contents': '<a class="cart-contents">3 items</a>' });
		const links = document.querySelectorAll('a.cart-contents');
		expect(links).toHaveLength(2);
		expect([...links].map((link) => link.textContent)).toEqual(['3 items', '3 items']);
		expect(document.getElementById('one')).toBeNull();
	});

	it('announces each replacement on the old element, synchronously, before it goes', () => {
		document.body.innerHTML = '<div class="widget_shopping_cart_content" id="old"><span id="inside"></span></div>';
		const announced: Array<{ id: string; connected: boolean }> = [];
		document.addEventListener('shop-islands:before-replace', (event) => {
			const target = event.target as HTMLElement;
			announced.push({ id: target.id, connected: target.isConnected });
		});
		replaceFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">new</div>' });
		expect(announced).toEqual([{ id: 'old', connected: true }]);
	});

	it('skips a selector that matches nothing or is not valid CSS, and applies the others', () => {
		document.body.innerHTML = '<span class="count">0</span>';
		replaceFragments({ 'div.nowhere': '<div></div>', '%%bad[': '<p></p>', 'span.count': '<span class="count">2</span>' });
		expect(document.body.innerHTML).toBe('<span class="count">2</span>');
	});

	it('leaves an element the fragment would not change, so a tap or focus on it is kept', () => {
		document.body.innerHTML = '<a class="footer-cart-contents" href="/cart/">Cart <span class="count">0</span></a>';
		const link = document.querySelector('a.footer-cart-contents');
		const announced: EventTarget[] = [];
		const onReplace = (event: Event): void => {
			announced.push(event.target as EventTarget);
		};
		document.addEventListener('shop-islands:before-replace', onReplace);
		replaceFragments({ 'a.footer-cart-contents': '\n<a class="footer-cart-contents" href="/cart/">Cart <span class="count">0</span></a>\n' });
		expect(document.querySelector('a.footer-cart-contents')).toBe(link);
		expect(announced).toEqual([]);
		replaceFragments({ 'a.footer-cart-contents': '<a class="footer-cart-contents" href="/cart/">Cart <span class="count">1</span></a>' });
		expect(document.querySelector('a.footer-cart-contents')).not.toBe(link);
		expect(announced).toEqual([link]);
		document.removeEventListener('shop-islands:before-replace', onReplace);
	});

	it('never runs a script or an inline handler from a fragment', () => {
		document.body.innerHTML = '<span class="count">0</span>';
		replaceFragments({ 'span.count': '<span class="count"><script>window.__ran = 1</script><img src="x" onerror="window.__ran = 1"></span>' });
		expect((window as { __ran?: number }).__ran).toBeUndefined();
	});
});
