import { registry } from './registry';
import { startIslands } from './runtime/index';

/**
 * The entry chunk, the only script a page loads up front. It starts the islands runtime
 * and tells WooCommerce-aware CSS that JavaScript runs, as WooCommerce's inline script does.
 */

const body = document.body;
body.classList.remove('woocommerce-no-js');
body.classList.add('woocommerce-js');
startIslands(registry);
