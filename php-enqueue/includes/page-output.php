<?php
/**
 * What the plugin does once the whole page has printed: its landmarks named apart
 * (page-landmark-names.php) and what its template scripts use printed (template-scripts.php). It
 * runs in the template's output buffer WordPress 6.9+ opens for enhancements like these
 * (wp_template_enhancement_output_buffer, which a classic theme has by default) and, on
 * WordPress 6.8, which has none, in one the plugin opens the same way just before the template
 * is included.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The page as the plugin finishes it (wp_template_enhancement_output_buffer).
 *
 * @param string $html The page.
 * @return string
 */
function shop_islands_finish_page( $html ) {
	return shop_islands_serve_template_scripts( shop_islands_landmarks_named_apart( $html ) );
}

/**
 * On WordPress before 6.9, whose template has no enhancement buffer: holds the template's output
 * (template_include, last, just before WordPress includes it).
 *
 * @param string $template The template about to be included.
 * @return string The same template.
 */
function shop_islands_hold_template( $template ) {
	if ( class_exists( 'WP_HTML_Tag_Processor' ) ) {
		ob_start( 'shop_islands_finish_page_in_buffer' );
	}
	return $template;
}

/**
 * The held template's output, finished when it comes whole (PHP's output callback): a page
 * flushed early, or cleaned, passes as it is.
 *
 * @param string $output What the buffer holds.
 * @param int    $phase  PHP_OUTPUT_HANDLER_* flags.
 * @return string
 */
function shop_islands_finish_page_in_buffer( $output, $phase ) {
	$whole = PHP_OUTPUT_HANDLER_START | PHP_OUTPUT_HANDLER_FINAL;
	if ( ( $phase & $whole ) !== $whole || ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) !== 0 ) {
		return $output;
	}
	return shop_islands_finish_page( $output );
}
