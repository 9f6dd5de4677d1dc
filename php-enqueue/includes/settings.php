<?php
/**
 * The settings tag: the JSON `shared/config.ts` reads, built from WordPress, WooCommerce and
 * Contact Form 7 state.
 *
 * Full-page caches serve one page's HTML to every visitor, so nothing here depends on who
 * the visitor is, except the nonces: the REST nonce (WordPress prints one in every page
 * too; the bundle refreshes it through `admin-ajax.php?action=rest-nonce` when refused) and
 * the plugin nonces of shop_islands_nonce_actions() (refreshed through the plugin's own
 * `admin-ajax.php?action=shop_islands_nonces`). The cart comes from cookies and fragments.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/settings-check.php';
require_once __DIR__ . '/order-attribution-consent.php';

/**
 * The settings of the current page, filtered and checked.
 *
 * @return array
 */
function shop_islands_page_settings() {
	$settings = shop_islands_collect_settings();
	/**
	 * Filters the settings printed for the bundle. Return an array; fields of the wrong type
	 * are dropped (the bundle then uses its defaults), and anything but an array is ignored.
	 *
	 * @param array $settings Settings, by the names of shared/config.ts.
	 */
	$filtered = apply_filters( 'shop_islands_settings', $settings );
	return shop_islands_check_settings( $filtered ) ?? shop_islands_check_settings( $settings ) ?? array();
}

/**
 * The settings as WordPress and the active plugins make them. Fields of an inactive plugin are
 * left out.
 *
 * @return array
 */
function shop_islands_collect_settings() {
	$settings = array(
		'ajaxUrl'    => admin_url( 'admin-ajax.php', 'relative' ),
		'restRoot'   => esc_url_raw( rest_url() ),
		'restNonce'  => wp_create_nonce( 'wp_rest' ),
		'locale'     => determine_locale(),
		'localeData' => shop_islands_locale_data(),
		'consent'    => shop_islands_consent_settings(),
	);
	$settings['allowedOrigins'] = shop_islands_allowed_origins();
	$settings['imageOrigins']   = shop_islands_image_origins();
	$settings['islandsOff']     = shop_islands_islands_off();

	$settings += shop_islands_nonce_settings();

	if ( shop_islands_has_woocommerce() ) {
		$settings += shop_islands_woocommerce_settings();
	}

	if ( defined( 'WPCF7_VERSION' ) ) {
		// Contact Form 7 prints the same REST root for its own script.
		$settings['cf7ApiRoot'] = esc_url_raw( rest_url() );
		// As CF7 tells its script: behind a page cache, a form's quiz and captcha may be stale.
		$settings['features'] = ( $settings['features'] ?? array() ) + array(
			'contactFormCached' => defined( 'WP_CACHE' ) && WP_CACHE,
		);
	}

	if ( defined( 'YITH_WCWL' ) ) {
		$settings['wishlistAjaxUrl'] = admin_url( 'admin-ajax.php', 'relative' );
	}

	return $settings;
}

/**
 * The origins besides the page's own that the islands may request, load or link to: WordPress's
 * own (home, site, content and uploads, which a media-offload plugin may move to a bucket or a
 * CDN). Anything else, such as an analytics script's host, is a site owner's choice to add.
 *
 * @return string[]
 */
function shop_islands_allowed_origins() {
	$urls = array( home_url( '/' ), site_url( '/' ), content_url( '/' ), wp_get_upload_dir()['baseurl'] );
	/**
	 * Filters the origins (scheme, host and port, as `https://cdn.example`) that the islands may
	 * request, load scripts from, or write into links and images, besides the page's own. An
	 * analytics script held for consent on another host loads only when its origin is listed.
	 *
	 * @param string[] $origins Origins of WordPress's home, site, content and uploads URLs.
	 */
	$origins = apply_filters( 'shop_islands_allowed_origins', array_map( 'shop_islands_origin', $urls ) );
	return is_array( $origins ) ? array_values( array_unique( array_filter( array_map( 'shop_islands_origin', $origins ) ) ) ) : array();
}

/**
 * The origins this site's images come from, as WordPress's image functions return them: the
 * uploads' and those of `wp_get_attachment_image_src()` for the images of the product a product
 * page shows (its own, its gallery's and its variations', in the sizes the gallery prints), where
 * an image CDN (Jetpack's `i0.wp.com`, a plugin rewriting that function) moves them. The islands
 * take these for images only, never for a request or a page link (shared/image-urls.ts).
 *
 * @return string[]
 */
function shop_islands_image_origins() {
	$urls = array( wp_get_upload_dir()['baseurl'] );
	foreach ( shop_islands_page_image_ids() as $image_id ) {
		foreach ( array( 'woocommerce_gallery_thumbnail', 'woocommerce_single', 'full' ) as $size ) {
			$source = wp_get_attachment_image_src( $image_id, $size );
			if ( is_array( $source ) ) {
				$urls[] = $source[0];
			}
		}
	}
	/**
	 * Filters the origins (scheme, host and port, as `https://i0.wp.com`) the site's images come
	 * from, which the islands show in the gallery and link its images to, but never request
	 * anything else from. Anything but a scheme, a host and a port is dropped.
	 *
	 * @param string[] $origins Origins of the uploads and of the images of the product shown.
	 */
	$origins = apply_filters( 'shop_islands_image_origins', array_map( 'shop_islands_origin', $urls ) );
	return is_array( $origins ) ? array_values( array_unique( array_filter( array_map( 'shop_islands_origin_only', $origins ) ) ) ) : array();
}

/**
 * The attachment ids of the images a product page shows: the product's own, its gallery's and
 * its variations'; none on any other page.
 *
 * @return int[]
 */
function shop_islands_page_image_ids() {
	if ( ! function_exists( 'is_product' ) || ! is_product() || ! function_exists( 'wc_get_product' ) ) {
		return array();
	}
	$product = wc_get_product( get_queried_object_id() );
	if ( ! $product ) {
		return array();
	}
	$ids      = array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() );
	$children = $product->is_type( 'variable' ) ? $product->get_children() : array();
	if ( $children ) {
		// One query for every variation's image.
		update_meta_cache( 'post', $children );
		foreach ( $children as $child ) {
			$ids[] = get_post_meta( $child, '_thumbnail_id', true );
		}
	}
	return array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
}

/**
 * `$origin` when it is an origin and nothing more (`https://host:port`, as shop_islands_origin()
 * writes it); '' for a URL with a path, a query or anything else.
 *
 * @param mixed $origin Origin.
 * @return string
 */
function shop_islands_origin_only( $origin ) {
	return is_string( $origin ) && shop_islands_origin( $origin ) === $origin ? $origin : '';
}

/**
 * The origin of a URL (`https://host:port`, the port only when it is not the scheme's
 * default), or '' when it is not an http(s) URL.
 *
 * @param mixed $url URL.
 * @return string
 */
function shop_islands_origin( $url ) {
	$parts = is_string( $url ) ? wp_parse_url( $url ) : false;
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	$scheme  = strtolower( $parts['scheme'] );
	$default = 'https' === $scheme ? 443 : 80;
	$port    = isset( $parts['port'] ) && (int) $parts['port'] !== $default ? ':' . (int) $parts['port'] : '';
	return $scheme . '://' . strtolower( $parts['host'] ) . $port;
}

/**
 * Whether WooCommerce is active with the functions used here.
 *
 * @return bool
 */
function shop_islands_has_woocommerce() {
	return class_exists( 'WC_AJAX' ) && function_exists( 'wc_get_cart_url' ) && function_exists( 'is_cart' );
}

/**
 * The WooCommerce fields: the values WooCommerce prints for its own scripts
 * (wc_add_to_cart_params, wc_cart_fragments_params, wc_single_product_params, wc_order_attribution).
 *
 * @return array
 */
function shop_islands_woocommerce_settings() {
	$settings = array(
		'wcAjaxUrl'            => (string) WC_AJAX::get_endpoint( '%%endpoint%%' ),
		'cartUrl'              => (string) wc_get_cart_url(),
		'isCart'               => (bool) is_cart(),
		'isCheckout'           => function_exists( 'is_checkout' ) && is_checkout(),
		'cartRedirectAfterAdd' => (string) get_option( 'woocommerce_cart_redirect_after_add', 'no' ),
		'viewCartLabel'        => shop_islands_view_cart_label(),
		'siteHash'             => shop_islands_site_hash(),
		'features'             => array(
			'ajaxAddToCart'   => 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' ),
			'galleryZoom'     => (bool) apply_filters( 'woocommerce_single_product_zoom_enabled', current_theme_supports( 'wc-product-gallery-zoom' ) ),
			'galleryLightbox' => (bool) apply_filters( 'woocommerce_single_product_photoswipe_enabled', current_theme_supports( 'wc-product-gallery-lightbox' ) ),
			'gallerySlider'   => (bool) apply_filters( 'woocommerce_single_product_flexslider_enabled', current_theme_supports( 'wc-product-gallery-slider' ) ),
		),
	);

	$attribution = shop_islands_order_attribution_settings();
	if ( null !== $attribution ) {
		$settings['orderAttribution'] = $attribution;
	}
	return $settings;
}

/**
 * WooCommerce's words for a link to the cart, as it gives them to its add-to-cart script
 * (`wc_add_to_cart_params.i18n_view_cart`), translated and filtered as there.
 *
 * @return string
 */
function shop_islands_view_cart_label() {
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own string, as it prints it for its script.
	$params = shop_islands_wc_script_data( 'wc-add-to-cart', array( 'i18n_view_cart' => esc_attr__( 'View cart', 'woocommerce' ) ) );
	// phpcs:enable
	return shop_islands_script_text( $params['i18n_view_cart'] ?? '' );
}

/**
 * The suffix of WooCommerce's fragments cache keys in session storage: the part after
 * `wc_cart_hash_` of its `cart_hash_key`, so the islands share the cache with any classic
 * script left on the page.
 *
 * @return string
 */
function shop_islands_site_hash() {
	$blog_id = get_current_blog_id();
	$hash    = md5( $blog_id . '_' . get_site_url( $blog_id, '/' ) . get_template() );
	$key     = (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $hash );
	$suffix  = 0 === strpos( $key, 'wc_cart_hash_' ) ? substr( $key, strlen( 'wc_cart_hash_' ) ) : $key;
	return 1 === preg_match( '/^[\w-]{1,64}$/', $suffix ) ? $suffix : $hash;
}
