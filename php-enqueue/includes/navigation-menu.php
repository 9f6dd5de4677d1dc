<?php
/**
 * Storefront's primary menu as the mobile-nav island will leave it, from the first paint.
 *
 * A site that assigns no menu to Storefront's primary location gets WordPress's list of pages
 * (wp_page_menu) there, a bare `<ul>`. Storefront's navigation script marks that list `nav-menu`
 * at load, and its stylesheet lays a `nav-menu` out as the header menu from 768 px (taller
 * links, dropdowns). The mobile-nav island that replaces the script starts on the shopper's
 * first interaction with the navigation, so marking the list then would move the page under
 * the shopper (a menu of many pages wraps onto a second row). The plugin prints the mark
 * instead: the menu is laid out as it will stay, before any script and without JavaScript.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds `nav-menu` to the list of the primary location's page menu (wp_page_menu filter),
 * when the bundle with the mobile-nav island is on the page.
 *
 * @param string $menu The page menu's HTML.
 * @param array  $args The menu's arguments: wp_nav_menu's, for its fallback.
 * @return string
 */
function shop_islands_mark_primary_page_menu( $menu, $args ) {
	if ( ! is_array( $args ) || 'primary' !== ( $args['theme_location'] ?? '' ) || ! shop_islands_is_enqueued() || ! shop_islands_build_has_island( 'mobile-nav' ) ) {
		return $menu;
	}
	return (string) preg_replace( '/<ul>/', '<ul class="nav-menu">', $menu, 1 );
}
add_filter( 'wp_page_menu', 'shop_islands_mark_primary_page_menu', 10, 2 );
