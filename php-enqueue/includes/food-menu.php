<?php
/**
 * Food Menu's pickup/delivery location popup (RadiusTheme's Food Menu, free: the option "Food
 * location popup", `fmp_food_location_popup`, with WooCommerce active), printed on the server.
 *
 * Food Menu prints an empty `div.fmp-location-box-wrap` in the footer and an inline script that,
 * once jQuery is ready and while no location is stored (`localStorage.fmp_location`), builds the
 * popup into it; its `fm-frontend` script (jQuery) then shows it, stores the choice, and fills
 * the checkout's location field (`.fmp-location-name`, the hidden input the order keeps). Once
 * the build has the `location-popup` island, the plugin prints the popup itself, hidden, with
 * Food Menu's ids, classes, locations and words, a dialog's name and a close button's label, and
 * the island shows it and does the rest (islands/location-popup/mount.ts). The markup is the same
 * for every visitor (the stored location is read in the browser), so cached pages stay shareable.
 *
 * `fm-frontend` is retired on the pages where the island does all it does: it also shows Food
 * Menu Pro's special-menu popup (Pro prints that one: with Pro active the script stays) and takes
 * the loading overlay off Food Menu's own listings once the page has loaded (its shortcodes, its
 * food pages and archives: there it stays).
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The island that shows the popup. */
const SHOP_ISLANDS_LOCATION_ISLAND = 'location-popup';

/** Food Menu's front-end script. */
const SHOP_ISLANDS_FOOD_MENU_SCRIPT = 'fm-frontend';

/** Food Menu's shortcodes, whose listings its script takes the loading overlay off. */
const SHOP_ISLANDS_FOOD_MENU_SHORTCODES = array( 'foodmenu', 'rt-foodmenu', 'foodmenu-single' );

/**
 * Food Menu's object that hooks the popup, where its popup is on and Food Menu Pro is not.
 *
 * @return object|null
 */
function shop_islands_food_menu_hooks() {
	$class = 'RT\FoodMenu\Controllers\Hooks\ActionHooks';
	if ( ! class_exists( $class ) || ! method_exists( $class, 'get_instance' ) || class_exists( 'FMP' ) ) {
		return null;
	}
	$hooks = call_user_func( array( $class, 'get_instance' ) );
	return is_object( $hooks ) && method_exists( $hooks, 'render_food_location_popup' ) ? $hooks : null;
}

/**
 * Puts the plugin's popup in the place of Food Menu's inline script (wp_footer, before Food Menu
 * prints), where the bundle is enqueued with the island.
 */
function shop_islands_take_over_food_menu_popup() {
	$hooks = shop_islands_food_menu_hooks();
	if ( null === $hooks || ! shop_islands_is_enqueued() || ! shop_islands_build_has_island( SHOP_ISLANDS_LOCATION_ISLAND ) ) {
		return;
	}
	$callback = array( $hooks, 'render_food_location_popup' );
	$priority = has_action( 'wp_footer', $callback );
	if ( false === $priority ) {
		return;
	}
	remove_action( 'wp_footer', $callback, $priority );
	add_action( 'wp_footer', 'shop_islands_print_food_menu_popup', $priority );
	shop_islands_food_menu_popup_printed( true );
}

/**
 * Whether the plugin prints Food Menu's popup on this page; called with true, notes that it does.
 *
 * @param bool $printed True to note it.
 * @return bool
 */
function shop_islands_food_menu_popup_printed( $printed = false ) {
	static $done = false;
	$done = $done || $printed;
	return $done;
}

/**
 * Prints the popup as Food Menu builds it, hidden until the island shows it (wp_footer).
 */
function shop_islands_print_food_menu_popup() {
	$locations   = call_user_func( array( 'RT\FoodMenu\Helpers\Fns', 'get_location_data' ), '', '', 'id' );
	$locations   = is_array( $locations ) ? $locations : array();
	$placeholder = (string) ( $locations[''] ?? '' );
	// As Food Menu does: with one location, it comes chosen.
	$only = count( $locations ) <= 2;
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- Food Menu's own words, as it prints them.
	?>
<div class="fmp-location-box-wrap" data-island="<?php echo esc_attr( SHOP_ISLANDS_LOCATION_ISLAND ); ?>"><div id="fmp-location-modal" class="fmp-popup-modal" role="dialog" aria-modal="true" aria-label="<?php echo esc_attr( $placeholder ); ?>" hidden><div class="modal-content">
<select name="fmp-location" class="fmp-location" aria-label="<?php echo esc_attr( $placeholder ); ?>">
	<?php
	foreach ( $locations as $value => $label ) {
		printf( '<option value="%s"%s>%s</option>', esc_attr( (string) $value ), selected( $only && '' !== (string) $value, true, false ), esc_html( (string) $label ) );
	}
	?>
</select>
<div class="confirm-msg" role="status" hidden><?php echo esc_html__( 'Save Your Preferred Location', 'tlp-food-menu' ); ?></div>
<button type="button" class="fmp-save-option fmp-btn"><?php echo esc_html__( 'Save', 'tlp-food-menu' ); ?></button>
<button type="button" class="fmp-close fmp-btn" aria-label="<?php echo esc_attr__( 'Close', 'shop-islands' ); ?>"> X </button>
</div></div></div>
	<?php
	// phpcs:enable
}

/**
 * Notes a Food Menu listing printed on this page (do_shortcode_tag).
 *
 * @param string $output The shortcode's HTML.
 * @param string $tag    The shortcode.
 * @return string
 */
function shop_islands_note_food_menu_listing( $output, $tag ) {
	if ( in_array( $tag, SHOP_ISLANDS_FOOD_MENU_SHORTCODES, true ) ) {
		shop_islands_food_menu_listing_printed( true );
	}
	return $output;
}

/**
 * Whether a Food Menu listing is on this page: one of its shortcodes printed, or one of its food
 * pages or archives; called with true, notes one.
 *
 * @param bool $printed True to note one.
 * @return bool
 */
function shop_islands_food_menu_listing_printed( $printed = false ) {
	static $done = false;
	$done = $done || $printed;
	$type = function_exists( 'TLPFoodMenu' ) ? TLPFoodMenu()->post_type : null;
	return $done || ( is_string( $type ) && ( is_singular( $type ) || is_post_type_archive( $type ) ) );
}

/**
 * Adds `fm-frontend` to the replaced scripts where the island does all it does here (the
 * `shop_islands_replaced_scripts` filter): the plugin printed the popup, and no Food Menu listing
 * was printed. Known only once the content has rendered, so only the footer's dequeue takes it,
 * which is where Food Menu prints it.
 *
 * @param string[] $handles The replaced scripts.
 * @return string[]
 */
function shop_islands_retire_food_menu_script( $handles ) {
	if ( shop_islands_food_menu_popup_printed() && ! shop_islands_food_menu_listing_printed() ) {
		$handles[] = SHOP_ISLANDS_FOOD_MENU_SCRIPT;
	}
	return $handles;
}
