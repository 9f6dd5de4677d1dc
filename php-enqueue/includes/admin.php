<?php
/**
 * The admin notice shown while the build is missing or broken.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Tells administrators that the bundle cannot load (admin_notices). Until it can, the front end
 * prints nothing of Shop Islands and keeps its classic scripts.
 */
function shop_islands_build_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$build = shop_islands_build();
	if ( ! is_wp_error( $build ) ) {
		return;
	}
	printf(
		'<div class="notice notice-error shop-islands-build-notice"><p><strong>%1$s</strong> %2$s %3$s</p></div>',
		esc_html__( 'Shop Islands:', 'shop-islands' ),
		esc_html( $build->get_error_message() ),
		esc_html__( 'Until then the storefront keeps its classic scripts.', 'shop-islands' )
	);
}
