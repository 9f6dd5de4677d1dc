/*
 * A stand-in for the Checkout block's scripts: `wp.data` with the checkout data store
 * (`wc/store/checkout`), registered a moment after the page loads as the block's scripts
 * register it, and `wc.wcBlocksData`. Its `setExtensionData(namespace, data)` keeps the data
 * the checkout would post to the Store API under `extensions`, and the page shows it (as text).
 */
(() => {
	'use strict';

	const CHECKOUT_STORE_KEY = 'wc/store/checkout';
	/** The Checkout block registers its store shortly after the page has loaded. */
	const REGISTER_DELAY_MS = 50;
	/** @type {Array<() => void>} */
	let listeners = [];
	/** @type {Record<string, Record<string, unknown>>} */
	const extensions = {};
	let registered = false;
	const site = /** @type {Window & { wp?: object, wc?: object }} */ (window);

	function render() {
		const body = document.querySelector('.fixture-block-checkout__extension-data tbody');
		const status = document.querySelector('.fixture-block-checkout__status');
		if (!body) {
			return;
		}
		const rows = [];
		for (const [namespace, data] of Object.entries(extensions)) {
			for (const [key, value] of Object.entries(data)) {
				const row = document.createElement('tr');
				row.setAttribute('data-extension-field', `${namespace}/${key}`);
				const name = document.createElement('th');
				name.scope = 'row';
				name.textContent = `${namespace} ${key}`;
				const cell = document.createElement('td');
				cell.textContent = value === null ? '(null)' : String(value);
				row.append(name, cell);
				rows.push(row);
			}
		}
		body.replaceChildren(...rows);
		if (status) {
			status.textContent = rows.length > 0 ? `${rows.length} values.` : 'No extension data yet.';
		}
	}

	const checkoutActions = {
		/**
		 * @param {string} namespace
		 * @param {Record<string, unknown>} data
		 */
		setExtensionData(namespace, data) {
			extensions[namespace] = { ...data };
			render();
		},
	};

	site.wp = {
		...site.wp,
		data: {
			/** @param {string} store */
			dispatch: (store) => (registered && store === CHECKOUT_STORE_KEY ? checkoutActions : undefined),
			/** @param {() => void} listener */
			subscribe: (listener) => {
				listeners.push(listener);
				return () => {
					listeners = listeners.filter((candidate) => candidate !== listener);
				};
			},
		},
	};

	setTimeout(() => {
		registered = true;
		site.wc = { ...site.wc, wcBlocksData: { CHECKOUT_STORE_KEY } };
		document.querySelector('.wp-block-woocommerce-checkout')?.classList.remove('is-loading');
		for (const listener of [...listeners]) {
			listener();
		}
	}, REGISTER_DELAY_MS);
})();
