<?php
/**
 * Real-store commands, run with PHP's CLI from the site folder (wp-cli is not needed):
 *   php store-cli.php unzip <archive> <folder>        extract a release zip (PHP's zip extension)
 *   php store-cli.php install <db host> <db port>     create the database, install WordPress, users
 *                                                     alice and bob, the theme; activate WooCommerce
 *                                                     and Contact Form 7
 *   php store-cli.php configure                       WooCommerce settings and pages (after install)
 *   php store-cli.php seed <catalogue> <forms> <site>  the fixture store's menu, forms and site data
 *   php store-cli.php activate-seed-plugins            activate YITH WooCommerce Wishlist and WooLentor
 *                                                     (after seed: their pages and deals come after the menu)
 *   php store-cli.php seed-plugins <site>              their settings and the home page's WooLentor blocks
 *   php store-cli.php activate-consent-banner          activate the WP Consent API and CookieYes
 *   php store-cli.php park-consent-banner              (after it) CookieYes's tables and banner, an analytics
 *                                                     cookie listed, then both off the active plugins (the
 *                                                     test switch turns them on per visitor)
 *   php store-cli.php activate-food-menu               activate Food Menu, its location popup on
 *   php store-cli.php park-food-menu <site.json>       (after it) the site's pickup locations as Food Menu's
 *                                                     locations, then Food Menu off the active plugins (the
 *                                                     test switch turns it on per visitor)
 *   php store-cli.php seed-themes                      Astra's, OceanWP's and Kadence's WooCommerce features on
 *                                                     (their settings), and Elementor activated
 *   php store-cli.php park-elementor                   (after it) Elementor off the active plugins (the test
 *                                                     switch turns it on with Hello Elementor)
 *   php store-cli.php plugin <zip>                    (re)install the Shop Islands plugin from its zip
 *   php store-cli.php deactivate-plugin | activate-plugin
 *   php store-cli.php forget-settings                  delete the plugin's settings screen option
 *   php store-cli.php forget-template-uses             delete what the template scripts were seen to use
 *   php store-cli.php order-attribution <order id>     the order's attribution meta, as JSON
 *   php store-cli.php kses-as <user> <html>             the HTML as kses keeps it in a post of that user
 *   php store-cli.php swv-verdicts <cases.json>         Contact Form 7's verdicts on SWV rules, as JSON
 *   php store-cli.php shop-loop <json>                  a listing's loop, its paginations as the plugin prints them
 *   php store-cli.php template-page <html>              a template printing the HTML, as the plugin serves the page
 *   php store-cli.php password-reset-url <user>        the path of the password reset link WooCommerce would email
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

/** Food Menu, whose location popup the location-popup island shows. */
const SHOP_ISLANDS_STORE_FOOD_MENU = 'tlp-food-menu/tlp-food-menu.php';

/** The consent banner's plugins: the WP Consent API and CookieYes. */
const SHOP_ISLANDS_STORE_CONSENT_BANNER = array( 'wp-consent-api/wp-consent-api.php', 'cookie-law-info/cookie-law-info.php' );

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
 * One SWV rule (an `all` / `any` one with its rules) as Contact Form 7 builds it.
 *
 * @param array $properties The rule as the schema route serves it.
 * @return \Contactable\SWV\Rule
 */
function shop_islands_store_swv_rule( array $properties ) {
	$inner = $properties['rules'] ?? array();
	unset( $properties['rules'] );
	$rule = wpcf7_swv_create_rule( $properties['rule'], $properties );
	if ( ! $rule ) {
		shop_islands_store_fail( 'no such SWV rule: ' . $properties['rule'] );
	}
	foreach ( $inner as $child ) {
		$rule->add_rule( shop_islands_store_swv_rule( $child ) );
	}
	return $rule;
}

/**
 * What Contact Form 7 answers one case: its schema's rules run on the posted values (slashed,
 * as WordPress hands them over) and then on each field's uploads, as a submission runs them,
 * each field keeping its first error.
 *
 * @param array $rules The schema's rules.
 * @param array $post  Field name => a value or a list of values.
 * @param array $files Field name => a list of { name, size } (an empty name: no file chosen).
 * @return array Field name => error message.
 */
function shop_islands_store_swv_verdict( array $rules, array $post, array $files ) {
	$schema = new WPCF7_SWV_Schema();
	foreach ( $rules as $rule ) {
		$schema->add_rule( shop_islands_store_swv_rule( $rule ) );
	}
	$_POST  = wp_slash( $post );
	$_FILES = array();
	foreach ( $files as $field => $uploads ) {
		$_FILES[ $field ] = array(
			'name'     => array_column( $uploads, 'name' ),
			'size'     => array_column( $uploads, 'size' ),
			// Any path: the rules only ask whether PHP kept the upload.
			'tmp_name' => array_map( static fn( $upload ) => '' === $upload['name'] ? '' : '/tmp/php-upload', $uploads ),
			'error'    => array_map( static fn( $upload ) => '' === $upload['name'] ? UPLOAD_ERR_NO_FILE : UPLOAD_ERR_OK, $uploads ),
		);
	}
	$contexts = array( array( 'text' => true, 'file' => false, 'field' => array() ) );
	foreach ( array_keys( $files ) as $field ) {
		$contexts[] = array( 'file' => true, 'field' => $field );
	}
	$errors = array();
	foreach ( $contexts as $context ) {
		foreach ( $schema->validate( $context ) as $result ) {
			$field = is_wp_error( $result ) ? $result->get_error_data()->get_property( 'field' ) : null;
			if ( null !== $field && ! isset( $errors[ $field ] ) ) {
				$errors[ $field ] = $result->get_error_message();
			}
		}
	}
	return $errors;
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

	case 'activate-seed-plugins':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( array( 'yith-woocommerce-wishlist/init.php', 'woolentor-addons/woolentor_addons_elementor.php' ) as $shop_islands_seed_plugin ) {
			shop_islands_store_check( activate_plugin( $shop_islands_seed_plugin ), "activate $shop_islands_seed_plugin" );
		}
		break;

	case 'seed-plugins':
		require __DIR__ . '/wp-load.php';
		require __DIR__ . '/store-seed.php';
		require __DIR__ . '/store-seed-plugins.php';
		shop_islands_store_seed_plugins( $argv[2] ?? '' );
		break;

	case 'activate-consent-banner':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( SHOP_ISLANDS_STORE_CONSENT_BANNER as $shop_islands_consent_plugin ) {
			shop_islands_store_check( activate_plugin( $shop_islands_consent_plugin ), "activate $shop_islands_consent_plugin" );
		}
		break;

	case 'park-consent-banner':
		// CookieYes has installed its tables and its default banner (opt-in, GDPR) on this
		// process's `init`, the first after its activation, as on a site owner's next page.
		require __DIR__ . '/wp-load.php';
		if ( false === \CookieYes\Lite\Admin\Modules\Banners\Includes\Controller::get_instance()->get_active_banner() ) {
			shop_islands_store_fail( 'CookieYes has no active banner' );
		}
		// The analytics category lists the cookie of the store's analytics script, as a site owner
		// lists theirs: CookieYes offers a category's switch in its preference center only then.
		$shop_islands_analytics = $GLOBALS['wpdb']->get_var( "SELECT category_id FROM {$GLOBALS['wpdb']->prefix}cky_cookie_categories WHERE slug = 'analytics'" );
		$shop_islands_cookie    = new \CookieYes\Lite\Admin\Modules\Cookies\Includes\Cookie();
		$shop_islands_cookie->set_name( '_ga' );
		$shop_islands_cookie->set_slug( '_ga' );
		$shop_islands_cookie->set_category( (int) $shop_islands_analytics );
		$shop_islands_cookie->set_description( array( 'en' => 'Counts visits.' ) );
		$shop_islands_cookie->set_duration( array( 'en' => '1 year' ) );
		$shop_islands_cookie->save();
		// Taken off the list as it is, with no deactivation hook: installed, and on only for a
		// visitor with the test switch's cookie (mu-plugins/real-store-test-switches.php).
		update_option( 'active_plugins', array_values( array_diff( (array) get_option( 'active_plugins' ), SHOP_ISLANDS_STORE_CONSENT_BANNER ) ) );
		break;

	case 'activate-food-menu':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		shop_islands_store_check( activate_plugin( SHOP_ISLANDS_STORE_FOOD_MENU ), 'activate Food Menu' );
		// Its settings screen's "Food location popup" (Settings → General), as a site owner turns it on.
		$shop_islands_food_menu = get_option( 'tpl_food_menu_settings' );
		$shop_islands_food_menu = is_array( $shop_islands_food_menu ) ? $shop_islands_food_menu : array();
		update_option( 'tpl_food_menu_settings', array_merge( $shop_islands_food_menu, array( 'fmp_food_location_popup' => 1 ) ) );
		break;

	case 'park-food-menu':
		// Food Menu's taxonomy is registered on this process's `init`: the site's pickup locations
		// become its locations (Food Menu → Locations), as a site owner adds them.
		require __DIR__ . '/wp-load.php';
		$shop_islands_site = json_decode( (string) file_get_contents( $argv[2] ?? '' ), true );
		foreach ( (array) ( $shop_islands_site['locations'] ?? array() ) as $shop_islands_location ) {
			if ( ! term_exists( $shop_islands_location['value'], 'tpl-food-location' ) ) {
				shop_islands_store_check( wp_insert_term( $shop_islands_location['label'], 'tpl-food-location', array( 'slug' => $shop_islands_location['value'] ) ), 'add a Food Menu location' );
			}
		}
		update_option( 'active_plugins', array_values( array_diff( (array) get_option( 'active_plugins' ), array( SHOP_ISLANDS_STORE_FOOD_MENU ) ) ) );
		break;

	case 'seed-themes':
		require __DIR__ . '/wp-load.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require __DIR__ . '/store-seed-themes.php';
		shop_islands_store_seed_themes();
		shop_islands_store_check( activate_plugin( 'elementor/elementor.php' ), 'activate Elementor' );
		break;

	case 'park-elementor':
		// Elementor has made its default kit on this process (its activation's next request).
		require __DIR__ . '/wp-load.php';
		update_option( 'active_plugins', array_values( array_diff( (array) get_option( 'active_plugins' ), array( 'elementor/elementor.php' ) ) ) );
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
		// As WordPress's plugin installer does: the list of plugins was read while loading (YITH's
		// framework and WooLentor read it), before this one was there.
		wp_clean_plugins_cache( false );
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

	case 'forget-settings':
		require __DIR__ . '/wp-load.php';
		delete_option( 'shop_islands_options' );
		break;

	case 'forget-template-uses':
		require __DIR__ . '/wp-load.php';
		delete_option( 'shop_islands_template_uses' );
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

	case 'kses-as':
		require __DIR__ . '/wp-load.php';
		$shop_islands_user = get_user_by( 'login', $argv[2] ?? '' );
		if ( ! $shop_islands_user ) {
			shop_islands_store_fail( 'no such user' );
		}
		wp_set_current_user( $shop_islands_user->ID );
		// What saving a post does to its content: content_save_pre, with kses for a user without unfiltered_html.
		echo wp_unslash( apply_filters( 'content_save_pre', wp_slash( $argv[3] ?? '' ) ) ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- printed for a test.
		break;

	case 'gallery-thumbnails':
		require __DIR__ . '/wp-load.php';
		// The plugin's strip added to a gallery's HTML, as around woocommerce_show_product_images.
		echo shop_islands_gallery_with_thumbnails( $argv[2] ?? '' ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- printed for a test.
		break;

	case 'product-tabs':
		require __DIR__ . '/wp-load.php';
		// The plugin's first tab selected in the tabs' HTML, as around woocommerce_output_product_data_tabs.
		echo shop_islands_tabs_with_first_selected( $argv[2] ?? '' ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- printed for a test.
		break;

	case 'shop-loop':
		require __DIR__ . '/wp-load.php';
		// A listing's loop as archive-product.php runs it, with Storefront's hooks and the plugin's
		// (its products left out), for 28 products 24 a page. $argv[2], JSON: `paginations`, what
		// each loop/pagination.php prints in turn (a theme's own template; null for WooCommerce's),
		// one alone leaving out Storefront's above the products; `flush`, the buffers flushed
		// between them, as a plugin that sends the page early does.
		$shop_islands_loop = json_decode( $argv[2] ?? '', true );
		if ( ! is_array( $shop_islands_loop ) || ! is_array( $shop_islands_loop['paginations'] ?? null ) ) {
			shop_islands_store_fail( 'no loop' );
		}
		$shop_islands_templates = array();
		foreach ( $shop_islands_loop['paginations'] as $shop_islands_markup ) {
			$shop_islands_file = null;
			if ( is_string( $shop_islands_markup ) ) {
				$shop_islands_file = (string) tempnam( sys_get_temp_dir(), 'shop-islands-pagination' );
				file_put_contents( $shop_islands_file, $shop_islands_markup ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a template for this run.
			}
			$shop_islands_templates[] = $shop_islands_file;
		}
		$shop_islands_files = array_filter( $shop_islands_templates );
		add_filter(
			'wc_get_template',
			static function ( $template, $template_name ) use ( &$shop_islands_templates ) {
				return 'loop/pagination.php' === $template_name && $shop_islands_templates ? ( array_shift( $shop_islands_templates ) ?? $template ) : $template;
			},
			10,
			2
		);
		if ( 1 === count( $shop_islands_loop['paginations'] ) ) {
			remove_action( 'woocommerce_before_shop_loop', 'storefront_woocommerce_pagination', 30 );
		}
		if ( ! empty( $shop_islands_loop['flush'] ) ) {
			add_action( 'woocommerce_shop_loop', 'ob_flush', 10, 0 );
		}
		wc_setup_loop(
			array(
				'is_paginated' => true,
				'total'        => 28,
				'total_pages'  => 2,
				'current_page' => 1,
				'per_page'     => 24,
			)
		);
		ob_start();
		do_action( 'woocommerce_before_shop_loop' );
		echo '<ul class="products">';
		do_action( 'woocommerce_shop_loop' );
		echo '</ul>';
		do_action( 'woocommerce_after_shop_loop' );
		echo ob_get_clean() . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- printed for a test.
		array_map( 'wp_delete_file', $shop_islands_files );
		break;

	case 'template-page':
		require __DIR__ . '/wp-load.php';
		// A template that prints $argv[2], included as template-loader.php includes the home page's:
		// the template_include filters, then (WordPress 6.9+) the template enhancement buffer
		// started; every buffer opened since is ended as the page ends.
		wp();
		$shop_islands_level    = ob_get_level();
		$shop_islands_template = apply_filters( 'template_include', get_index_template() );
		do_action( 'wp_before_include_template', $shop_islands_template );
		echo $argv[2] ?? ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- printed for a test.
		while ( ob_get_level() > $shop_islands_level ) {
			ob_end_flush();
		}
		echo "\n";
		break;

	case 'password-reset-url':
		require __DIR__ . '/wp-load.php';
		$shop_islands_user = get_user_by( 'login', $argv[2] ?? '' );
		if ( ! $shop_islands_user ) {
			shop_islands_store_fail( 'no such user' );
		}
		// The link of WooCommerce's reset email (emails/customer-reset-password.php), as a path: the mail is dropped here.
		$shop_islands_key = shop_islands_store_check( get_password_reset_key( $shop_islands_user ), 'reset key' );
		echo esc_url_raw(
			wp_make_link_relative(
				add_query_arg(
					array(
						'key'   => $shop_islands_key,
						'id'    => $shop_islands_user->ID,
						'login' => rawurlencode( $shop_islands_user->user_login ),
					),
					wc_get_endpoint_url( 'lost-password', '', wc_get_page_permalink( 'myaccount' ) )
				)
			)
		) . "\n";
		break;

	case 'swv-verdicts':
		require __DIR__ . '/wp-load.php';
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of cases.
		$shop_islands_cases = json_decode( (string) file_get_contents( $argv[2] ?? '' ), true );
		if ( ! is_array( $shop_islands_cases ) ) {
			shop_islands_store_fail( 'no cases' );
		}
		$shop_islands_verdicts = array();
		foreach ( $shop_islands_cases as $shop_islands_case ) {
			$shop_islands_verdicts[] = (object) shop_islands_store_swv_verdict( $shop_islands_case['rules'], $shop_islands_case['post'], $shop_islands_case['files'] ?? array() );
		}
		echo wp_json_encode( $shop_islands_verdicts ) . "\n";
		break;

	default:
		shop_islands_store_fail( "unknown command: $shop_islands_command" );
}

echo "ok\n";
