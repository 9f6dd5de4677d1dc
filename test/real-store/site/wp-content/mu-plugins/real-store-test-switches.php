<?php
/**
 * The fixture store's test switches, so the shopper-flow tests ask both stores the same way:
 * ?redirect_after_add=yes turns on "Redirect to the cart page after successful addition" for
 * that page; ?account_passwords=yes gives the registration form and the checkout a password
 * field; ?combinations=no leaves out the plugin's variation combinations, as a theme whose
 * variable form lacks WooCommerce's hook does; ?pagination_above=no leaves out Storefront's
 * pagination above the products, as a theme that keeps only WooCommerce's below them does; the
 * cookie `shop_islands_refresh_fault=1` makes every fragment refresh answer 500. And one of the real store's own: a visitor with the cookie
 * `shop_islands_classic=1` gets the store as if the plugin were inactive (every request of
 * that visitor, the plugin staying active for everyone else), so a test compares the same
 * page with and without the islands; and a visitor with the cookie `shop_islands_coming_soon=1`
 * gets the store in "Coming soon" mode, which shows a store manager its pages with WooCommerce's
 * banner; and a visitor with the cookie `shop_islands_plain_storefront=1` gets the store without
 * the seed store's own plugins (YITH WooCommerce Wishlist and WooLentor inactive for that visitor),
 * as it was before they joined it, for the checks that count every request a page makes.
 *
 * For order attribution's consent on the server: ?consent_api=optin plays a consent plugin
 * speaking the WP Consent API (without its script: the real one is the cookie below) (opt-in; the visitor's choice in their
 * `wp_consent_<category>` cookies), so WooCommerce hooks its own integration on
 * `wc_order_attribution_allow_tracking`; ?allow_tracking=no is a site's own
 * `__return_false` on that filter, added while plugins load, as a site owner adds it;
 * ?consent_category=<category> names the site's choice of category for the plugin.
 *
 * For WooLentor's blocks on the home page, the fixture store's switches of the same names:
 * ?faq_settings=<value> prints the FAQ block's `data-settings` with that value (unquoted and
 * attribute-escaped, as WooLentor prints its own JSON); ?countdown_seconds=<value> and
 * ?countdown_labels=<value> print the flash-sale block's `data-countdown` and `data-customlavel`
 * with theirs (escaped); ?carousel_rtl=1 makes the site right to left for that page (its locale's
 * text direction, as a right-to-left language gives it), which WooLentor's product slider reads.
 *
 * For markup in a post that names the document's built-ins (the fixture store's switch of the
 * same name): ?post_gadgets=cookie,querySelectorAll,… prints on the shop's first page, in
 * WooCommerce's archive description (where the Shop page's content goes), an `<object id="<name>">`
 * for each (a PDF of the site's uploads, the one kind of object kses keeps; it has kept no `<form>`
 * since WordPress 5.0.1), through wp_kses_post() as an Author's post is saved.
 *
 * For consent from a real banner: a visitor with the cookie `shop_islands_consent_banner=1` gets the
 * store with the WP Consent API and CookieYes active (installed by test/real-store/store.ts, off
 * for everyone else), CookieYes's own banner as it comes, opt-in (GDPR); a visitor with the cookie
 * `shop_islands_analytics=1` gets an analytics plugin's script held for statistics consent, as
 * the fixture store's `fixture_analytics` switch prints it (its file, real-store-analytics.js,
 * counts its loads on `<html data-fixture-analytics>`).
 *
 * For Food Menu's location popup: a visitor with the cookie `shop_islands_food_menu=1` gets the
 * store with Food Menu 5.1.4 active (installed by test/real-store/store.ts with its location popup
 * on and the site's pickup locations, off for everyone else), its popup on every page as it comes;
 * with it, ?food_menu_listing=1 puts Food Menu's `[foodmenu]` listing on the shop's first page.
 *
 * For the themes site owners run: a visitor with the cookie `shop_islands_theme=<astra|oceanwp|kadence|hello-elementor>`
 * gets the store in that theme (installed by test/real-store/store.ts, each with its own WooCommerce
 * features on: store-seed-themes.php), Hello Elementor with Elementor active and the home page built
 * with Elementor as its front page; everyone else keeps Storefront.
 *
 * For the gallery on an image CDN: ?image_cdn=1 serves the page's images from another origin,
 * as Jetpack's image CDN or any plugin filtering `wp_get_attachment_image_src` does: that
 * filter gives each image's address under the store's other loopback name (`localhost` for
 * `127.0.0.1`, and the reverse), which serves the same files (the fixture store's switch of the
 * same name).
 *
 * For the full-page cache checks: ?test_islands=1 serves the page with the test islands
 * bundle (wp-content/shop-islands-test-build/, copied there by test/real-store/store.ts; the
 * plugin's zip never holds it) and a rest-probe island calling the REST route of ?probe_path=
 * (default /wp/v2/users/me) through the bundle's api-fetch. Without WooLentor (the plain-Storefront
 * visitor of those checks) the plugin gets a nonce of its own (quickViewNonce, as a quick-view
 * plugin would add) and admin-ajax.php answers action=shop_islands_test_plugin_call only with it,
 * as such a plugin's endpoint does.
 *
 * @package Shop_Islands
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only test switches.
if ( isset( $_GET['redirect_after_add'] ) && 'yes' === $_GET['redirect_after_add'] ) {
	add_filter(
		'pre_option_woocommerce_cart_redirect_after_add',
		static function () {
			return 'yes';
		}
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['combinations'] ) && 'no' === $_GET['combinations'] ) {
	// Once the plugin, loaded after the mu-plugins, has hooked it.
	add_action(
		'plugins_loaded',
		static function () {
			remove_action( 'woocommerce_before_variations_form', 'shop_islands_print_variation_combinations' );
		}
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['pagination_above'] ) && 'no' === $_GET['pagination_above'] ) {
	// Once Storefront, loaded after the plugins, has hooked it: WooCommerce's pagination below the products only.
	add_action(
		'init',
		static function () {
			remove_action( 'woocommerce_before_shop_loop', 'storefront_woocommerce_pagination', 30 );
		}
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['image_cdn'] ) && '1' === $_GET['image_cdn'] ) {
	add_filter(
		'wp_get_attachment_image_src',
		static function ( $image ) {
			if ( is_array( $image ) && isset( $image[0] ) && is_string( $image[0] ) ) {
				$host     = wp_parse_url( $image[0], PHP_URL_HOST );
				$cdn      = 'localhost' === $host ? '127.0.0.1' : 'localhost';
				$image[0] = preg_replace( '#^(https?://)' . preg_quote( (string) $host, '#' ) . '(?=[:/])#', '${1}' . $cdn, $image[0], 1 );
			}
			return $image;
		}
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['account_passwords'] ) && 'yes' === $_GET['account_passwords'] ) {
	// Password fields on the registration form and at the checkout ("Create an account?").
	add_filter(
		'pre_option_woocommerce_registration_generate_password',
		static function () {
			return 'no';
		}
	);
	add_filter(
		'pre_option_woocommerce_enable_signup_and_login_from_checkout',
		static function () {
			return 'yes';
		}
	);
}

if ( isset( $_GET['faq_settings'] ) ) {
	add_filter(
		'render_block_woolentor/faq',
		static function ( $content ) {
			$settings = esc_attr( 'data-settings=' . wp_unslash( $_GET['faq_settings'] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- escaped, as WooLentor's own.
			return preg_replace( '/data-settings=[^\s>]*/', addcslashes( $settings, '\\$' ), $content, 1 );
		}
	);
}

if ( isset( $_GET['countdown_seconds'] ) || isset( $_GET['countdown_labels'] ) ) {
	add_filter(
		'render_block_woolentor/product-flash-sale',
		static function ( $content ) {
			if ( isset( $_GET['countdown_seconds'] ) ) {
				$seconds = esc_attr( wp_unslash( $_GET['countdown_seconds'] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- escaped.
				$content = preg_replace( '/data-countdown="[^"]*"/', addcslashes( 'data-countdown="' . $seconds . '"', '\\$' ), $content );
			}
			if ( isset( $_GET['countdown_labels'] ) ) {
				$labels  = esc_attr( wp_unslash( $_GET['countdown_labels'] ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- escaped.
				$content = preg_replace( "/data-customlavel='[^']*'/", addcslashes( "data-customlavel='" . $labels . "'", '\\$' ), $content );
			}
			return $content;
		}
	);
}

if ( isset( $_GET['carousel_rtl'] ) && '1' === $_GET['carousel_rtl'] ) {
	add_action(
		'init',
		static function () {
			$GLOBALS['wp_locale']->text_direction = 'rtl';
		}
	);
}

if ( isset( $_GET['consent_api'] ) && 'optin' === $_GET['consent_api'] && ! class_exists( 'WP_CONSENT_API' ) ) {
	// phpcs:disable Generic.Files.OneObjectStructurePerFile, Universal.Files.SeparateFunctionsFromOO -- the API's names, as its plugin defines them.
	/** The WP Consent API's class, which WooCommerce looks for (on init) before it hooks its integration. */
	class WP_CONSENT_API {} // phpcs:ignore
	/**
	 * The consent type a consent plugin sets.
	 *
	 * @return string
	 */
	function wp_get_consent_type() {
		return apply_filters( 'wp_get_consent_type', 'optin' );
	}
	/**
	 * Whether the visitor of this request allowed a category, as the WP Consent API answers it.
	 *
	 * @param string      $category     Consent category.
	 * @param string|bool $requested_by Plugin asking.
	 * @return bool
	 */
	function wp_has_consent( $category, $requested_by = false ) {
		$has_consent = isset( $_COOKIE[ "wp_consent_$category" ] ) && 'allow' === $_COOKIE[ "wp_consent_$category" ];
		return apply_filters( 'wp_has_consent', $has_consent, $category, $requested_by );
	}
	// phpcs:enable
	// The API's script handle, which WooCommerce's integration script depends on (WordPress 6.9.1+
	// says so of a dependency nobody registered); its file is the consent plugin's, none here.
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_register_script( 'wp-consent-api', false, array(), '1', true );
		},
		1
	);
}

if ( isset( $_GET['allow_tracking'] ) && 'no' === $_GET['allow_tracking'] ) {
	add_filter( 'wc_order_attribution_allow_tracking', '__return_false' );
}

if ( isset( $_GET['consent_category'] ) ) {
	add_filter(
		'shop_islands_order_attribution_consent_category',
		static function () {
			return sanitize_key( wp_unslash( $_GET['consent_category'] ) );
		}
	);
}

if ( isset( $_GET['post_gadgets'] ) ) {
	add_action(
		'woocommerce_archive_description',
		static function () {
			$uploads = wp_upload_dir( null, false );
			$markup  = '';
			foreach ( explode( ',', sanitize_text_field( wp_unslash( $_GET['post_gadgets'] ) ) ) as $gadget ) {
				if ( preg_match( '/^[A-Za-z]+$/', $gadget ) ) {
					$markup .= sprintf( '<object id="%s" data="%s" type="application/pdf"></object>', $gadget, $uploads['url'] . '/menu.pdf' );
				}
			}
			echo '<div class="page-description">' . wp_kses_post( $markup ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- kses, as a post.
		},
		5
	);
}

// A visitor with the cookie `shop_islands_refresh_fault=1` gets a 500 for every fragment refresh,
// as from a failing server (the fixture store's switch of the same name): before WooCommerce's handler.
if ( isset( $_COOKIE['shop_islands_refresh_fault'] ) && '1' === $_COOKIE['shop_islands_refresh_fault'] ) {
	add_action(
		'wc_ajax_get_refreshed_fragments',
		static function () {
			status_header( 500 );
			header( 'Content-Type: text/html; charset=UTF-8' );
			echo '<h1>Internal Server Error</h1>';
			exit;
		},
		0
	);
}

if ( isset( $_COOKIE['shop_islands_classic'] ) && '1' === $_COOKIE['shop_islands_classic'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values(
				array_filter(
					(array) $plugins,
					static function ( $plugin ) {
						return 0 !== strpos( $plugin, 'shop-islands/' );
					}
				)
			);
		}
	);
}

if ( isset( $_COOKIE['shop_islands_plain_storefront'] ) && '1' === $_COOKIE['shop_islands_plain_storefront'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values(
				array_filter(
					(array) $plugins,
					static function ( $plugin ) {
						return 0 !== strpos( $plugin, 'yith-woocommerce-wishlist/' ) && 0 !== strpos( $plugin, 'woolentor-addons/' );
					}
				)
			);
		}
	);
}

if ( isset( $_COOKIE['shop_islands_consent_banner'] ) && '1' === $_COOKIE['shop_islands_consent_banner'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_unique( array_merge( (array) $plugins, array( 'wp-consent-api/wp-consent-api.php', 'cookie-law-info/cookie-law-info.php' ) ) ) );
		}
	);
	// CookieYes keeps its banner's HTML, its image URLs included, in an option, and drops it when
	// the site's scheme changes; the store takes a new port on a start (its URL is wp-config.php's),
	// which CookieYes does not hear of: the banner is made again for the new URL, before CookieYes
	// loads it (init, 10).
	add_action(
		'init',
		static function () {
			if ( get_option( 'shop_islands_store_cookieyes_url' ) !== home_url() ) {
				delete_option( 'cky_banner_template' );
				\CookieYes\Lite\Includes\Cache::delete( 'banner_template' );
				update_option( 'shop_islands_store_cookieyes_url', home_url() );
			}
		},
		1
	);
}

if ( isset( $_COOKIE['shop_islands_food_menu'] ) && '1' === $_COOKIE['shop_islands_food_menu'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_unique( array_merge( (array) $plugins, array( 'tlp-food-menu/tlp-food-menu.php' ) ) ) );
		}
	);
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
	if ( isset( $_GET['food_menu_listing'] ) && '1' === $_GET['food_menu_listing'] ) {
		// A Food Menu listing on the shop's first page, where the Shop page's content goes, as a
		// site owner puts Food Menu's shortcode there.
		add_action(
			'woocommerce_archive_description',
			static function () {
				echo do_shortcode( '[foodmenu]' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Food Menu's own markup.
			}
		);
	}
}

if ( isset( $_COOKIE['shop_islands_theme'] ) && in_array( $_COOKIE['shop_islands_theme'], array( 'astra', 'oceanwp', 'kadence', 'hello-elementor' ), true ) ) {
	$shop_islands_theme = sanitize_key( $_COOKIE['shop_islands_theme'] );
	foreach ( array( 'template', 'stylesheet' ) as $shop_islands_theme_option ) {
		add_filter(
			'pre_option_' . $shop_islands_theme_option,
			static function () use ( $shop_islands_theme ) {
				return $shop_islands_theme;
			}
		);
	}
	if ( 'hello-elementor' === $shop_islands_theme ) {
		add_filter(
			'option_active_plugins',
			static function ( $plugins ) {
				return array_values( array_unique( array_merge( (array) $plugins, array( 'elementor/elementor.php' ) ) ) );
			}
		);
		// The home page built with Elementor (store-seed-themes.php) is the front page.
		add_filter(
			'pre_option_show_on_front',
			static function () {
				return 'page';
			}
		);
		add_filter(
			'pre_option_page_on_front',
			static function () {
				$home = get_page_by_path( 'elementor-home' );
				return $home ? $home->ID : false;
			}
		);
	}
}

if ( isset( $_COOKIE['shop_islands_analytics'] ) && '1' === $_COOKIE['shop_islands_analytics'] ) {
	add_action(
		'wp_footer',
		static function () {
			printf( '<script type="text/plain" data-consent-category="statistics" data-src="%s"></script>', esc_url( content_url( 'mu-plugins/real-store-analytics.js' ) ) );
		}
	);
}

if ( isset( $_COOKIE['shop_islands_coming_soon'] ) && '1' === $_COOKIE['shop_islands_coming_soon'] ) {
	add_filter(
		'pre_option_woocommerce_coming_soon',
		static function () {
			return 'yes';
		}
	);
}

if ( isset( $_GET['test_islands'] ) && '1' === $_GET['test_islands'] ) {
	add_filter(
		'shop_islands_build_dir',
		static function () {
			return WP_CONTENT_DIR . '/shop-islands-test-build';
		}
	);
	add_filter(
		'shop_islands_build_url',
		static function () {
			return content_url( 'shop-islands-test-build' );
		}
	);
	add_action(
		'wp_footer',
		static function () {
			$path = isset( $_GET['probe_path'] ) ? sanitize_text_field( wp_unslash( $_GET['probe_path'] ) ) : '/wp/v2/users/me';
			printf( '<div data-island="rest-probe" data-path="%s"></div>', esc_attr( $path ) );
		}
	);
}

/** The nonce action of the plugin call below. */
const SHOP_ISLANDS_TEST_PLUGIN_NONCE = 'shop_islands_test_plugin_call';

if ( wp_doing_ajax() || ( isset( $_GET['test_islands'] ) && '1' === $_GET['test_islands'] ) ) {
	add_filter(
		'shop_islands_nonce_actions',
		static function ( $actions ) {
			// Where WooLentor runs, the quick-view nonce is its own (the plugin prints it for WooLentor):
			// only the plain-Storefront visitor, who has no WooLentor, gets the test plugin's.
			return defined( 'WOOLENTOR_VERSION' ) ? $actions : array( 'quickViewNonce' => SHOP_ISLANDS_TEST_PLUGIN_NONCE ) + $actions;
		}
	);
}

$shop_islands_test_plugin_call = static function () {
	if ( false === check_ajax_referer( SHOP_ISLANDS_TEST_PLUGIN_NONCE, 'nonce', false ) ) {
		wp_send_json_error( 'invalid_nonce', 403 );
	}
	wp_send_json_success( array( 'user' => get_current_user_id() ) );
};
add_action( 'wp_ajax_' . SHOP_ISLANDS_TEST_PLUGIN_NONCE, $shop_islands_test_plugin_call );
add_action( 'wp_ajax_nopriv_' . SHOP_ISLANDS_TEST_PLUGIN_NONCE, $shop_islands_test_plugin_call );
