/**
 * The themes site owners run, installed on every real store (store.ts) beside Storefront, each the
 * theme of a visitor with its cookie (site/wp-content/mu-plugins/real-store-test-switches.php), its
 * own WooCommerce features on (site/store-seed-themes.php); Hello Elementor with Elementor active.
 */
export const THEMES = ['astra', 'oceanwp', 'kadence', 'hello-elementor'] as const;

export type Theme = (typeof THEMES)[number];

/** The visitor cookie for which the store runs in `theme`. */
export function themeCookie(theme: Theme): { readonly name: string; readonly value: string } {
	return { name: 'shop_islands_theme', value: theme };
}
