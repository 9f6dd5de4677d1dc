import { ATTRIBUTION_FIELDS, type AttributionValues } from '../../shared/attribution/fields';
import { getSettings } from '../../shared/config';
import { pageGlobal, scriptObject } from '../../shared/page-globals';
import { $attribution } from '../../shared/stores/attribution';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';

/**
 * The order-attribution fields where a form posts them (docs/attribution-and-consent.md). Its hosts
 * are WooCommerce's: `<wc-order-attribution-inputs>`, which the classic checkout (and the account
 * registration form) prints empty, gets one hidden `wc_order_attribution_<field>` input per
 * field; the block checkout (`.wp-block-woocommerce-checkout`) gets the same values as
 * extension data under `woocommerce/order-attribution`, through the checkout data store's
 * `setExtensionData`, once that store is registered. Both follow the fields: emptied (null)
 * the moment tracking is turned off. WooCommerce 10.5+ prints the element at each of the
 * classic checkout's attribution hooks (up to five in one form) and its script keeps the
 * document's first: so does the island, removing the others, so no field is posted twice.
 * Loaded only where a host is: on a checkout at once, in the
 * account's registration form on the shopper's first reach for it (./start.ts); either way the
 * fields are filled before the form can be submitted.
 */

const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';
/** The block checkout's data store (`wc.wcBlocksData.CHECKOUT_STORE_KEY`). */
const CHECKOUT_STORE_KEY = 'wc/store/checkout';
const BLOCK_CHECKOUT = '.wp-block-woocommerce-checkout';
const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

interface CheckoutDispatch {
	setExtensionData(namespace: string, data: Readonly<Record<string, string | null>>, silent?: boolean): void;
}

interface WpData {
	dispatch(store: string): unknown;
	subscribe(listener: () => void, store?: string): () => void;
}

export function mount(host: HTMLElement): Unmount {
	const prefix = getSettings().orderAttribution?.prefix;
	if (prefix === undefined) {
		return () => undefined;
	}
	return host.matches(BLOCK_CHECKOUT) ? sendToBlockCheckout() : stampInputs(host, prefix);
}

function stampInputs(host: HTMLElement, prefix: string): Unmount {
	if (builtIn('querySelector', host.ownerDocument)(INPUTS_ELEMENT) !== host) {
		host.remove();
		return () => undefined;
	}
	const inputs = ATTRIBUTION_FIELDS.map((field) => {
		const input = builtIn('createElement')('input');
		input.type = 'hidden';
		input.name = `${prefix}${field}`;
		return [field, input] as const;
	});
	host.replaceChildren(...inputs.map(([, input]) => input));
	const unsubscribe = $attribution.subscribe((values) => {
		for (const [field, input] of inputs) {
			input.value = values[field] ?? '';
		}
	});
	return () => {
		unsubscribe();
		host.replaceChildren();
	};
}

function sendToBlockCheckout(): Unmount {
	let waiting: (() => void) | null = null;
	const stopWaiting = (): void => {
		waiting?.();
		waiting = null;
	};
	let sent: AttributionValues | null = null;
	const send = (values: AttributionValues): void => {
		// A store starting up hands its first value twice.
		if (values === sent) {
			return;
		}
		sent = values;
		stopWaiting();
		if (dispatchExtensionData(values)) {
			return;
		}
		// The checkout's scripts register its store later: send once they have.
		const data = wpData();
		if (data) {
			waiting = data.subscribe(() => {
				if (dispatchExtensionData($attribution.get())) {
					stopWaiting();
				}
			}, CHECKOUT_STORE_KEY);
		}
	};
	const unsubscribe = $attribution.subscribe(send);
	return () => {
		unsubscribe();
		stopWaiting();
	};
}

function dispatchExtensionData(values: AttributionValues): boolean {
	const data = wpData();
	let checkout: unknown;
	try {
		checkout = data?.dispatch(CHECKOUT_STORE_KEY);
	} catch {
		return false;
	}
	if (!isCheckoutDispatch(checkout)) {
		return false;
	}
	checkout.setExtensionData(EXTENSION_NAMESPACE, { ...values }, true);
	return true;
}

/** WordPress's `wp.data`, once a script (the block checkout's) has put it on the page; never markup with that id. */
function wpData(): WpData | null {
	const data = scriptObject(scriptObject(pageGlobal('wp'))?.data);
	return data && typeof data.dispatch === 'function' && typeof data.subscribe === 'function' ? (data as unknown as WpData) : null;
}

function isCheckoutDispatch(value: unknown): value is CheckoutDispatch {
	return typeof value === 'object' && value !== null && typeof (value as Partial<CheckoutDispatch>).setExtensionData === 'function';
}
