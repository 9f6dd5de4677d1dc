import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, navigation } from '../../../islands/wishlist-button/mount';
import { $wishlistCount } from '../../../shared/stores/wishlist';
import { deferred, until } from '../../support/deferred';
import { installSettings } from '../../support/settings';

const AJAX = 'http://localhost:3000/wp-admin/admin-ajax.php';

interface Sent {
	readonly url: string;
	readonly method: string;
	readonly fields: Record<string, string>;
}

function serve(...answers: Array<() => Response | Promise<Response>>): Sent[] {
	const sent: Sent[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			sent.push({ url: String(url), method: init.method ?? 'GET', fields: Object.fromEntries(new URLSearchParams(init.body instanceof URLSearchParams ? init.body : '')) });
			const answer = answers[Math.min(sent.length, answers.length) - 1];
			return answer ? answer() : new Response('', { status: 500 });
		}),
	);
	return sent;
}

const json = (body: unknown): (() => Response) => () => new Response(JSON.stringify(body));

const ADDED = { prod_id: 108, result: 'true', message: 'Product added!', fragments: [], user_wishlists: [], wishlist_url: 'http://localhost:3000/wishlist/' };

function card(): HTMLAnchorElement {
	document.body.innerHTML = `<ul class="products"><li class="product"><div class="product-card__actions">
		<a href="?add_to_wishlist=108" class="add_to_wishlist single_add_to_wishlist" data-product-id="108" data-product-type="simple" aria-label="Add to wishlist: “Fish Tacos”" rel="nofollow"><span>Add to wishlist</span></a>
	</div></li></ul>`;
	return document.querySelector('a') as HTMLAnchorElement;
}

function wishlistPage(): HTMLAnchorElement[] {
	document.body.innerHTML = `<ul class="products">${[101, 108, 115]
		.map((id) => `<li class="product"><a href="?remove_from_wishlist=${id}" class="remove remove_from_wishlist" data-product-id="${id}" rel="nofollow"><span>Remove this product</span></a></li>`)
		.join('')}</ul>`;
	return [...document.querySelectorAll<HTMLAnchorElement>('a')];
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
	installSettings({ ajaxUrl: AJAX, wishlistAjaxUrl: AJAX });
	$wishlistCount.set(null);
});

afterEach(() => {
	cleanStores($wishlistCount);
	Reflect.deleteProperty(window, 'yith_wcwl_l10n');
});

describe('add to wishlist', () => {
	it('adds in the background, becomes the link to the wishlist, announces the answer and refreshes the count', async () => {
		const link = card();
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
		expect(sent[0]).toEqual({ url: AJAX, method: 'POST', fields: { action: 'add_to_wishlist', add_to_wishlist: '108', product_type: 'simple', context: 'frontend' } });
		reply.resolve(json(ADDED)());
		await until(() => expect($wishlistCount.get()).toBe(1));
		expect(sent[1]).toMatchObject({ method: 'GET', url: `${AJAX}?action=yith_wcwl_update_wishlist_count` });
		expect(link.classList.contains('loading')).toBe(false);
		expect(link.hasAttribute('aria-busy')).toBe(false);
		expect(link.classList.contains('added')).toBe(true);
		expect(link.href).toBe('http://localhost:3000/wishlist/');
		expect(link.textContent).toBe('Browse wishlist');
		expect(link.getAttribute('aria-label')).toBe('Browse wishlist');
		expect(added).toHaveBeenCalledTimes(1);
		await until(() => expect(liveText()).toBe('Product added!'));
		// Now a plain link to the wishlist.
		expect(click(link).defaultPrevented).toBe(false);
		document.removeEventListener('added_to_wishlist', added);
	});

	it('takes "exists" as added', async () => {
		const link = card();
		serve(json({ ...ADDED, result: 'exists', message: 'The product is already in your wishlist!' }), json({ count: 1 }));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
	});

	it('never takes a javascript: wishlist URL, nor reads the message as markup', async () => {
		const link = card();
		serve(json({ ...ADDED, wishlist_url: 'javascript:alert(1)', message: '<img src=x onerror=alert(1)>' }), json({ count: 1 }));
		mount(link);
		click(link);
		await until(() => expect(link.classList.contains('added')).toBe(true));
		expect(link.getAttribute('href')).toBe('?add_to_wishlist=108');
		await until(() => expect(liveText()).toBe('<img src=x onerror=alert(1)>'));
		expect(document.querySelector('img')).toBeNull();
	});

	it.each([
		['an HTML page', () => new Response('<!doctype html><p>Fatal error</p>')],
		['a 500', () => new Response(JSON.stringify(ADDED), { status: 500 })],
		['an error result', json({ prod_id: 108, result: 'error', message: 'An error occurred while adding the products to the wishlist.' })],
		['YITH\'s refused nonce', json({ result: false })],
		['WordPress\'s 0', () => new Response('0', { status: 400 })],
		['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('follows its link on %s, the count untouched', async (_name, answer) => {
		const link = card();
		const sent = serve(answer);
		const assign = stubNavigation();
		$wishlistCount.set(2);
		mount(link);
		click(link);
		await until(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/?add_to_wishlist=108'));
		expect(sent).toHaveLength(1);
		expect($wishlistCount.get()).toBe(2);
		expect(link.classList.contains('loading')).toBe(false);
		expect(link.classList.contains('added')).toBe(false);
	});

	it('stands aside where YITH\'s own script handles the links', () => {
		Object.assign(window, { yith_wcwl_l10n: { ajax_url: '/wp-admin/admin-ajax.php' } });
		const link = card();
		const sent = serve(json(ADDED));
		mount(link);
		expect(click(link).defaultPrevented).toBe(false);
		expect(sent).toHaveLength(0);
	});

	it('leaves a link without a product id alone', () => {
		const link = card();
		link.removeAttribute('data-product-id');
		mount(link);
		expect(click(link).defaultPrevented).toBe(false);
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

describe('the wishlist page\'s remove links', () => {
	it('remove in the background: the card leaves, focus moves to the next remove link, announced, count refreshed', async () => {
		const links = wishlistPage();
		const sent = serve(json({ fragments: [] }), json({ count: 2 }));
		const removed = vi.fn();
		document.addEventListener('removed_from_wishlist', removed);
		links.forEach(mount);
		links[1]?.focus();
		click(links[1] as HTMLElement);
		expect(sent[0]).toEqual({ url: AJAX, method: 'POST', fields: { action: 'remove_from_wishlist', remove_from_wishlist: '108', context: 'frontend' } });
		await until(() => expect(document.querySelectorAll('li.product')).toHaveLength(2));
		expect(document.activeElement).toBe(links[2]);
		await until(() => expect($wishlistCount.get()).toBe(2));
		await until(() => expect(liveText()).toBe('Product successfully removed.'));
		expect(removed).toHaveBeenCalledTimes(1);
		document.removeEventListener('removed_from_wishlist', removed);
	});

	it('moves focus to the previous remove link after the last card', async () => {
		const links = wishlistPage();
		serve(json({ fragments: [] }), json({ count: 2 }));
		links.forEach(mount);
		click(links[2] as HTMLElement);
		await until(() => expect(document.querySelectorAll('li.product')).toHaveLength(2));
		expect(document.activeElement).toBe(links[1]);
	});

	it.each([
		['an HTML page', () => new Response('<html></html>')],
		['a 500', () => new Response('{"fragments":[]}', { status: 500 })],
		['an answer without fragments', json({ result: 'true' })],
	])('follows its link on %s', async (_name, answer) => {
		const links = wishlistPage();
		serve(answer);
		const assign = stubNavigation();
		links.forEach(mount);
		click(links[0] as HTMLElement);
		await until(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/?remove_from_wishlist=101'));
		expect(document.querySelectorAll('li.product')).toHaveLength(3);
	});
});
