import { islandsOff } from '../shared/settings-tag';
import { registry } from './registry';
import { startIslands } from './runtime/index';

/**
 * The entry chunk, the only script a page loads up front. It starts the islands runtime with
 * every island the site has not turned off (the plugin keeps those islands' classic scripts),
 * and tells WooCommerce-aware CSS that JavaScript runs, as WooCommerce's inline script does.
 */

const body = document.body;
body.classList.remove('woocommerce-no-js');
body.classList.add('woocommerce-js');
const off = islandsOff();
startIslands(Object.fromEntries(Object.entries(registry).filter(([name]) => !off.has(name))));
