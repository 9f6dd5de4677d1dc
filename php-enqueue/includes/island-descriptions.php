<?php
/**
 * What each island is to a site owner: where it acts, a name and one line (the settings screen).
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** Where each island acts, by the group the settings screen lists it under; an island not here goes under "Other". */
const SHOP_ISLANDS_ISLAND_GROUPS = array(
	'everywhere' => array( 'mini-cart', 'mini-cart-removal', 'hide-if-empty', 'mini-cart-dropdown', 'cart-panel', 'store-notice', 'notice-focus', 'coming-soon-banner', 'mobile-nav', 'footer-bar', 'live-search', 'account-dropdown', 'wishlist-count', 'order-attribution', 'analytics', 'location-popup', 'special-menu', 'carousel', 'faq', 'lazy-background' ),
	'shop'       => array( 'add-to-cart', 'sort-order', 'result-count', 'tooltips', 'quick-view', 'wishlist-button', 'wishlist-title', 'countdown', 'gallery', 'variations-form', 'quantity', 'product-tabs', 'review-rating', 'size-chart', 'sticky-add-to-cart' ),
	'cart'       => array( 'cart-row-toggle', 'order-attribution-checkout' ),
	'contact'    => array( 'contact-form' ),
	'account'    => array( 'password-toggle', 'password-strength', 'lost-password', 'address-fields' ),
);

/**
 * The groups' headings, in the screen's order.
 *
 * @return array<string,string> Group => heading.
 */
function shop_islands_island_group_labels() {
	return array(
		'everywhere' => __( 'On every page', 'shop-islands' ),
		'shop'       => __( 'Shop and product pages', 'shop-islands' ),
		'cart'       => __( 'Cart and checkout', 'shop-islands' ),
		'contact'    => __( 'Contact', 'shop-islands' ),
		'account'    => __( 'My account', 'shop-islands' ),
		'other'      => __( 'Other', 'shop-islands' ),
	);
}

/**
 * Each island's name and line, in a site owner's words.
 *
 * @return array<string,array{0:string,1:string}> Island => [name, line].
 */
function shop_islands_island_descriptions() {
	return array(
		'mini-cart'                  => array( __( 'Header cart', 'shop-islands' ), __( 'Keeps the cart count and the mini-cart up to date, without WooCommerce\'s cart fragments script.', 'shop-islands' ) ),
		'mini-cart-removal'          => array( __( 'Remove from the mini-cart', 'shop-islands' ), __( 'Removes an item from the mini-cart without reloading the page.', 'shop-islands' ) ),
		'hide-if-empty'              => array( __( 'Empty cart widget', 'shop-islands' ), __( 'Hides the cart widget while the cart is empty.', 'shop-islands' ) ),
		'mini-cart-dropdown'         => array( __( 'Header cart dropdown', 'shop-islands' ), __( 'Keeps the header cart\'s dropdown within the window.', 'shop-islands' ) ),
		'cart-panel'                 => array( __( 'Cart side panel', 'shop-islands' ), __( 'Opens the cart in a side panel from the header cart and after an add.', 'shop-islands' ) ),
		'store-notice'               => array( __( 'Store notice', 'shop-islands' ), __( 'Shows the store notice until the visitor dismisses it.', 'shop-islands' ) ),
		'notice-focus'               => array( __( 'Notice focus', 'shop-islands' ), __( 'Moves the focus to an error notice, so screen readers announce it.', 'shop-islands' ) ),
		'coming-soon-banner'         => array( __( 'Coming soon banner', 'shop-islands' ), __( 'Lets a store manager dismiss the "coming soon" banner.', 'shop-islands' ) ),
		'mobile-nav'                 => array( __( 'Menu', 'shop-islands' ), __( 'Opens the menu on phones, and its submenus by touch and keyboard.', 'shop-islands' ) ),
		'footer-bar'                 => array( __( 'Phone footer bar', 'shop-islands' ), __( 'Opens the search of the footer bar on phones, and hides the bar while typing.', 'shop-islands' ) ),
		'live-search'                => array( __( 'Live search', 'shop-islands' ), __( 'Suggests products as the visitor types in the theme\'s search box.', 'shop-islands' ) ),
		'account-dropdown'           => array( __( 'Account dropdown', 'shop-islands' ), __( 'Opens the header\'s login form in a dropdown.', 'shop-islands' ) ),
		'wishlist-count'             => array( __( 'Wishlist counter', 'shop-islands' ), __( 'Keeps the wishlist counters up to date.', 'shop-islands' ) ),
		'order-attribution'          => array( __( 'Order attribution', 'shop-islands' ), __( 'Records where a visitor came from, once they allow it, for the order.', 'shop-islands' ) ),
		'analytics'                  => array( __( 'Analytics consent', 'shop-islands' ), __( 'Loads an analytics script only once the visitor allows statistics.', 'shop-islands' ) ),
		'location-popup'             => array( __( 'Location popup', 'shop-islands' ), __( 'Asks for the pickup or delivery location (Food Menu) and fills it in at the checkout.', 'shop-islands' ) ),
		'special-menu'               => array( __( 'Special menu popup', 'shop-islands' ), __( 'Shows the special menu popup of Food Menu Pro.', 'shop-islands' ) ),
		'carousel'                   => array( __( 'Product sliders', 'shop-islands' ), __( 'Slides the product carousels of WooLentor\'s blocks and widgets.', 'shop-islands' ) ),
		'faq'                        => array( __( 'FAQ', 'shop-islands' ), __( 'Opens and closes the answers of WooLentor\'s FAQ blocks.', 'shop-islands' ) ),
		'lazy-background'            => array( __( 'Lazy backgrounds', 'shop-islands' ), __( 'Loads the background images of page builder sections as they come into view.', 'shop-islands' ) ),
		'add-to-cart'                => array( __( 'Add to cart from the shop', 'shop-islands' ), __( 'Adds a product from the shop\'s cards without leaving the page.', 'shop-islands' ) ),
		'sort-order'                 => array( __( 'Sort by', 'shop-islands' ), __( 'Sorts the shop as soon as the visitor picks an order.', 'shop-islands' ) ),
		'result-count'               => array( __( 'Result count', 'shop-islands' ), __( 'Tells screen readers how many products are shown.', 'shop-islands' ) ),
		'tooltips'                   => array( __( 'Card tooltips', 'shop-islands' ), __( 'Names the action buttons of the product cards.', 'shop-islands' ) ),
		'quick-view'                 => array( __( 'Quick view', 'shop-islands' ), __( 'Opens a product in a dialog from its card, and adds it to the cart there.', 'shop-islands' ) ),
		'wishlist-button'            => array( __( 'Add to wishlist', 'shop-islands' ), __( 'Adds a product to the wishlist, and removes it from the wishlist page.', 'shop-islands' ) ),
		'wishlist-title'             => array( __( 'Wishlist title', 'shop-islands' ), __( 'Lets the visitor rename their wishlist.', 'shop-islands' ) ),
		'countdown'                  => array( __( 'Deal countdowns', 'shop-islands' ), __( 'Counts down the time left of a deal.', 'shop-islands' ) ),
		'gallery'                    => array( __( 'Product gallery', 'shop-islands' ), __( 'Slides, zooms and enlarges a product\'s images.', 'shop-islands' ) ),
		'variations-form'            => array( __( 'Product options', 'shop-islands' ), __( 'Shows the price, stock and image of the options chosen, and adds them to the cart.', 'shop-islands' ) ),
		'quantity'                   => array( __( 'Quantity buttons', 'shop-islands' ), __( 'Adds - and + buttons to the quantity boxes.', 'shop-islands' ) ),
		'product-tabs'               => array( __( 'Product tabs', 'shop-islands' ), __( 'Switches between a product\'s description, details and reviews.', 'shop-islands' ) ),
		'review-rating'              => array( __( 'Review stars', 'shop-islands' ), __( 'Lets the visitor rate a product with stars in a review.', 'shop-islands' ) ),
		'size-chart'                 => array( __( 'Size chart', 'shop-islands' ), __( 'Opens a product\'s size chart in a dialog.', 'shop-islands' ) ),
		'sticky-add-to-cart'         => array( __( 'Sticky add to cart', 'shop-islands' ), __( 'Shows the product and its Add to cart button in a bar as the visitor scrolls.', 'shop-islands' ) ),
		'cart-row-toggle'            => array( __( 'Cart rows on phones', 'shop-islands' ), __( 'Folds each cart row\'s details on phones.', 'shop-islands' ) ),
		'order-attribution-checkout' => array( __( 'Order attribution fields', 'shop-islands' ), __( 'Fills in where the visitor came from at the checkout and on registration.', 'shop-islands' ) ),
		'contact-form'               => array( __( 'Contact forms', 'shop-islands' ), __( 'Checks and sends Contact Form 7\'s forms without reloading the page.', 'shop-islands' ) ),
		'password-toggle'            => array( __( 'Show password', 'shop-islands' ), __( 'Shows or hides what is typed in a password field.', 'shop-islands' ) ),
		'password-strength'          => array( __( 'Password strength', 'shop-islands' ), __( 'Tells how strong a new password is.', 'shop-islands' ) ),
		'lost-password'              => array( __( 'Lost password', 'shop-islands' ), __( 'Keeps the lost password form from being sent twice.', 'shop-islands' ) ),
		'address-fields'             => array( __( 'Address forms', 'shop-islands' ), __( 'Fits the address fields (state, postcode) to the country chosen.', 'shop-islands' ) ),
	);
}

/**
 * The build's islands by group, in the screen's order, each group's islands in the order above.
 *
 * @param string[] $islands The build's islands.
 * @return array<string,string[]> Group => islands; groups with none left out.
 */
function shop_islands_islands_by_group( array $islands ) {
	$grouped = array();
	$placed  = array();
	foreach ( SHOP_ISLANDS_ISLAND_GROUPS as $group => $members ) {
		$grouped[ $group ] = array_values( array_intersect( $members, $islands ) );
		$placed            = array_merge( $placed, $members );
	}
	$other = array_values( array_diff( $islands, $placed ) );
	sort( $other );
	$grouped['other'] = $other;
	return array_filter( $grouped );
}
