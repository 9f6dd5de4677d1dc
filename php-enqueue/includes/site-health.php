<?php
/**
 * The Site Health test (Tools → Site Health): the shop, a product and the cart as a guest sees
 * them, each loaded twice through the site's own loopback, with the plugin and without it, and
 * what they print: the classic scripts the plugin retires still printed because a theme's or
 * another plugin's script needs them, the scripts that kept jQuery, and the JavaScript run before
 * the first input (the scripts printed, their files' bytes and gzip).
 *
 * The loopback carries no cookie, so it is a guest's page. It carries a check token instead: 32
 * random characters the test keeps (hashed) in a transient for SHOP_ISLANDS_CHECK_TOKEN_TTL
 * seconds and never prints, so only the site's own request has it. With the token a page prints
 * its report (page-record.php) for the test and is not cached; with the token and
 * `?shop-islands=off`, it is the page without the plugin. Without the token `?shop-islands=off`
 * stays what it is, the compare link of a user who manages the shop: no visitor can turn the
 * plugin off.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The test's id in Site Health. */
const SHOP_ISLANDS_SITE_HEALTH_TEST = 'shop_islands_pages';

/** The query argument carrying the check token. */
const SHOP_ISLANDS_CHECK_ARG = 'shop-islands-check';

/** The transient of the live tokens' hashes (hash => expiry). */
const SHOP_ISLANDS_CHECK_TOKENS = 'shop_islands_check_tokens';

/** Seconds a token lasts: one run of the test. */
const SHOP_ISLANDS_CHECK_TOKEN_TTL = 300;

/** The id of the report a checked page prints. */
const SHOP_ISLANDS_REPORT_ID = 'shop-islands-page-report';

/** Seconds each loopback may take. */
const SHOP_ISLANDS_LOOPBACK_TIMEOUT = 30;

/**
 * Adds the test (site_status_tests), run in the browser through the plugin's REST route.
 *
 * @param array $tests Site Health's tests.
 * @return array
 */
function shop_islands_site_status_tests( $tests ) {
	$tests['async'][ SHOP_ISLANDS_SITE_HEALTH_TEST ] = array(
		'label'             => __( 'Shop Islands retires the classic scripts of the shop', 'shop-islands' ),
		'test'              => rest_url( 'shop-islands/v1/site-health' ),
		'has_rest'          => true,
		'async_direct_test' => 'shop_islands_site_health_result',
	);
	return $tests;
}

/**
 * The REST route of the test (rest_api_init), for who may view Site Health.
 */
function shop_islands_register_site_health_route() {
	register_rest_route(
		'shop-islands/v1',
		'/site-health',
		array(
			'methods'             => 'GET',
			'callback'            => 'shop_islands_site_health_result',
			'permission_callback' => static fn() => current_user_can( 'view_site_health_checks' ),
		)
	);
}

/**
 * Whether this request carries a live check token.
 *
 * @return bool
 */
function shop_islands_check_requested() {
	static $valid = null;
	if ( null === $valid ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the token is the check.
		$token  = isset( $_GET[ SHOP_ISLANDS_CHECK_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ SHOP_ISLANDS_CHECK_ARG ] ) ) : '';
		$tokens = '' === $token ? array() : get_transient( SHOP_ISLANDS_CHECK_TOKENS );
		$hash   = hash( 'sha256', $token );
		$valid  = is_array( $tokens ) && isset( $tokens[ $hash ] ) && $tokens[ $hash ] > time();
	}
	return $valid;
}

/**
 * A new check token, kept (hashed) until it expires.
 *
 * @return string
 */
function shop_islands_new_check_token() {
	$token  = wp_generate_password( 32, false );
	$tokens = get_transient( SHOP_ISLANDS_CHECK_TOKENS );
	$tokens = array_filter( is_array( $tokens ) ? $tokens : array(), static fn( $expiry ) => $expiry > time() );
	$tokens[ hash( 'sha256', $token ) ] = time() + SHOP_ISLANDS_CHECK_TOKEN_TTL;
	set_transient( SHOP_ISLANDS_CHECK_TOKENS, $tokens, SHOP_ISLANDS_CHECK_TOKEN_TTL );
	return $token;
}

/**
 * Forgets a token once its run is over.
 *
 * @param string $token The token.
 */
function shop_islands_forget_check_token( $token ) {
	$tokens = get_transient( SHOP_ISLANDS_CHECK_TOKENS );
	if ( is_array( $tokens ) ) {
		unset( $tokens[ hash( 'sha256', $token ) ] );
	}
	if ( is_array( $tokens ) && $tokens ) {
		set_transient( SHOP_ISLANDS_CHECK_TOKENS, $tokens, SHOP_ISLANDS_CHECK_TOKEN_TTL );
	} else {
		delete_transient( SHOP_ISLANDS_CHECK_TOKENS );
	}
}

/**
 * Keeps a checked page out of page caches (template_redirect).
 */
function shop_islands_checked_page_not_cached() {
	if ( shop_islands_check_requested() ) {
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true );
		}
		nocache_headers();
	}
}

/**
 * Prints a page's report for the test, as JSON.
 *
 * @param array $report shop_islands_page_report().
 */
function shop_islands_print_page_report( array $report ) {
	printf(
		"<script type=\"application/json\" id=\"%s\">%s</script>\n",
		esc_attr( SHOP_ISLANDS_REPORT_ID ),
		wp_json_encode( (object) $report, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with < > & escaped.
	);
}

/**
 * The pages the test loads: the shop, its first product and the cart.
 *
 * @return array<string,string> Kind => URL.
 */
function shop_islands_site_health_pages() {
	$pages = array();
	if ( function_exists( 'wc_get_page_permalink' ) ) {
		$pages['shop'] = wc_get_page_permalink( 'shop' );
		$product       = wc_get_products(
			array(
				'status'     => 'publish',
				'visibility' => 'visible',
				'limit'      => 1,
				'orderby'    => 'date',
				'order'      => 'ASC',
				'return'     => 'ids',
			)
		);
		if ( $product ) {
			$pages['product'] = (string) get_permalink( (int) $product[0] );
		}
		$pages['cart'] = wc_get_page_permalink( 'cart' );
	}
	/**
	 * Filters the pages the Site Health test loads as a guest.
	 *
	 * @param array<string,string> $pages Kind (shop, product, cart) => URL.
	 */
	$pages = apply_filters( 'shop_islands_site_health_pages', $pages );
	return is_array( $pages ) ? array_filter( $pages, 'is_string' ) : array();
}

/**
 * What a page prints, measured: its report and the JavaScript run before the first input.
 *
 * @param string $url   The page.
 * @param string $token The check token.
 * @param bool   $with  With the plugin, or without.
 * @return array{report: array<string,array<string,string>>, scripts: int, raw: int, gzip: int, unmeasured: string[]}|WP_Error
 */
function shop_islands_checked_page( $url, $token, $with ) {
	$args = array( SHOP_ISLANDS_CHECK_ARG => $token );
	if ( ! $with ) {
		$args[ SHOP_ISLANDS_COMPARE_ARG ] = 'off';
	}
	$response = wp_remote_get(
		add_query_arg( $args, $url ),
		array(
			'timeout'   => SHOP_ISLANDS_LOOPBACK_TIMEOUT,
			'cookies'   => array(),
			// As WordPress's own loopback test: the site's own certificate may be self-signed.
			'sslverify' => apply_filters( 'https_local_ssl_verify', false ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's filter.
		)
	);
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	if ( 200 !== wp_remote_retrieve_response_code( $response ) ) {
		/* translators: 1: a page's address, 2: an HTTP status code. */
		return new WP_Error( 'shop_islands_loopback', sprintf( __( '%1$s answered %2$d.', 'shop-islands' ), $url, (int) wp_remote_retrieve_response_code( $response ) ) );
	}
	$html   = wp_remote_retrieve_body( $response );
	$report = array();
	if ( preg_match( '#<script type="application/json" id="' . preg_quote( SHOP_ISLANDS_REPORT_ID, '#' ) . '">(.*?)</script>#s', $html, $match ) ) {
		$decoded = json_decode( $match[1], true );
		$report  = is_array( $decoded ) ? $decoded : array();
	}
	return array( 'report' => $report ) + shop_islands_javascript_before_input( $html, $url );
}

/**
 * The JavaScript a page runs before the first input: its script files and module preloads (read
 * from the site's disk) and its inline scripts; a file of another host is named, not measured.
 *
 * @param string $html The page.
 * @param string $url  Its address.
 * @return array{scripts: int, raw: int, gzip: int, unmeasured: string[]}
 */
function shop_islands_javascript_before_input( $html, $url ) {
	$files      = array();
	$inline     = array();
	$unmeasured = array();
	preg_match_all( '#<script\b([^>]*)>(.*?)</script>#si', $html, $tags, PREG_SET_ORDER );
	foreach ( $tags as $tag ) {
		$type = preg_match( '#\btype=["\']([^"\']*)["\']#i', $tag[1], $found ) ? strtolower( $found[1] ) : '';
		if ( ! in_array( $type, array( '', 'module', 'text/javascript', 'application/javascript' ), true ) ) {
			continue;
		}
		if ( preg_match( '#\bsrc=["\']([^"\']+)["\']#i', $tag[1], $src ) ) {
			$files[] = html_entity_decode( $src[1] );
		} elseif ( '' !== trim( $tag[2] ) ) {
			$inline[] = $tag[2];
		}
	}
	preg_match_all( '#<link\b[^>]*\brel=["\']modulepreload["\'][^>]*\bhref=["\']([^"\']+)["\']#i', $html, $preloads );
	$files = array_values( array_unique( array_merge( $files, array_map( 'html_entity_decode', $preloads[1] ) ) ) );
	$code  = $inline;
	foreach ( $files as $file ) {
		$path = shop_islands_local_file( $file, $url );
		if ( null === $path ) {
			$unmeasured[] = $file;
			continue;
		}
		$code[] = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the site.
	}
	$raw  = 0;
	$gzip = 0;
	foreach ( $code as $text ) {
		$raw  += strlen( $text );
		$gzip += function_exists( 'gzencode' ) ? strlen( (string) gzencode( $text, 9 ) ) : strlen( $text );
	}
	return array(
		'scripts'    => count( $files ),
		'raw'        => $raw,
		'gzip'       => $gzip,
		'unmeasured' => $unmeasured,
	);
}

/**
 * The file on this site's disk behind a script's address, or null (another host's, or outside the site).
 *
 * @param string $src  A script's address.
 * @param string $page The page's address.
 * @return string|null
 */
function shop_islands_local_file( $src, $page ) {
	$home = wp_parse_url( home_url( '/' ) );
	$host = wp_parse_url( $src, PHP_URL_HOST );
	if ( null !== $host && $host !== ( $home['host'] ?? null ) && wp_parse_url( $page, PHP_URL_HOST ) !== $host ) {
		return null;
	}
	$path = (string) wp_parse_url( $src, PHP_URL_PATH );
	$root = trailingslashit( $home['path'] ?? '/' );
	if ( 0 !== strpos( $path, $root ) ) {
		return null;
	}
	$file = realpath( ABSPATH . substr( $path, strlen( $root ) ) );
	$base = realpath( ABSPATH );
	return false !== $file && false !== $base && 0 === strpos( $file, $base . DIRECTORY_SEPARATOR ) && is_file( $file ) ? $file : null;
}

/**
 * Runs the test: each page with and without the plugin.
 *
 * @return array Site Health's result.
 */
function shop_islands_site_health_result() {
	$token   = shop_islands_new_check_token();
	$checked = array();
	foreach ( shop_islands_site_health_pages() as $kind => $url ) {
		$checked[ $kind ] = array(
			'url'     => $url,
			'with'    => shop_islands_checked_page( $url, $token, true ),
			'without' => shop_islands_checked_page( $url, $token, false ),
		);
	}
	shop_islands_forget_check_token( $token );
	return shop_islands_site_health_verdict( $checked );
}

/**
 * Site Health's result from the pages measured.
 *
 * @param array $checked Kind => {url, with, without}, each side shop_islands_checked_page()'s.
 * @return array
 */
function shop_islands_site_health_verdict( array $checked ) {
	$left   = array();
	$failed = array();
	$rows   = '';
	$jquery = '';
	// jQuery kept by a theme's or another plugin's script alone: the page could do without it.
	$jquery_left = false;
	$labels      = shop_islands_page_kind_labels();
	foreach ( $checked as $kind => $page ) {
		$label = $labels[ $kind ] ?? $kind;
		foreach ( array( $page['with'], $page['without'] ) as $side ) {
			if ( is_wp_error( $side ) ) {
				$failed[] = $side->get_error_message();
			}
		}
		if ( is_wp_error( $page['with'] ) || is_wp_error( $page['without'] ) ) {
			continue;
		}
		$report = $page['with']['report'];
		foreach ( shop_islands_report_left( $report ) as $handle => $keepers ) {
			if ( SHOP_ISLANDS_JQUERY === $handle ) {
				$jquery_left = true;
				continue;
			}
			/* translators: 1: a script's handle, 2: a page, 3: the scripts that needed it. */
			$left[] = sprintf( __( '%1$s on %2$s, for %3$s', 'shop-islands' ), '<code>' . esc_html( $handle ) . '</code>', esc_html( $label ), shop_islands_keepers_html( $keepers ) );
		}
		if ( isset( $report[ SHOP_ISLANDS_JQUERY ] ) ) {
			/* translators: 1: a page, 2: the scripts that needed jQuery. */
			$jquery .= '<li>' . sprintf( __( 'On %1$s, for %2$s', 'shop-islands' ), esc_html( $label ), shop_islands_keepers_html( $report[ SHOP_ISLANDS_JQUERY ] ) ) . '</li>';
		}
		$rows .= sprintf(
			'<tr><th scope="row"><a href="%1$s">%2$s</a></th><td>%3$s</td><td>%4$s</td></tr>',
			esc_url( $page['url'] ),
			esc_html( $label ),
			esc_html( shop_islands_javascript_summary( $page['with'] ) ),
			esc_html( shop_islands_javascript_summary( $page['without'] ) )
		);
	}
	$good        = ! $left && ! $jquery_left && ! $failed;
	$description = '<p>' . esc_html__( 'Shop Islands loaded these pages as a guest, with the plugin and without it.', 'shop-islands' ) . '</p>';
	if ( $failed ) {
		$description .= '<p>' . esc_html__( 'Some pages could not be loaded:', 'shop-islands' ) . '</p><ul><li>' . implode( '</li><li>', array_map( 'esc_html', $failed ) ) . '</li></ul>';
	}
	if ( $left ) {
		$description .= '<p>' . esc_html__( 'Classic scripts the plugin retires are still printed, because a theme\'s or another plugin\'s script needs them:', 'shop-islands' ) . '</p><ul class="shop-islands-left"><li>' . implode( '</li><li>', $left ) . '</li></ul>';
	} elseif ( ! $failed ) {
		$description .= '<p>' . esc_html__( 'No classic script the plugin retires is left on these pages.', 'shop-islands' ) . '</p>';
	}
	$description .= '' === $jquery ? '<p>' . esc_html__( 'No script kept jQuery on these pages.', 'shop-islands' ) . '</p>' : '<p>' . esc_html( $jquery_left ? __( 'jQuery stays, on some of these pages only for a theme\'s or another plugin\'s script:', 'shop-islands' ) : __( 'jQuery stays for WooCommerce\'s own scripts:', 'shop-islands' ) ) . '</p><ul class="shop-islands-jquery">' . $jquery . '</ul>';
	$description .= '<table class="widefat striped shop-islands-javascript"><thead><tr><th scope="col">' . esc_html__( 'JavaScript run before the first input', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'With Shop Islands', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'Without', 'shop-islands' ) . '</th></tr></thead><tbody>' . $rows . '</tbody></table>';
	return array(
		'label'       => $good ? __( 'Shop Islands retires the classic scripts of the shop', 'shop-islands' ) : __( 'Some classic scripts of the shop are still printed', 'shop-islands' ),
		'status'      => $good ? 'good' : 'recommended',
		'badge'       => array(
			'label' => __( 'Performance', 'shop-islands' ),
			'color' => 'blue',
		),
		'description' => $description,
		'actions'     => sprintf( '<p><a href="%1$s">%2$s</a></p>', esc_url( shop_islands_settings_screen_url() ), esc_html__( 'See what each island retires on this site', 'shop-islands' ) ),
		'test'        => SHOP_ISLANDS_SITE_HEALTH_TEST,
	);
}

/**
 * A side's JavaScript in words: "3 scripts, 12.3 KB gzip (40.1 KB)".
 *
 * @param array $side shop_islands_checked_page()'s.
 * @return string
 */
function shop_islands_javascript_summary( array $side ) {
	$summary = sprintf(
		/* translators: 1: a number of script files, 2: their size compressed, 3: their size. */
		_n( '%1$d script file, %2$s gzip (%3$s)', '%1$d script files, %2$s gzip (%3$s)', $side['scripts'], 'shop-islands' ),
		$side['scripts'],
		size_format( $side['gzip'], 1 ),
		size_format( $side['raw'], 1 )
	);
	if ( $side['unmeasured'] ) {
		/* translators: %d: a number of script files. */
		$summary .= ' ' . sprintf( _n( '(%d file of another host not measured)', '(%d files of another host not measured)', count( $side['unmeasured'] ), 'shop-islands' ), count( $side['unmeasured'] ) );
	}
	return $summary;
}

/**
 * The scripts that kept a handle, each with what its file belongs to.
 *
 * @param array<string,string> $keepers Script => its file ('' for the handle queued itself).
 * @return string HTML.
 */
function shop_islands_keepers_html( array $keepers ) {
	$named = array();
	foreach ( $keepers as $keeper => $file ) {
		if ( '' === $keeper ) {
			$named[] = esc_html__( 'itself (queued by the page)', 'shop-islands' );
		} elseif ( SHOP_ISLANDS_TEMPLATE_SCRIPTS === $keeper ) {
			$named[] = esc_html__( 'scripts printed in the page itself, by its template or a hook', 'shop-islands' );
		} else {
			$named[] = '<code>' . esc_html( $keeper ) . '</code> (' . esc_html( shop_islands_file_owner( $file ) ) . ')';
		}
	}
	return implode( ', ', $named );
}

/**
 * What a script's file belongs to, in words: "plugin WooCommerce", "theme Storefront", "WordPress".
 *
 * @param string $file A file from the site's root.
 * @return string
 */
function shop_islands_file_owner( $file ) {
	if ( '' === $file ) {
		return __( 'an inline script, no file', 'shop-islands' );
	}
	if ( preg_match( '#^wp-(includes|admin)/#', $file ) ) {
		return __( 'WordPress', 'shop-islands' );
	}
	if ( preg_match( '#^wp-content/plugins/([^/]+)/#', $file, $match ) ) {
		/* translators: %s: a plugin's name. */
		return sprintf( __( 'plugin %s', 'shop-islands' ), shop_islands_plugin_name( $match[1] ) );
	}
	if ( preg_match( '#^wp-content/mu-plugins/#', $file ) ) {
		return __( 'a must-use plugin', 'shop-islands' );
	}
	if ( preg_match( '#^wp-content/themes/([^/]+)/#', $file, $match ) ) {
		$theme = wp_get_theme( $match[1] );
		/* translators: %s: a theme's name. */
		return sprintf( __( 'theme %s', 'shop-islands' ), $theme->exists() ? $theme->get( 'Name' ) : $match[1] );
	}
	return $file;
}

/**
 * A plugin's name, by its folder.
 *
 * @param string $folder The plugin's folder under wp-content/plugins.
 * @return string
 */
function shop_islands_plugin_name( $folder ) {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$plugins = get_plugins( '/' . $folder );
	$first   = reset( $plugins );
	return is_array( $first ) && '' !== ( $first['Name'] ?? '' ) ? $first['Name'] : $folder;
}
