import { vi } from 'vitest';

/** A scripted stand-in for the wc-ajax endpoints, installed as `fetch`. */

export type Reply = { body: string; status?: number } | 'network-error' | 'hang';

export interface FakeCall {
	readonly endpoint: string;
	readonly fields: Record<string, string>;
}

export function cartAnswer(items: number, hash = `hash-${items}`): string {
	return JSON.stringify({
		fragments: {
			'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item mini_cart_item">${items} items<a href="http://localhost:3000/cart/?remove_item=k1&amp;_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a></li></ul></div>`,
			'a.cart-contents': `<a class="cart-contents" href="/cart/"><span class="count">${items} items</span></a>`,
		},
		cart_hash: hash,
	});
}

/**
 * Answers each call with `reply(call)`; records calls, and the most requests ever in
 * flight at once. Also sets WooCommerce's cookies the way the server would.
 */
export function installFakeWc(reply: (call: FakeCall, index: number) => Reply): {
	calls: FakeCall[];
	maxInFlight: () => number;
} {
	const calls: FakeCall[] = [];
	let inFlight = 0;
	let maxInFlight = 0;
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			// The client sends absolute URLs (shared/urls.ts); the page's own are named by their path.
			const target = new URL(url, 'http://localhost:3000');
			const endpoint = target.searchParams.get('wc-ajax') ?? (target.origin === 'http://localhost:3000' ? `${target.pathname}${target.search}` : url);
			const fields = Object.fromEntries(new URLSearchParams(String(init.body ?? '')));
			const call = { endpoint, fields };
			calls.push(call);
			inFlight += 1;
			maxInFlight = Math.max(maxInFlight, inFlight);
			const answer = reply(call, calls.length - 1);
			try {
				await new Promise((resolve) => setTimeout(resolve, 1));
				if (answer === 'network-error') {
					throw new TypeError('Failed to fetch');
				}
				if (answer === 'hang') {
					return await new Promise<Response>((_resolve, reject) => {
						init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
					});
				}
				const parsed = safeParse(answer.body);
				if (parsed && typeof parsed === 'object' && 'cart_hash' in parsed) {
					const hash = String((parsed as { cart_hash: unknown }).cart_hash);
					document.cookie = `woocommerce_cart_hash=${hash}; path=/`;
					document.cookie = `woocommerce_items_in_cart=${hash ? 1 : 0}; path=/`;
				}
				return new Response(answer.body, { status: answer.status ?? 200 });
			} finally {
				inFlight -= 1;
			}
		}),
	);
	return { calls, maxInFlight: () => maxInFlight };
}

function safeParse(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}
