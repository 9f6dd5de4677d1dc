import type { BrowserContext } from 'playwright-core';

/**
 * The classic page as a site owner makes it light today: every script held back until the
 * shopper's first interaction, as WP Rocket's "Delay JavaScript execution" and LiteSpeed's
 * "Load JS Delayed" do. The store's HTML is rewritten on its way to the browser: each script
 * the browser would run gets an inert type (so it is neither fetched nor run), and a small
 * inline loader runs them all, in document order, on the first key, pointer or wheel event,
 * then fires `DOMContentLoaded` and `load` again for the handlers they add, as those plugins do.
 * The loader is inline, like theirs, so it adds no script file.
 */

/** Set on `<html>` once the first interaction has run every held-back script. */
export const DELAYED_SCRIPTS_RAN = 'html[data-bench-delayed-ran]';

const INERT_TYPE = 'bench/delayed';
/** What the browser runs: no type, a JavaScript MIME type, or a module (JSON, templates and import maps stay). */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * In the page: the events WP Rocket's loader waits for, then every held-back script in order.
 * jQuery's ready handlers wait until the last script has run, as theirs do: on a page already
 * loaded, jQuery would run each as soon as it is added, before the plugins it calls are there.
 */
const LOADER = `<script>(() => {
	const events = ['keydown', 'mousedown', 'mousemove', 'touchmove', 'touchstart', 'touchend', 'wheel'];
	const readyHandlers = [];
	let started = false;
	const holdReady = () => {
		const fn = window.jQuery && window.jQuery.fn;
		if (!fn || fn.ready.benchHeld) return;
		const ready = fn.ready;
		fn.ready = function (handler) {
			readyHandlers.push(() => ready.call(this, handler));
			return this;
		};
		fn.ready.benchHeld = ready;
	};
	const run = async () => {
		if (started) return;
		started = true;
		for (const held of [...document.querySelectorAll('script[type="${INERT_TYPE}"]')]) {
			const script = document.createElement('script');
			for (const { name, value } of [...held.attributes]) {
				if (name !== 'type' && name !== 'data-bench-type') script.setAttribute(name, value);
			}
			if (held.dataset.benchType) script.type = held.dataset.benchType;
			script.text = held.text;
			const loaded = script.src && !script.noModule ? new Promise((resolve) => { script.onload = script.onerror = resolve; }) : null;
			held.replaceWith(script);
			await loaded;
			holdReady();
		}
		if (window.jQuery) window.jQuery.fn.ready = window.jQuery.fn.ready.benchHeld || window.jQuery.fn.ready;
		for (const handler of readyHandlers) handler();
		document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
		window.dispatchEvent(new Event('load'));
		document.documentElement.dataset.benchDelayedRan = '';
	};
	for (const type of events) addEventListener(type, run, { passive: true, once: true });
})();</script>`;

/** The page's HTML with every runnable script held back and the loader before `</body>`. */
export function delayScripts(html: string): string {
	const held = html.replace(SCRIPT_TAG, (tag: string, attributes: string) => {
		const match = TYPE_ATTRIBUTE.exec(attributes);
		const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
		if (!RUNNABLE_TYPE.test(type)) {
			return tag;
		}
		const rest = match ? attributes.replace(match[0], '') : attributes;
		return `<script type="${INERT_TYPE}" data-bench-type="${type}"${rest}>`;
	});
	const bodyEnd = held.lastIndexOf('</body>');
	return bodyEnd === -1 ? `${held}${LOADER}` : `${held.slice(0, bodyEnd)}${LOADER}${held.slice(bodyEnd)}`;
}

/** Every HTML document of the store this context opens comes with its scripts held back. */
export async function delayScriptsUntilInteraction(context: BrowserContext, storeUrl: string): Promise<void> {
	const origin = new URL(storeUrl).origin;
	await context.route(
		(url) => url.origin === origin,
		async (route) => {
			if (route.request().resourceType() !== 'document') {
				await route.fallback();
				return;
			}
			const response = await route.fetch();
			if (!(response.headers()['content-type'] ?? '').includes('text/html')) {
				await route.fulfill({ response });
				return;
			}
			await route.fulfill({ response, body: delayScripts(await response.text()) });
		},
	);
}
