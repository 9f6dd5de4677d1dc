<?php
/**
 * Real-store commands, run with PHP's CLI from the site folder (wp-cli is not needed):
 *   php store-cli.php unzip <archive> <folder>        extract a release zip (PHP's zip extension)
 *   php store-cli.php install <db host> <db port>     create the database, install WordPress, users
 *                                                     alice and bob, the theme; activate WooCommerce
 *                                                     and Contact Form 7
 *   php store-cli.php configure                       WooCommerce settings and pages (after install)
 *   php store-cli.php seed <catalogue> <forms> <site>  the fixture store's menu, forms and site data
 *   php store-cli.php plugin <zip>                    (re)install the Shop Islands plugin from its zip
 *   php store-cli.php deactivate-plugin | activate-plugin
 *   php store-cli.php order-attribution <order id>     the order's attribution meta, as JSON
 * Each step runs in a process of its own: WooCommerce sets itself up on the request after its
 * activation. Prints "ok" on success; errors go to stderr with a non-zero exit.
 *
 * @package Shop_Islands
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
 * Ends with an error message on stderr.
 *
 * @param string $message What failed.
 */
function shop_islands_store_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

/**
 * Ends with the message of a WP_Error, if the value is one.
 *
 * @param mixed  $value A result that may be a WP_Error.
 * @param string $what  What was attempted.
 * @return mixed The value, when it is no error.
 */
function shop_islands_store_check( $value, $what ) {
	if ( is_wp_error( $value ) ) {
		shop_islands_store_fail( $what . ': ' . $value->get_error_message() );
	}
	return $value;
}

/**
 * Extracts a release zip into a folder; the archive's top folder lands inside it.
 *
 * @param string $archive Zip file.
 * @param string $folder  Destination.
 */
function shop_islands_store_unzip( $archive, $folder ) {
	$zip = new ZipArchive();
	if ( true !== $zip->open( $archive ) || ! $zip->extractTo( $folder ) ) {
		shop_islands_store_fail( "cannot extract $archive into $folder" );
	}
	$zip->close();
}

switch ( $shop_islands_command ) {
	case 'unzip':
		shop_islands_store_unzip( $argv[2] ?? '', $argv[3] ?? '' );
		break;

	case 'install':
		mysqli_report( MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT );
		$shop_islands_db = new mysqli( $argv[2] ?? '', 'root', '', '', (int) ( $argv[3] ?? 0 ) );
		$shop_islands_db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4' );
		$shop_islands_db->close();

		define( 'WP_INSTALLING', true );
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_install( 'Shop Islands real store', 'admin', 'admin@example.com', false, '', 'admin-password' );
		// Two customers, for pages one visitor gets and another is served from a page cache.
		foreach ( array( 'alice', 'bob' ) as $shop_islands_name ) {
			$shop_islands_user = shop_islands_store_check(
				wp_create_user( $shop_islands_name, $shop_islands_name . '-password', $shop_islands_name . '@example.com' ),
				"user $shop_islands_name"
			);
			( new WP_User( $shop_islands_user ) )->set_role( 'customer' );
		}
		update_option( 'permalink_structure', '/%postname%/' );
		switch_theme( 'storefront' );
		foreach ( array( 'woocommerce/woocommerce.php', 'contact-form-7/wp-contact-form-7.php' ) as $shop_islands_dependency ) {
			shop_islands_store_check( activate_plugin( $shop_islands_dependency ), "activate $shop_islands_dependency" );
		}
		break;

	case 'configure':
		require __DIR__ . '/wp-load.php';
		require __DIR__ . '/store-configure.php';
		shop_islands_store_configure();
		break;

	case 'seed':
		require __DIR__ . '/wp-load.php';
		require __DIR__ . '/store-seed.php';
		shop_islands_store_seed( $argv[2] ?? '', $argv[3] ?? '', $argv[4] ?? '' );
		break;

	case 'plugin':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		// The plugin goes in as a site owner installs it: its release zip, unzipped by WordPress.
		// A later run replaces it with the build of that run.
		WP_Filesystem();
		global $wp_filesystem;
		$wp_filesystem->delete( WP_PLUGIN_DIR . '/shop-islands', true );
		shop_islands_store_check( unzip_file( $argv[2] ?? '', WP_PLUGIN_DIR ), 'unzip the plugin' );
		shop_islands_store_check( activate_plugin( $shop_islands_plugin ), 'activate the plugin' );
		break;

	case 'activate-plugin':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		shop_islands_store_check( activate_plugin( $shop_islands_plugin ), 'activate the plugin' );
		break;

	case 'deactivate-plugin':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		deactivate_plugins( $shop_islands_plugin );
		break;

	case 'order-attribution':
		require __DIR__ . '/wp-load.php';
		$shop_islands_order = wc_get_order( (int) ( $argv[2] ?? 0 ) );
		if ( ! $shop_islands_order ) {
			shop_islands_store_fail( 'no such order' );
		}
		$shop_islands_meta = array();
		foreach ( $shop_islands_order->get_meta_data() as $shop_islands_entry ) {
			if ( 0 === strpos( $shop_islands_entry->key, '_wc_order_attribution_' ) ) {
				$shop_islands_meta[ $shop_islands_entry->key ] = $shop_islands_entry->value;
			}
		}
		echo wp_json_encode( (object) $shop_islands_meta ) . "\n";
		break;

	default:
		shop_islands_store_fail( "unknown command: $shop_islands_command" );
}

echo "ok\n";
