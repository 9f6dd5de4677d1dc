import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, navigation } from '../../../islands/wishlist-button/mount';
import { resetPluginNonces } from '../../../shared/api/plugin-nonces';
import { $chosenVariation } from '../../../shared/stores/chosen-variation';
import { $ownWishlist, $wishlistCount } from '../../../shared/stores/wishlist';
import { clobber } from '../../support/clobber';
import { deferred, until } from '../../support/deferred';
import { installSettings } from '../../support/settings';

const AJAX = 'http://localhost:3000/wp-admin/admin-ajax.php';

interface Sent {
	readonly url: string;
	readonly method: string;
	readonly fields: Record<string, string>;
}

function serve(...answers: Array<(init: RequestInit) => Response | Promise<Response>>): Sent[] {
	const sent: Sent[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			sent.push({ url: String(url), method: init.method ?? 'GET', fields: Object.fromEntries(new URLSearchParams(init.body instanceof URLSearchParams ? init.body : '')) });
			const answer = answers[Math.min(sent.length, answers.length) - 1];
			return answer ? answer(init) : new Response('', { status: 500 });
		}),
	);
	return sent;
}

const json = (body: unknown): (() => Response) => () => new Response(JSON.stringify(body));

const NONCE = '48ff27e5e6';
const REMOVE_NONCE = '68af61947c';
/** YITH 4.16's answer to an add, as the real store gives it (`message` false: an option never saved). */
const ADDED = {
	prod_id: 108,
	result: 'true',
	message: false,
	fragments: [],
	user_wishlists: [{ id: 2, wishlist_name: 'My wishlist', default: true, add_to_this_wishlist_url: 'http://localhost:3000/wishlist/view/3W3PN9VREV3B/?add_to_wishlist=108&amp;wishlist_id=2&amp;_wpnonce=69b388822f' }],
	wishlist_url: 'http://localhost:3000/wishlist/',
};
const ADD_HREF = `http://localhost:3000/wishlist/?add_to_wishlist=108&_wpnonce=${NONCE}`;

/** A card's YITH placeholder as the plugin fills it (php-enqueue/includes/wishlist.php). */
function card(attributes = ' data-attributes="{&quot;kind&quot;:&quot;button&quot;}"'): HTMLAnchorElement {
	document.body.innerHTML = `<ul class="products"><li class="product">
		<div class="yith-add-to-wishlist-button-block" data-product-id="108"${attributes}><a href="${ADD_HREF.replace('&', '&amp;')}" class="add_to_wishlist single_add_to_wishlist" data-product-id="108" data-product-type="simple" data-added-label="Product added!" data-exists-label="The product is already in your wishlist!" data-browse-label="Remove from list" rel="nofollow"><span>Add to wishlist</span></a></div>
	</li></ul>`;
	return document.querySelector('a') as HTMLAnchorElement;
}

/** The legacy (YITH 3) markup WooLentor prints in its slider and flash-sale cards: the add link goes to the wishlist page. */
function woolentorCard(): HTMLAnchorElement {
	document.body.innerHTML = `<div class="image-wrap"><div class="tooltip_no wishlist button-default yith-wcwl-add-to-wishlist add-to-wishlist-122"><div class="yith-wcwl-add-button show"><a href="http://localhost:3000/wishlist/" data-product-id="122" data-product-type="variable" class="add_to_wishlist" aria-label="Wishlist" rel="nofollow"><i class="fa fa-heart-o"></i><span class="ht-product-action-tooltip"></span></a></div><div class="yith-wcwl-wishlistaddedbrowse hide" style="display:none;"><a class="" href="http://localhost:3000/wishlist/" aria-label="Wishlist" rel="nofollow"><i class="fa fa-heart"></i></a></div><div class="yith-wcwl-wishlistexistsbrowse hide" style="display:none"><a href="http://localhost:3000/wishlist/" class="" aria-label="Wishlist" rel="nofollow"><i class="fa fa-heart"></i></a></div></div></div>`;
	return document.querySelector('a') as HTMLAnchorElement;
}

const FRAGMENT_OPTIONS = '{&quot;per_page&quot;:5,&quot;wishlist_id&quot;:2,&quot;wishlist_token&quot;:&quot;3W3PN9VREV3B&quot;,&quot;is_private&quot;:false,&quot;count&quot;:3,&quot;item&quot;:&quot;wishlist&quot;}';
const FRAGMENT_KEY = 'woocommerce.yith-wcwl-form.wishlist-fragment';
const REMOVED = { fragments: { [FRAGMENT_KEY]: '<form id="yith-wcwl-form">…</form>' } };
const removeHref = (id: number): string => `http://localhost:3000/wishlist/view/3W3PN9VREV3B/?remove_from_wishlist=${id}&_wpnonce=${REMOVE_NONCE}`;

/** YITH's wishlist table, three rows, newest first. */
function wishlistPage(fragmentOptions = FRAGMENT_OPTIONS): HTMLAnchorElement[] {
	document.body.innerHTML = `<form id="yith-wcwl-form" action="http://localhost:3000/wishlist/view/3W3PN9VREV3B/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="${fragmentOptions}"><table class="shop_table cart wishlist_table wishlist_view traditional responsive" data-id="2" data-token="3W3PN9VREV3B"><tbody class="wishlist-items-wrapper">${[115, 108, 101]
		.map((id) => `<tr id="yith-wcwl-row-${id}" data-row-id="${id}"><td class="product-remove"><div><a href="${removeHref(id).replace('&', '&amp;')}" class="remove remove_from_wishlist" title="Remove this product">×</a></div></td></tr>`)
		.join('')}</tbody></table></form>`;
	return [...document.querySelectorAll<HTMLAnchorElement>('a')];
}

/** A header counter, so that adds and removals ask for the count (no counter, no call). */
function withCounter(): void {
	document.body.insertAdjacentHTML('afterbegin', '<a class="header-wishlist" href="/wishlist/"><span class="count">0</span></a>');
}

/** Clicks and says whether the island took the click; the page itself never navigates (happy-dom would follow the link). */
function click(link: HTMLElement): { defaultPrevented: boolean } {
	let taken = false;
	const record = (event: Event): void => {
		taken = event.defaultPrevented;
		event.preventDefault();
	};
	document.addEventListener('click', record, { once: true });
	link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
	return { defaultPrevented: taken };
}

function stubNavigation(): ReturnType<typeof vi.spyOn> {
	return vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
}

const liveText = (): string => document.getElementById('shop-islands-live-polite')?.textContent ?? '';

beforeEach(() => {
	installSettings({ ajaxUrl: AJAX, wishlistAjaxUrl: AJAX, wishlistNonce: NONCE });
	resetPluginNonces();
	$wishlistCount.set(null);
	$ownWishlist.set(null);
});

afterEach(() => {
	vi.useRealTimers();
	cleanStores($wishlistCount, $ownWishlist);
	document.cookie = 'shop_islands_wishlist=; path=/; max-age=0';
	Reflect.deleteProperty(window, 'yith_wcwl_l10n');
});

describe('add to wishlist', () => {
	it('adds in the background with YITH\'s nonce, becomes the link to the wishlist, announces YITH\'s label, refreshes the count', async () => {
		const link = card();
		withCounter();
		const reply = deferred<Response>();
		const sent = serve(() => reply.promise, json({ count: 1 }));
		const added = vi.fn();
		document.addEventListener('added_to_wishlist', added);
		mount(link);
		expect(click(link).defaultPrevented).toBe(true);
		expect(link.classList.contains('loading')).toBe(true);
		expect(link.getAttribute('aria-busy')).toBe('true');
		click(link);
		expect(sent).toHaveLength(1);
		expect(sent[0]).toEqual({ url: AJAX, method: 'POST', fields: { action: 'add_to_wishlist', nonce: NONCE, add_to_wishlist: '108', product_type: 'simple', context: 'frontend' } });
		reply.resolve(json(ADDED)());
		await until(() => expect($wishlistCount.get()).toBe(1));
		expect(sent[1]).toMatchObject({ method: 'GET', url: `${AJAX}?action=yith_wcwl_update_wishlist_count` });
		expect(link.classList.contains('loading')).toBe(false);
		expect(link.hasAttribute('aria-busy')).toBe(false);
		expect(link.classList.contains('added')).toBe(true);
		expect(link.href).toBe('http://localhost:3000/wishlist/');
		expect(link.textContent).toBe('Remove from list');
		expect(added).toHaveBeenCalledTimes(1);
		await until(() => expect(liveText()).toBe('Product added!'));
		// Now a plain link to the wishlist.
		expect(click(link).defaultPrevented).toBe(false);
		document.removeEventListener('added_to_wishlist', added);
	});

	it('takes "exists" as added, announced with YITH\'s "already in" label', async () => {
		const link = card();
		serve(json({ ...ADDED, result: 'exists', message: 'The product is already in your wishlist!' }));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		await until(() => expect(liveText()).toBe('The product is already in your wishlist!'));
	});

	it('asks for no count where the page has no counter (YITH free and Storefront print none)', async () => {
		const link = card();
		const sent = serve(json(ADDED));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(sent).toHaveLength(1);
	});

	it('takes the nonce of its own link when the settings carry none', async () => {
		installSettings({ ajaxUrl: AJAX, wishlistAjaxUrl: AJAX });
		const link = card();
		const sent = serve(json(ADDED));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(sent[0]?.fields.nonce).toBe(NONCE);
	});

	it.each([
		['no data-attributes', ''],
		['malformed data-attributes', ' data-attributes="{kind:"'],
	])('works in a placeholder with %s', async (_name, attributes) => {
		const link = card(attributes);
		serve(json(ADDED));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
	});

	it('adds the variation the product\'s form has chosen (its store, not its fields); the product itself before a whole choice, or for another product\'s choice', async () => {
		document.body.innerHTML = `<form class="variations_form cart" data-product_id="115"><input type="hidden" name="variation_id" class="variation_id" value="0"></form>
			<div class="yith-add-to-wishlist-button-block yith-add-to-wishlist-button-block--single" data-product-id="115" data-attributes="{&quot;is_single&quot;:true,&quot;kind&quot;:&quot;button&quot;,&quot;show_view&quot;:true}"><a href="/wishlist/?add_to_wishlist=115&amp;_wpnonce=${NONCE}" class="add_to_wishlist single_add_to_wishlist" data-product-id="115" data-product-type="variable" rel="nofollow"><span>Add to wishlist</span></a></div>`;
		const link = document.querySelector<HTMLAnchorElement>('a.add_to_wishlist') as HTMLAnchorElement;
		const sent = serve(json({ ...ADDED, result: 'error' }), json({ ...ADDED, result: 'error' }), json(ADDED));
		stubNavigation();
		mount(link);
		click(link);
		await until(() => expect(sent).toHaveLength(1));
		expect(sent[0]?.fields).toMatchObject({ add_to_wishlist: '115', product_type: 'variable' });
		await until(() => expect(link.classList.contains('loading')).toBe(false));
		// The form's field says otherwise: what counts is what the form publishes.
		(document.querySelector('input[name="variation_id"]') as HTMLInputElement).value = '9999';
		$chosenVariation.set({ productId: 116, variationId: 1161, image: null });
		click(link);
		await until(() => expect(sent).toHaveLength(2));
		expect(sent[1]?.fields).toMatchObject({ add_to_wishlist: '115', product_type: 'variable' });
		await until(() => expect(link.classList.contains('loading')).toBe(false));
		$chosenVariation.set({ productId: 115, variationId: 1151, image: null });
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(sent[2]?.fields).toMatchObject({ add_to_wishlist: '1151', product_type: 'variation' });
		$chosenVariation.set(null);
	});

	it('shows WooLentor\'s own "added" link in its legacy block, focused, and announces YITH\'s default label', async () => {
		const link = woolentorCard();
		const sent = serve(json({ ...ADDED, prod_id: 122 }));
		mount(link);
		link.focus();
		expect(click(link).defaultPrevented).toBe(true);
		await until(() => expect(document.activeElement?.closest('.yith-wcwl-wishlistaddedbrowse')).not.toBeNull());
		expect(sent[0]?.fields).toMatchObject({ action: 'add_to_wishlist', nonce: NONCE, add_to_wishlist: '122', product_type: 'variable' });
		const wrapper = document.querySelector('.yith-wcwl-add-to-wishlist') as HTMLElement;
		expect(wrapper.classList.contains('exists')).toBe(true);
		expect((wrapper.querySelector('.yith-wcwl-add-button') as HTMLElement).style.display).toBe('none');
		const shown = wrapper.querySelector('.yith-wcwl-wishlistaddedbrowse') as HTMLElement;
		expect(shown.style.display).toBe('block');
		expect(shown.classList.contains('show')).toBe(true);
		await until(() => expect(liveText()).toBe('Product added!'));
	});

	it('shows WooLentor\'s "exists" link when YITH answers that it was already there', async () => {
		const link = woolentorCard();
		serve(json({ ...ADDED, prod_id: 122, result: 'exists' }));
		mount(link);
		click(link);
		await until(() => expect((document.querySelector('.yith-wcwl-wishlistexistsbrowse') as HTMLElement).style.display).toBe('block'));
		expect((document.querySelector('.yith-wcwl-wishlistaddedbrowse') as HTMLElement).style.display).toBe('none');
	});

	it('never takes another origin\'s wishlist URL', async () => {
		const link = card();
		serve(json({ ...ADDED, wishlist_url: 'https://elsewhere.example/wishlist/' }));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(link.href).toBe(ADD_HREF);
	});

	it('never follows its own link when it is a javascript: one', async () => {
		const link = card();
		link.setAttribute('href', 'javascript:alert(1)');
		const sent = serve(() => new Response('0', { status: 400 }));
		const assign = stubNavigation();
		mount(link);
		click(link);
		await until(() => expect(sent).toHaveLength(1));
		await until(() => expect(link.classList.contains('loading')).toBe(false));
		expect(assign).not.toHaveBeenCalled();
	});

	it('never takes a javascript: wishlist URL, nor reads the message as markup', async () => {
		const link = card();
		serve(json({ ...ADDED, wishlist_url: 'javascript:alert(1)', message: '<img src=x onerror=alert(1)>' }));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(link.href).toBe(ADD_HREF);
		await until(() => expect(liveText()).toBe('<img src=x onerror=alert(1)>'));
		expect(document.querySelector('img')).toBeNull();
	});

	it.each([
		['an HTML page', () => new Response('<!doctype html><p>Fatal error</p>')],
		['a 500', () => new Response(JSON.stringify(ADDED), { status: 500 })],
		['a 401', () => new Response('{"code":"rest_forbidden"}', { status: 401 })],
		['an empty answer', () => new Response('')],
		['an error result', json({ prod_id: 108, result: 'error', message: 'An error occurred while adding the products to the wishlist.' })],
		['WordPress\'s 0', () => new Response('0', { status: 400 })],
		['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('follows its link (YITH\'s no-JavaScript add) on %s, its state cleared, the count untouched', async (_name, answer) => {
		const link = card();
		withCounter();
		const sent = serve(answer);
		const assign = stubNavigation();
		$wishlistCount.set(2);
		mount(link);
		click(link);
		await until(() => expect(assign).toHaveBeenCalledWith(ADD_HREF));
		expect(sent).toHaveLength(1);
		expect($wishlistCount.get()).toBe(2);
		expect(link.classList.contains('loading')).toBe(false);
		expect(link.hasAttribute('aria-busy')).toBe(false);
		expect(link.classList.contains('added')).toBe(false);
	});

	it("adds with a fresh nonce when the page's is refused (yesterday's, from a page cache or a tab left open), asked once", async () => {
		const link = card();
		const sent = serve(json({ result: false }), json({ quickViewNonce: 'q-fresh', wishlistNonce: 'w-fresh', wishlistRemoveNonce: 'r-fresh' }), json(ADDED));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(sent.map(({ method, url, fields }) => [method, url, fields.nonce])).toEqual([
			['POST', AJAX, NONCE],
			['GET', `${AJAX}?action=shop_islands_nonces`, undefined],
			['POST', AJAX, 'w-fresh'],
		]);
	});

	it('follows its link when the refused nonce cannot be refreshed', async () => {
		const link = card();
		const sent = serve(json({ result: false }), () => new Response('0', { status: 400 }));
		const assign = stubNavigation();
		mount(link);
		click(link);
		await until(() => expect(assign).toHaveBeenCalledWith(ADD_HREF));
		expect(sent).toHaveLength(2);
		expect(link.classList.contains('added')).toBe(false);
	});

	it('follows its link when YITH never answers (15 s)', async () => {
		vi.useFakeTimers();
		const link = card();
		// A call that never answers, until the island gives up on it.
		const sent = serve(
			(init) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
		);
		const assign = stubNavigation();
		mount(link);
		click(link);
		expect(sent).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(14_999);
		expect(assign).not.toHaveBeenCalled();
		expect(link.classList.contains('loading')).toBe(true);
		await vi.advanceTimersByTimeAsync(1);
		expect(assign).toHaveBeenCalledWith(ADD_HREF);
		expect(link.classList.contains('loading')).toBe(false);
	});

	it('stands aside where YITH\'s own script handles the links', () => {
		Object.assign(window, { yith_wcwl_l10n: { ajax_url: '/wp-admin/admin-ajax.php' } });
		const link = card();
		const sent = serve(json(ADDED));
		mount(link);
		expect(click(link).defaultPrevented).toBe(false);
		expect(sent).toHaveLength(0);
	});

	it("does not stand aside for elements with the id of YITH's settings in a post", async () => {
		const link = card();
		clobber('yith_wcwl_l10n', '<p id="yith_wcwl_l10n"></p><p id="yith_wcwl_l10n"></p>');
		const sent = serve(json(ADDED));
		mount(link);
		expect(click(link).defaultPrevented).toBe(true);
		expect(sent).toHaveLength(1);
		await until(() => expect(link.classList.contains('added')).toBe(true));
	});

	it.each([
		['no product id', null],
		['a non-numeric product id', '108abc'],
		['an empty product id', ''],
	])('leaves a link with %s alone: the plain link', (_name, id) => {
		const link = card();
		if (id === null) {
			link.removeAttribute('data-product-id');
		} else {
			link.dataset.productId = id;
		}
		const sent = serve(json(ADDED));
		mount(link);
		expect(click(link).defaultPrevented).toBe(false);
		expect(sent).toHaveLength(0);
	});

	it('leaves a modified click (new tab) to the browser', () => {
		const link = card();
		const sent = serve(json(ADDED));
		mount(link);
		const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
		let taken = true;
		document.addEventListener('click', (seen) => {
			taken = seen.defaultPrevented;
			seen.preventDefault();
		}, { once: true });
		link.dispatchEvent(event);
		expect(taken).toBe(false);
		expect(sent).toHaveLength(0);
	});

	it('lets go of the link when unmounted', () => {
		const link = card();
		mount(link)();
		expect(click(link).defaultPrevented).toBe(false);
	});
});

describe("the visitor's own wishlist, which no cacheable page carries", () => {
	it("shows YITH's \"already in\" text and its link to the wishlist for a product in it, asked once for the page's buttons", async () => {
		document.cookie = 'shop_islands_wishlist=2; path=/';
		const link = card();
		document.querySelector('ul.products')?.insertAdjacentHTML(
			'beforeend',
			'<li class="product"><div class="yith-add-to-wishlist-button-block" data-product-id="122"><a href="http://localhost:3000/wishlist/?add_to_wishlist=122" class="add_to_wishlist single_add_to_wishlist" data-product-id="122" data-product-type="simple" rel="nofollow"><span>Add to wishlist</span></a></div></li>',
		);
		const other = document.querySelectorAll<HTMLAnchorElement>('a.add_to_wishlist')[1] as HTMLAnchorElement;
		const sent = serve(json({ products: [108, 7], url: 'http://localhost:3000/wishlist/view/3W3PN9VREV3B/' }));
		mount(link);
		mount(other);
		await until(() => expect(document.querySelector('[data-product-id="108"] .yith-wcwl-wishlistexistsbrowse')).not.toBeNull());
		expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([`GET ${AJAX}?action=shop_islands_wishlist`]);
		const state = document.querySelector('[data-product-id="108"] .yith-wcwl-wishlistexistsbrowse');
		expect(state?.querySelector('.feedback')?.textContent).toBe('The product is already in your wishlist!');
		expect(state?.querySelector('a')?.textContent).toBe('Remove from list');
		expect(state?.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/wishlist/view/3W3PN9VREV3B/');
		// Not in it: the add stays.
		expect(other.isConnected).toBe(true);
	});

	it('asks nothing for a visitor whose cookie says they have no wishlist', async () => {
		const link = card();
		const sent = serve(json({ products: [108] }));
		mount(link);
		await Promise.resolve();
		expect(sent).toEqual([]);
		expect(link.isConnected).toBe(true);
	});

	it('keeps the add for an answer that is not one, and takes no javascript: page', async () => {
		document.cookie = 'shop_islands_wishlist=1; path=/';
		const link = card();
		const asked = serve(json({ products: '108', url: 'javascript:alert(1)' }));
		mount(link);
		await until(() => expect(asked).toHaveLength(1));
		await Promise.resolve();
		expect(link.isConnected).toBe(true);
	});
});

describe('the wishlist table\'s remove links', () => {
	it('remove in the background with the link\'s nonce and the form\'s fragment: the row leaves, focus moves on, announced, count refreshed', async () => {
		const links = wishlistPage();
		withCounter();
		const sent = serve(json(REMOVED), json({ count: 2 }));
		const removed = vi.fn();
		document.addEventListener('removed_from_wishlist', removed);
		links.forEach(mount);
		links[1]?.focus();
		expect(click(links[1] as HTMLElement).defaultPrevented).toBe(true);
		expect(sent[0]).toEqual({
			url: AJAX,
			method: 'POST',
			fields: {
				action: 'remove_from_wishlist',
				nonce: REMOVE_NONCE,
				context: 'frontend',
				remove_from_wishlist: '108',
				wishlist_id: '2',
				wishlist_token: '3W3PN9VREV3B',
				[`fragments[${FRAGMENT_KEY}][per_page]`]: '5',
				[`fragments[${FRAGMENT_KEY}][wishlist_id]`]: '2',
				[`fragments[${FRAGMENT_KEY}][wishlist_token]`]: '3W3PN9VREV3B',
				[`fragments[${FRAGMENT_KEY}][is_private]`]: 'false',
				[`fragments[${FRAGMENT_KEY}][count]`]: '3',
				[`fragments[${FRAGMENT_KEY}][item]`]: 'wishlist',
			},
		});
		await until(() => expect(document.querySelectorAll('tr[data-row-id]')).toHaveLength(2));
		expect(document.querySelector('#yith-wcwl-row-108')).toBeNull();
		expect(document.activeElement).toBe(links[2]);
		await until(() => expect($wishlistCount.get()).toBe(2));
		await until(() => expect(liveText()).toBe('Product successfully removed.'));
		expect(removed).toHaveBeenCalledTimes(1);
		// The form's HTML in the answer is never written into the page.
		expect(document.querySelectorAll('form')).toHaveLength(1);
		document.removeEventListener('removed_from_wishlist', removed);
	});

	it('moves focus to the previous remove link after the last row', async () => {
		const links = wishlistPage();
		serve(json(REMOVED));
		links.forEach(mount);
		click(links[2] as HTMLElement);
		await until(() => expect(document.querySelectorAll('tr[data-row-id]')).toHaveLength(2));
		expect(document.activeElement).toBe(links[1]);
	});

	it('sends no fragment fields when the form\'s options are broken (YITH then answers none: the link is followed)', async () => {
		const links = wishlistPage('{not json');
		const sent = serve(json({ fragments: [] }));
		const assign = stubNavigation();
		links.forEach(mount);
		click(links[0] as HTMLElement);
		await until(() => expect(assign).toHaveBeenCalledWith(removeHref(115)));
		expect(Object.keys(sent[0]?.fields ?? {}).filter((name) => name.startsWith('fragments'))).toEqual([]);
	});

	it.each([
		['an HTML page', () => new Response('<html></html>')],
		['a 500', () => new Response(JSON.stringify(REMOVED), { status: 500 })],
		['a 401', () => new Response('', { status: 401 })],
		['an answer without fragments', json({ result: 'true' })],
		['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('follows its link on %s, the row kept', async (_name, answer) => {
		const links = wishlistPage();
		serve(answer);
		const assign = stubNavigation();
		links.forEach(mount);
		click(links[2] as HTMLElement);
		await until(() => expect(assign).toHaveBeenCalledWith(removeHref(101)));
		expect(document.querySelectorAll('tr[data-row-id]')).toHaveLength(3);
		expect(links[2]?.classList.contains('loading')).toBe(false);
	});

	it("removes with a fresh nonce when the link's is refused (no fragments), asked once", async () => {
		const links = wishlistPage();
		const sent = serve(json({ fragments: [] }), json({ wishlistNonce: 'w-fresh', wishlistRemoveNonce: 'r-fresh' }), json(REMOVED));
		links.forEach(mount);
		click(links[0] as HTMLElement);
		await until(() => expect(document.querySelectorAll('tr[data-row-id]')).toHaveLength(2));
		expect(sent.map(({ method, fields }) => [method, fields.nonce])).toEqual([
			['POST', REMOVE_NONCE],
			['GET', undefined],
			['POST', 'r-fresh'],
		]);
	});

	it('leaves a remove link whose row id is not a number alone', () => {
		const links = wishlistPage();
		(links[0]?.closest('tr') as HTMLElement).dataset.rowId = 'x';
		const sent = serve(json(REMOVED));
		mount(links[0] as HTMLElement);
		expect(click(links[0] as HTMLElement).defaultPrevented).toBe(false);
		expect(sent).toHaveLength(0);
	});
});
