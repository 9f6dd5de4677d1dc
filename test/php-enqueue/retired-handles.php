<?php
/**
 * Prints, as JSON, every script handle php-enqueue's tables retire (includes/replaced-scripts.php),
 * for test/php-enqueue/retired-handles.test.ts.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/replaced-scripts.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/food-menu.php';

$handles = array_merge(
	array_merge( ...array_values( SHOP_ISLANDS_REPLACED_SCRIPTS ) ),
	array_keys( SHOP_ISLANDS_SHARED_REPLACED_SCRIPTS ),
	SHOP_ISLANDS_STYLESHEET_REPLACED_SCRIPTS,
	array_merge( ...array_values( SHOP_ISLANDS_RETIRED_LIBRARIES ) ),
	// Dequeued on a product page whose reviews print no reply link (shop_islands_replaced_scripts()).
	array( 'comment-reply' ),
	// Themes' stepper scripts, dequeued where the quantity island is on (shop_islands_theme_steppers()).
	array_keys( SHOP_ISLANDS_THEME_STEPPERS ),
	// Dequeued where the plugin printed Food Menu's location popup and no Food Menu listing (food-menu.php).
	array( SHOP_ISLANDS_FOOD_MENU_SCRIPT )
);
echo json_encode( array_values( array_unique( $handles ) ) );
