<?php
/**
 * What a script printed straight into the page's template uses.
 *
 * A theme or plugin may echo a `<script>` into the page itself (`<script>jQuery( … )</script>`
 * from a template or a hook) instead of attaching it to a queued handle. WordPress knows nothing of
 * it, so neither the undeclared-use scan (undeclared-uses.php) nor the "still needed" check sees
 * it: classic WooCommerce happens to print jQuery anyway, the plugin retires it, and the script
 * throws `jQuery is not defined`.
 *
 * Once the whole page has printed (the template's output buffer, page-output.php), the plugin
 * reads the page's inline classic scripts that belong to no handle for the libraries of
 * SHOP_ISLANDS_UNDECLARED_USES and the settings objects of SHOP_ISLANDS_UNDECLARED_PARAMS. What
 * one uses that the page did not print is printed just before the first script that uses it,
 * as WordPress would print it, so this page works; and what it uses is recorded per kind of page,
 * so that on the next views WordPress prints it in its place: the plugin queues a handle of its
 * own, SHOP_ISLANDS_TEMPLATE_SCRIPTS, that depends on those libraries and carries those objects,
 * which keeps them exactly as a theme script naming them would (the settings screen and Site
 * Health say so). A use not seen for SHOP_ISLANDS_PAGE_RECORD_DAYS is forgotten.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The handle that stands, on the next views, for the scripts printed in the page's template. */
const SHOP_ISLANDS_TEMPLATE_SCRIPTS = 'shop-islands-template-scripts';

/** The option of what those scripts use: kind of page => use => the day it was last seen. */
const SHOP_ISLANDS_TEMPLATE_USES_OPTION = 'shop_islands_template_uses';

/** The id suffixes WordPress gives the inline scripts it prints for a handle. */
const SHOP_ISLANDS_HANDLE_INLINE_IDS = '/-js-(extra|before|after|translations)$/';

/**
 * Whether the `<script>` the processor is at is an inline classic script no handle printed: no
 * file, no id WordPress gives a handle's inline scripts, and JavaScript (not JSON, an import map
 * or a template).
 *
 * @param WP_HTML_Tag_Processor $processor At a `<script>`.
 * @return bool
 */
function shop_islands_is_template_script( WP_HTML_Tag_Processor $processor ) {
	$id   = $processor->get_attribute( 'id' );
	$type = $processor->get_attribute( 'type' );
	if ( null !== $processor->get_attribute( 'src' ) || ( is_string( $id ) && preg_match( SHOP_ISLANDS_HANDLE_INLINE_IDS, $id ) ) ) {
		return false;
	}
	return ! is_string( $type ) || in_array( strtolower( trim( $type ) ), array( '', 'text/javascript', 'application/javascript', 'module' ), true );
}

/**
 * The code of the page's inline classic scripts that no handle printed, in page order.
 *
 * @param string $html The page.
 * @return string[]
 */
function shop_islands_template_script_code( $html ) {
	$code      = array();
	$processor = new WP_HTML_Tag_Processor( $html );
	while ( $processor->next_tag( 'script' ) ) {
		if ( shop_islands_is_template_script( $processor ) ) {
			$code[] = $processor->get_modifiable_text();
		}
	}
	return $code;
}

/**
 * What each of the page's template scripts uses, in page order.
 *
 * @param string[] $code shop_islands_template_script_code().
 * @return array<int,string[]> Index of the script in `$code` => the uses, for the scripts that use any.
 */
function shop_islands_template_script_uses( array $code ) {
	$sought = array_merge( array_keys( SHOP_ISLANDS_UNDECLARED_USES ), array_values( SHOP_ISLANDS_UNDECLARED_PARAMS ) );
	$uses   = array();
	foreach ( $code as $index => $script ) {
		$found = shop_islands_uses_in( $script, $sought );
		if ( $found ) {
			$uses[ $index ] = $found;
		}
	}
	return $uses;
}

/**
 * The page, with what its template scripts use printed before the first that uses it where the
 * page lacks it, and the uses recorded (page-output.php, once the page has printed).
 *
 * @param string $html The page.
 * @return string
 */
function shop_islands_serve_template_scripts( $html ) {
	if ( ! shop_islands_is_enqueued() || ! method_exists( 'WP_HTML_Tag_Processor', 'get_modifiable_text' ) ) {
		return $html;
	}
	$code = shop_islands_template_script_code( $html );
	$uses = shop_islands_template_script_uses( $code );
	if ( ! is_admin_bar_showing() ) {
		shop_islands_record_template_uses( shop_islands_page_kind(), array_merge( array(), ...array_values( $uses ) ) );
	}
	if ( ! $uses ) {
		return $html;
	}
	$missing = shop_islands_missing_template_uses( array_merge( ...array_values( $uses ) ) );
	if ( ! $missing ) {
		return $html;
	}
	return shop_islands_print_before_script( $html, array_key_first( $uses ), shop_islands_template_uses_html( $missing ) );
}

/**
 * Of the uses, the libraries (with what they depend on, in print order) and the settings objects
 * this page did not print.
 *
 * @param string[] $uses Handles of SHOP_ISLANDS_UNDECLARED_USES, names of SHOP_ISLANDS_UNDECLARED_PARAMS.
 * @return array{libraries: string[], params: string[]} The handles to print, and the owners of the objects.
 */
function shop_islands_missing_template_uses( array $uses ) {
	$scripts    = wp_scripts();
	$registered = shop_islands_registered_scripts( $scripts );
	$printed    = static function ( $handle ) use ( $scripts, $registered ) {
		return (bool) array_intersect( shop_islands_script_names( array( $handle ), $registered ), $scripts->done );
	};
	$libraries = array();
	foreach ( array_intersect( array_keys( SHOP_ISLANDS_UNDECLARED_USES ), $uses ) as $library ) {
		if ( isset( $registered[ $library ] ) && ! $printed( $library ) ) {
			$libraries = array_merge( $libraries, shop_islands_print_order( $library, $registered, $printed ) );
		}
	}
	$params = array();
	foreach ( SHOP_ISLANDS_UNDECLARED_PARAMS as $owner => $name ) {
		if ( in_array( $name, $uses, true ) && isset( $registered[ $owner ] ) && ! $printed( $owner ) ) {
			$params[] = $owner;
		}
	}
	return array(
		'libraries' => array_values( array_unique( $libraries ) ),
		'params'    => $params,
	);
}

/**
 * A handle and what it depends on, dependencies first, leaving out what is printed already.
 *
 * @param string                                            $handle     A registered handle.
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @param callable                                          $printed    Whether a handle was printed.
 * @param string[]                                          $visiting   The handles on the way here (a loop stops).
 * @return string[]
 */
function shop_islands_print_order( $handle, array $registered, callable $printed, array $visiting = array() ) {
	if ( ! isset( $registered[ $handle ] ) || in_array( $handle, $visiting, true ) || $printed( $handle ) ) {
		return array();
	}
	$order = array();
	foreach ( $registered[ $handle ]['deps'] as $dependency ) {
		$order = array_merge( $order, shop_islands_print_order( $dependency, $registered, $printed, array_merge( $visiting, array( $handle ) ) ) );
	}
	$order[] = $handle;
	return array_values( array_unique( $order ) );
}

/**
 * The tags of the missing libraries and settings objects, as WordPress prints them.
 *
 * @param array{libraries: string[], params: string[]} $missing shop_islands_missing_template_uses().
 * @return string HTML.
 */
function shop_islands_template_uses_html( array $missing ) {
	$scripts = wp_scripts();
	$html    = '';
	foreach ( $missing['libraries'] as $handle ) {
		$html            .= shop_islands_script_tags( $scripts, $handle );
		$scripts->done[] = $handle;
	}
	foreach ( $missing['params'] as $owner ) {
		$data = shop_islands_woocommerce_script_data( $owner );
		$name = shop_islands_params_name( $owner );
		/** This filter is documented in WooCommerce's WC_Frontend_Scripts::localize_script(). */
		$data = null === $data ? null : apply_filters( $name, $data ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- WooCommerce's own filter.
		if ( is_array( $data ) ) {
			$html .= wp_get_inline_script_tag( 'var ' . $name . ' = ' . wp_json_encode( $data ) . ';', array( 'id' => $owner . '-js-extra' ) );
		}
	}
	return $html;
}

/**
 * One registered script's tags: its data, its inline scripts and its file, filtered as WordPress
 * filters them.
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string     $handle  A registered handle.
 * @return string HTML.
 */
function shop_islands_script_tags( WP_Scripts $scripts, $handle ) {
	$script = $scripts->registered[ $handle ];
	$extra  = $scripts->print_extra_script( $handle, false );
	$tags   = is_string( $extra ) && '' !== $extra ? wp_get_inline_script_tag( $extra, array( 'id' => $handle . '-js-extra' ) ) : '';
	$tags  .= $scripts->get_inline_script_tag( $handle, 'before' );
	if ( is_string( $script->src ) && '' !== $script->src ) {
		$src = $script->src;
		if ( ! preg_match( '#^(https?:)?//#', $src ) && ! ( $scripts->content_url && 0 === strpos( $src, $scripts->content_url ) ) ) {
			$src = $scripts->base_url . $src;
		}
		$version = null === $script->ver ? '' : (string) ( $script->ver ? $script->ver : $scripts->default_version );
		if ( '' !== $version ) {
			$src = add_query_arg( 'ver', rawurlencode( $version ), $src );
		}
		/** This filter is documented in wp-includes/class-wp-scripts.php */
		$src = esc_url_raw( apply_filters( 'script_loader_src', $src, $handle ) );
		if ( '' !== $src ) {
			/** This filter is documented in wp-includes/class-wp-scripts.php */
			$tags .= apply_filters(
				'script_loader_tag',
				wp_get_script_tag(
					array(
						'src' => $src,
						'id'  => $handle . '-js',
					)
				),
				$handle,
				$src
			);
		}
	}
	return $tags . $scripts->get_inline_script_tag( $handle, 'after' );
}

/**
 * The page with HTML printed just before one of its template scripts.
 *
 * @param string $html   The page.
 * @param int    $index  The script's index, as shop_islands_template_script_code() counts.
 * @param string $before The HTML to print.
 * @return string
 */
function shop_islands_print_before_script( $html, $index, $before ) {
	$marker    = 'data-shop-islands-' . wp_generate_password( 12, false );
	$processor = new WP_HTML_Tag_Processor( $html );
	$count     = 0;
	while ( $processor->next_tag( 'script' ) ) {
		if ( shop_islands_is_template_script( $processor ) && $count++ === $index ) {
			$processor->set_attribute( $marker, true );
			break;
		}
	}
	$marked = $processor->get_updated_html();
	$at     = strpos( $marked, ' ' . $marker );
	$start  = false === $at ? false : strripos( substr( $marked, 0, $at ), '<script' );
	if ( false === $start ) {
		return $html;
	}
	return substr( $marked, 0, $start ) . $before . str_replace( ' ' . $marker, '', substr( $marked, $start ) );
}

/**
 * Records what the page's template scripts use, for this kind of page: written only when a use
 * is new or its day changed, and the uses not seen for SHOP_ISLANDS_PAGE_RECORD_DAYS dropped.
 *
 * @param string   $kind A kind of page (shop_islands_page_kind()).
 * @param string[] $uses What the page's template scripts use.
 */
function shop_islands_record_template_uses( $kind, array $uses ) {
	$stored = get_option( SHOP_ISLANDS_TEMPLATE_USES_OPTION, array() );
	list( $record, $changed ) = shop_islands_merge_template_uses( is_array( $stored ) ? $stored : array(), $kind, $uses, (int) floor( time() / DAY_IN_SECONDS ) );
	if ( $changed ) {
		if ( $record ) {
			update_option( SHOP_ISLANDS_TEMPLATE_USES_OPTION, $record, false );
		} else {
			delete_option( SHOP_ISLANDS_TEMPLATE_USES_OPTION );
		}
	}
}

/**
 * The record of template uses with a page's uses merged in and the stale ones dropped.
 *
 * @param array<string,array<string,int>> $record A record.
 * @param string                          $kind   The page's kind.
 * @param string[]                        $uses   What its template scripts use.
 * @param int                             $day    Today.
 * @return array{0: array<string,array<string,int>>, 1: bool} The record, and whether it changed.
 */
function shop_islands_merge_template_uses( array $record, $kind, array $uses, $day ) {
	$before = $record;
	foreach ( array_unique( $uses ) as $use ) {
		$record[ $kind ][ $use ] = $day;
	}
	foreach ( $record as $each => $seen ) {
		$record[ $each ] = is_array( $seen ) ? array_filter( $seen, static fn( $last ) => is_int( $last ) && $day - $last < SHOP_ISLANDS_PAGE_RECORD_DAYS ) : array();
	}
	$record = array_filter( $record );
	return array( $record, $record !== $before );
}

/**
 * What this kind of page's template scripts were seen to use.
 *
 * @param string $kind A kind of page.
 * @return string[]
 */
function shop_islands_recorded_template_uses( $kind ) {
	$record = get_option( SHOP_ISLANDS_TEMPLATE_USES_OPTION, array() );
	return is_array( $record ) && is_array( $record[ $kind ] ?? null ) ? array_map( 'strval', array_keys( $record[ $kind ] ) ) : array();
}

/**
 * Queues, for what this kind of page's template scripts were seen to use, the plugin's handle that
 * stands for them (wp_enqueue_scripts, before the undeclared-use scan and the dequeues): it
 * depends on their libraries, so WordPress prints those in the head and the plugin keeps them,
 * and it reads their settings objects, which shop_islands_print_undeclared_params() prints.
 */
function shop_islands_queue_template_uses() {
	if ( ! shop_islands_is_enqueued() ) {
		return;
	}
	$uses = shop_islands_recorded_template_uses( shop_islands_page_kind() );
	if ( ! $uses ) {
		return;
	}
	$libraries = array_values( array_filter( array_intersect( array_keys( SHOP_ISLANDS_UNDECLARED_USES ), $uses ), static fn( $library ) => wp_script_is( $library, 'registered' ) ) );
	wp_register_script( SHOP_ISLANDS_TEMPLATE_SCRIPTS, false, $libraries, SHOP_ISLANDS_VERSION, false );
	wp_enqueue_script( SHOP_ISLANDS_TEMPLATE_SCRIPTS );
	foreach ( $libraries as $library ) {
		shop_islands_kept_for( $library, SHOP_ISLANDS_TEMPLATE_SCRIPTS );
	}
	foreach ( SHOP_ISLANDS_UNDECLARED_PARAMS as $owner => $name ) {
		if ( in_array( $name, $uses, true ) ) {
			shop_islands_params_readers( $owner, SHOP_ISLANDS_TEMPLATE_SCRIPTS );
		}
	}
}
