import type { IslandRegistry } from './types';

/**
 * The one map from a marker to its island. Each `load` is the only import of that island,
 * so each island becomes its own chunk. `markers` lists the stock WooCommerce / CF7 / theme
 * markup the island recognises; `[data-island="<name>"]` always marks it too.
 */
export const registry: IslandRegistry = {};
