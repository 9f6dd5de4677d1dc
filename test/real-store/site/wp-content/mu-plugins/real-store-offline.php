<?php
/**
 * The real store runs on loopback with no network and no mail server. What would otherwise
 * make failed requests, console errors or PHP warnings is turned off here; nothing else of
 * WordPress, WooCommerce, Storefront or Contact Form 7 is changed.
 *
 * @package Shop_Islands
 */

// Mail is accepted and dropped (order and contact-form mails).
add_filter( 'pre_wp_mail', '__return_true' );

// Storefront's Google Fonts stylesheet.
add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_dequeue_style( 'storefront-fonts' );
	},
	100
);

// Elementor's Google Fonts stylesheet (with Hello Elementor).
add_filter( 'elementor/frontend/print_google_fonts', '__return_false' );

// Emoji images come from another host; avatars from Gravatar.
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
add_filter( 'pre_option_show_avatars', '__return_zero' );

// Update checks warn when WordPress.org is unreachable.
foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $shop_islands_check ) {
	remove_action( 'admin_init', $shop_islands_check );
}
remove_action( 'load-plugins.php', 'wp_update_plugins' );

// Action Scheduler's queue runner, which any admin-ajax.php call starts as a loopback request
// when actions are due (WooCommerce schedules some for every order): it would hold one of the
// PHP server's few workers for up to 30 s while a test waits on an answer. WP-Cron is off for
// the same reason (wp-config.php).
add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );
