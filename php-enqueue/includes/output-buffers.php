<?php
/**
 * Buffers around a template's output the plugin adds to (the gallery's thumbnail strip, the
 * tabs' first state), where WooCommerce has no hook inside: opened before the template's action,
 * closed after it, and handed over only when nothing between left a buffer of its own open.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Starts buffering the output named `$name`.
 *
 * @param string $name What is buffered (`gallery`, `tabs`).
 */
function shop_islands_start_buffer( $name ) {
	ob_start();
	$GLOBALS['shop_islands_buffers'][ $name ] = ob_get_level();
}

/**
 * Ends the buffer named `$name` and returns what it holds; null when this plugin did not open it,
 * or when another buffer opened meanwhile is still open (then everything stays as it is).
 *
 * @param string $name What is buffered.
 * @return string|null
 */
function shop_islands_end_buffer( $name ) {
	$level = isset( $GLOBALS['shop_islands_buffers'][ $name ] ) ? (int) $GLOBALS['shop_islands_buffers'][ $name ] : 0;
	unset( $GLOBALS['shop_islands_buffers'][ $name ] );
	if ( 0 === $level || ob_get_level() !== $level ) {
		return null;
	}
	return (string) ob_get_clean();
}
