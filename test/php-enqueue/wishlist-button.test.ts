// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpOk } from '../support/php';

/**
 * YITH WooCommerce Wishlist 4's empty placeholders, filled with the button by the plugin
 * (php-enqueue/includes/wishlist.php), on YITH's own placeholder markup.
 */

const RUNNER = path.join(import.meta.dirname, 'wishlist-button.php');
const CARD = (id: string): string => `<div class="yith-add-to-wishlist-button-block" data-product-id="${id}" data-attributes="{&quot;kind&quot;:&quot;button&quot;}"></div>`;
const SINGLE = '<div class="yith-add-to-wishlist-button-block yith-add-to-wishlist-button-block--single" data-product-id="115" data-attributes="{&quot;is_single&quot;:true,&quot;kind&quot;:&quot;button&quot;,&quot;show_view&quot;:true}"></div>';

describeWithPhp('php-enqueue: YITH\'s wishlist button printed on the server', (php) => {
	function fill(html: string, options: { islands?: readonly string[]; inList?: readonly number[]; loginOnly?: boolean; loggedIn?: boolean } = {}): string {
		const input = { html, islands: ['wishlist-button'], inList: [], loginOnly: false, loggedIn: false, ...options };
		return runPhpOk(php, [RUNNER, JSON.stringify(input)]);
	}

	it('fills a card\'s placeholder with YITH\'s nonce\'d no-JavaScript add, in its labels', () => {
		expect(fill(`<li>${CARD('101')}</li>`)).toBe(
			'<li><div class="yith-add-to-wishlist-button-block" data-product-id="101" data-attributes="{&quot;kind&quot;:&quot;button&quot;}">' +
				'<a href="https://shop.test/wishlist/?add_to_wishlist=101&#038;_wpnonce=nonce-of-add_to_wishlist" class="add_to_wishlist single_add_to_wishlist" data-product-id="101" data-product-type="simple" data-added-label="Product added!" data-exists-label="The product is already in your wishlist!" data-browse-label="Remove from list" rel="nofollow"><span>Add to wishlist</span></a>' +
				'</div></li>',
		);
	});

	it('fills the product page\'s placeholder, with the product\'s type', () => {
		expect(fill(SINGLE)).toContain('data-product-id="115" data-product-type="variable"');
	});

	it("prints the add for a product already in the visitor's list too: the page a cache serves to everyone carries no visitor's state", () => {
		expect(fill(CARD('101'), { inList: [101] })).toBe(fill(CARD('101')));
		expect(fill(CARD('101'), { inList: [101] })).not.toContain('yith-wcwl-wishlistexistsbrowse');
	});

	it('prints YITH\'s link to log in first where the store keeps wishlists for customers, and the add for a customer', () => {
		expect(fill(CARD('101'), { loginOnly: true })).toContain('<a href="https://shop.test/my-account/?wishlist_notice=true&#038;add_to_wishlist=101" class="disabled_item" rel="nofollow"><span>Add to wishlist</span></a>');
		expect(fill(CARD('101'), { loginOnly: true, loggedIn: true })).toContain('class="add_to_wishlist single_add_to_wishlist"');
	});

	it('leaves alone a placeholder of an unknown product, a non-numeric id, one already filled, and other markup', () => {
		for (const html of [CARD('999'), CARD('abc'), CARD(''), '<div class="yith-add-to-wishlist-button-block" data-product-id="101"><a href="#">x</a></div>', '<div class="other" data-product-id="101"></div>']) {
			expect(fill(html)).toBe(html);
		}
	});

	it('fills nothing when the build lacks the island (YITH\'s React script then renders it)', () => {
		expect(fill(CARD('101'), { islands: [] })).toBe(CARD('101'));
	});
});
