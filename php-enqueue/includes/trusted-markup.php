<?php
/**
 * Markup the plugin vouches for. WordPress keeps `class`, `id` and `data-*` in the content of any
 * post, so an island whose stock markup would give that markup power over the visitor (a nonce
 * it sends to the markup's address) starts only inside `<shop-islands-trusted>`, an element
 * kses strips from post content, which the plugin prints around the markup it knows came from
 * a trusted plugin (islands/types.ts, `PoweredIsland`).
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The element around trusted markup; the bundle's stylesheet gives it no box. */
const SHOP_ISLANDS_TRUSTED_ELEMENT = 'shop-islands-trusted';

/**
 * WooCommerce's footer callbacks whose output the plugin vouches for: the "Coming soon"
 * banner, whose dismissal sends its REST nonce (class => method).
 */
const SHOP_ISLANDS_TRUSTED_FOOTER_CALLBACKS = array(
	'Automattic\WooCommerce\Admin\Features\LaunchYourStore' => 'maybe_add_coming_soon_banner_on_frontend',
);

/**
 * Puts each trusted footer callback's output inside the trusted element (wp_footer, before
 * WooCommerce prints): the callback is moved into a wrapper at its own priority.
 */
function shop_islands_vouch_for_footer_markup() {
	global $wp_filter;
	if ( ! shop_islands_is_enqueued() || ! isset( $wp_filter['wp_footer'] ) ) {
		return;
	}
	foreach ( $wp_filter['wp_footer']->callbacks as $priority => $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$function = $callback['function'];
			if ( ! is_array( $function ) || ! is_object( $function[0] ) || ! is_string( $function[1] ) ) {
				continue;
			}
			foreach ( SHOP_ISLANDS_TRUSTED_FOOTER_CALLBACKS as $class => $method ) {
				if ( $function[0] instanceof $class && $method === $function[1] ) {
					remove_action( 'wp_footer', $function, $priority );
					add_action(
						'wp_footer',
						static function () use ( $function ) {
							shop_islands_print_trusted( $function );
						},
						$priority
					);
				}
			}
		}
	}
}

/**
 * Runs a callback that prints markup, and prints what it printed inside the trusted element.
 *
 * @param callable $callback Prints markup.
 */
function shop_islands_print_trusted( $callback ) {
	ob_start();
	call_user_func( $callback );
	$markup = (string) ob_get_clean();
	if ( '' !== trim( $markup ) ) {
		printf( '<%1$s>%2$s</%1$s>', SHOP_ISLANDS_TRUSTED_ELEMENT, $markup ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the callback's own output, as it would have printed it.
	}
}
