import { notePageView } from '../shared/attribution/page-view-note';
import { islandsOff } from '../shared/settings-tag';
import { registry } from './registry';
import { startIslands } from './runtime/index';
import { builtIn } from '../shared/page-document';
import { raiseGalleriesReady } from '../shared/galleries-ready';

/**
 * The entry, the only script a page loads up front: the runtime, the registry and, re-exported
 * below, the kernel (the islands of nearly every page's load and the state every island shares),
 * which the island chunks import from this file. It notes the page view order attribution records
 * later (nothing a record needs waits for the page to be left), starts the islands runtime with
 * every island the site has not turned off (the plugin keeps those islands' classic scripts), and
 * tells WooCommerce-aware CSS that JavaScript runs, as WooCommerce's inline script does, and a
 * theme's script that waits for the galleries that they are ready.
 */
export * from './kernel';

/**
 * The address every chunk imports this file by (esbuild.config.mjs builds it under this name). A
 * module is one per address: loaded at another (a plugin adding a query to the entry's URL), this
 * copy would hold state apart from the one the chunks share, so it hands over to that one.
 */
const ENTRY = './loader.js';

const canonical = new URL(ENTRY, import.meta.url).href;
if (import.meta.url === canonical) {
	notePageView();
	const body = builtIn('body');
	body.classList.remove('woocommerce-no-js');
	body.classList.add('woocommerce-js');
	raiseGalleriesReady();
	const off = islandsOff();
	startIslands(Object.fromEntries(Object.entries(registry).filter(([name]) => !off.has(name))));
} else {
	void import(/* this file, at the address the chunks import */ canonical);
}
