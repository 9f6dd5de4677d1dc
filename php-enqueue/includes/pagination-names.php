<?php
/**
 * The listing's two paginations, named apart in the HTML the plugin serves.
 *
 * WooCommerce prints its pagination (loop/pagination.php) as a navigation landmark named
 * "Product Pagination", in WooCommerce's translation. Storefront prints it above the products
 * (woocommerce_before_shop_loop) and below them (woocommerce_after_shop_loop), so a screen
 * reader's list of landmarks shows two of one name. The plugin names them "Product Pagination
 * (top)" and "Product Pagination (bottom)", built on the name the template printed, on the
 * server: they are there with JavaScript off, and in a screen reader's browse mode, which sends
 * the page no event a script could wait for.
 *
 * Whether a pagination below follows is known only once it is printed, so the output is held
 * from the start of the pagination above (woocommerce_before_template_part) through the products
 * to the end of the one below (woocommerce_after_template_part); each template part's output is
 * then renamed with WordPress's HTML tag processor, never a pattern. A lone pagination, one
 * printed outside the loop's two hooks, and two a theme prints under names of its own are
 * printed as they came, and what is held is let go at the end of the loop
 * (woocommerce_after_shop_loop, last) whatever came between.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's pagination template. */
const SHOP_ISLANDS_PAGINATION_TEMPLATE = 'loop/pagination.php';

/**
 * Starts holding the output at the pagination above the products, and marks where the one below
 * starts (woocommerce_before_template_part, last, so the template's own output follows).
 *
 * @param string $template_name The template part about to print.
 */
function shop_islands_pagination_starts( $template_name ) {
	if ( SHOP_ISLANDS_PAGINATION_TEMPLATE !== $template_name ) {
		return;
	}
	$held = $GLOBALS['shop_islands_held_pagination'] ?? null;
	if ( null === $held ) {
		if ( doing_action( 'woocommerce_before_shop_loop' ) && ! doing_action( 'woocommerce_after_shop_loop' ) ) {
			ob_start();
			$GLOBALS['shop_islands_held_pagination'] = array(
				'level'        => ob_get_level(),
				'top'          => null,
				'bottom_start' => null,
			);
		}
		return;
	}
	if ( doing_action( 'woocommerce_after_shop_loop' ) && null !== $held['top'] && null === $held['bottom_start'] && ob_get_level() === $held['level'] ) {
		$GLOBALS['shop_islands_held_pagination']['bottom_start'] = (int) ob_get_length();
	}
}

/**
 * Keeps the pagination above as it printed; after the one below, prints what was held with the
 * two named apart (woocommerce_after_template_part, first).
 *
 * @param string $template_name The template part that printed.
 */
function shop_islands_pagination_ends( $template_name ) {
	$held = $GLOBALS['shop_islands_held_pagination'] ?? null;
	if ( SHOP_ISLANDS_PAGINATION_TEMPLATE !== $template_name || null === $held || ob_get_level() !== $held['level'] ) {
		return;
	}
	if ( null === $held['top'] ) {
		$GLOBALS['shop_islands_held_pagination']['top'] = (string) ob_get_contents();
		return;
	}
	if ( null === $held['bottom_start'] ) {
		return;
	}
	unset( $GLOBALS['shop_islands_held_pagination'] );
	$output = (string) ob_get_clean();
	$top    = $held['top'];
	// Printed as it came if anything flushed the buffer meanwhile: the offsets would be wrong.
	if ( 0 !== strncmp( $output, $top, strlen( $top ) ) || $held['bottom_start'] < strlen( $top ) ) {
		echo $output; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page as WooCommerce and the theme printed it.
		return;
	}
	$between = substr( $output, strlen( $top ), $held['bottom_start'] - strlen( $top ) );
	$bottom  = substr( $output, $held['bottom_start'] );
	list( $top, $bottom ) = shop_islands_paginations_named_apart( $top, $bottom );
	echo $top . $between . $bottom; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page as printed; the names are escaped by the tag processor.
}

/**
 * Lets go of what is held at the end of the loop (woocommerce_after_shop_loop, last): a lone
 * pagination above, printed as it came.
 */
function shop_islands_release_pagination() {
	$held = $GLOBALS['shop_islands_held_pagination'] ?? null;
	unset( $GLOBALS['shop_islands_held_pagination'] );
	// Only the buffer this plugin opened, and only if nothing since left one open above it.
	if ( null !== $held && ob_get_level() === $held['level'] ) {
		ob_end_flush();
	}
}

/**
 * The two paginations' HTML, renamed "<name> (top)" and "<name> (bottom)" when each is one
 * `nav.woocommerce-pagination` and both carry the same name; both unchanged otherwise.
 *
 * @param string $top    What loop/pagination.php printed above the products.
 * @param string $bottom What it printed below them.
 * @return array{0:string,1:string}
 */
function shop_islands_paginations_named_apart( $top, $bottom ) {
	$above = shop_islands_pagination_landmark( $top );
	$below = shop_islands_pagination_landmark( $bottom );
	if ( null === $above || null === $below ) {
		return array( $top, $bottom );
	}
	$name = $above->get_attribute( 'aria-label' );
	if ( ! is_string( $name ) || '' === trim( $name ) || $below->get_attribute( 'aria-label' ) !== $name ) {
		return array( $top, $bottom );
	}
	$name = trim( $name );
	/* translators: %s: the name the two paginations of a product listing share, WooCommerce's "Product Pagination". */
	$above->set_attribute( 'aria-label', sprintf( __( '%s (top)', 'shop-islands' ), $name ) );
	/* translators: %s: the name the two paginations of a product listing share, WooCommerce's "Product Pagination". */
	$below->set_attribute( 'aria-label', sprintf( __( '%s (bottom)', 'shop-islands' ), $name ) );
	return array( $above->get_updated_html(), $below->get_updated_html() );
}

/**
 * A tag processor at the one `nav.woocommerce-pagination` of a template part's output; null
 * when it holds none, or more than one.
 *
 * @param string $html What the template part printed.
 * @return WP_HTML_Tag_Processor|null
 */
function shop_islands_pagination_landmark( $html ) {
	$query = array(
		'tag_name'   => 'nav',
		'class_name' => 'woocommerce-pagination',
	);
	$count = new WP_HTML_Tag_Processor( $html );
	if ( ! $count->next_tag( $query ) || $count->next_tag( $query ) ) {
		return null;
	}
	$landmark = new WP_HTML_Tag_Processor( $html );
	$landmark->next_tag( $query );
	return $landmark;
}
