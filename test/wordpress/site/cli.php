<?php
/**
 * Test-site commands, run with PHP's CLI from the site folder:
 *   php cli.php install <plugin zip> <db host> <db port>   create the database, install WordPress,
 *                                                          users, theme, permalinks; unzip and activate the plugin
 *   php cli.php activate | deactivate                      the plugin
 *   php cli.php leftovers                                  options, user meta and transients named after the plugin, as JSON
 *   php cli.php forget-settings                            deletes the settings screen's option
 * Prints "ok" on success; errors go to stderr with a non-zero exit.
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$shop_islands_command = $argv[1] ?? '';
$shop_islands_plugin  = 'shop-islands/shop-islands.php';

// WordPress reads these while loading; the site URL itself comes from WP_HOME / WP_SITEURL.
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

/**
 * No mail from a test site (the installer mails the admin).
 */
function wp_mail() {
	return true;
}

/**
 * Ends with an error message on stderr.
 *
 * @param string $message What failed.
 */
function shop_islands_test_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

if ( 'install' === $shop_islands_command ) {
	[ , , $shop_islands_zip, $shop_islands_db_host, $shop_islands_db_port ] = $argv + array( '', '', '', '', '' );
	mysqli_report( MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT );
	$shop_islands_db = new mysqli( $shop_islands_db_host, 'root', '', '', (int) $shop_islands_db_port );
	$shop_islands_db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4' );
	$shop_islands_db->close();

	define( 'WP_INSTALLING', true );
	require __DIR__ . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';

	wp_install( 'Shop Islands test', 'admin', 'admin@example.com', false, '', 'admin-password' );
	foreach ( array( 'alice', 'bob' ) as $shop_islands_name ) {
		$shop_islands_user = wp_create_user( $shop_islands_name, $shop_islands_name . '-password', $shop_islands_name . '@example.com' );
		if ( is_wp_error( $shop_islands_user ) ) {
			shop_islands_test_fail( $shop_islands_user->get_error_message() );
		}
	}
	update_option( 'permalink_structure', '/%postname%/' );
	flush_rewrite_rules( false );
	switch_theme( 'test-theme' );

	// The plugin goes in as a site owner installs it: its release zip, unzipped by WordPress.
	WP_Filesystem();
	$shop_islands_unzipped = unzip_file( $shop_islands_zip, WP_PLUGIN_DIR );
	if ( is_wp_error( $shop_islands_unzipped ) ) {
		shop_islands_test_fail( 'unzip: ' . $shop_islands_unzipped->get_error_message() );
	}
	$shop_islands_activated = activate_plugin( $shop_islands_plugin );
	if ( is_wp_error( $shop_islands_activated ) ) {
		shop_islands_test_fail( 'activate: ' . $shop_islands_activated->get_error_message() );
	}
} elseif ( 'activate' === $shop_islands_command || 'deactivate' === $shop_islands_command ) {
	require __DIR__ . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	if ( 'activate' === $shop_islands_command ) {
		$shop_islands_activated = activate_plugin( $shop_islands_plugin );
		if ( is_wp_error( $shop_islands_activated ) ) {
			shop_islands_test_fail( 'activate: ' . $shop_islands_activated->get_error_message() );
		}
	} else {
		deactivate_plugins( $shop_islands_plugin );
	}
} elseif ( 'leftovers' === $shop_islands_command ) {
	require __DIR__ . '/wp-load.php';
	global $wpdb;
	$shop_islands_like = '%' . $wpdb->esc_like( 'shop_islands' ) . '%';
	$shop_islands_slug = '%' . $wpdb->esc_like( 'shop-islands' ) . '%';
	echo wp_json_encode(
		array(
			'options'  => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM $wpdb->options WHERE option_name LIKE %s OR option_name LIKE %s", $shop_islands_like, $shop_islands_slug ) ),
			'usermeta' => $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM $wpdb->usermeta WHERE meta_key LIKE %s OR meta_key LIKE %s", $shop_islands_like, $shop_islands_slug ) ),
		)
	) . "\n";
	exit( 0 );
} elseif ( 'forget-settings' === $shop_islands_command ) {
	require __DIR__ . '/wp-load.php';
	delete_option( 'shop_islands_options' );
} else {
	shop_islands_test_fail( "unknown command: $shop_islands_command" );
}

echo "ok\n";
