<?php
/**
 * The bundle's translations, as the Jed locale data @wordpress/i18n takes.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** At most this many JSON translation files are merged (one per source file at most). */
const SHOP_ISLANDS_MAX_TRANSLATION_FILES = 50;

/**
 * Locale data of the `shop-islands` text domain for the site's locale, or null when there is
 * none. Reads the JSON files `wp i18n make-json` writes (`shop-islands-{locale}-{md5 or handle}.json`)
 * from the language-pack folder (wp-content/languages/plugins) and then from the plugin's
 * own `languages/` folder, through load_script_translations() and its filters, and merges them.
 * The locale is the site's, not the visitor's, so the data is the same for every visitor.
 *
 * @return array|null
 */
function shop_islands_locale_data() {
	$locale = determine_locale();
	$folders = array(
		WP_LANG_DIR . '/plugins',
		plugin_dir_path( SHOP_ISLANDS_FILE ) . 'languages',
	);

	$messages = array();
	$header   = null;
	$read     = 0;
	foreach ( $folders as $folder ) {
		$files = glob( $folder . '/' . SHOP_ISLANDS_TEXT_DOMAIN . '-' . $locale . '-*.json' );
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			if ( ++$read > SHOP_ISLANDS_MAX_TRANSLATION_FILES ) {
				break 2;
			}
			$data = shop_islands_read_translation_file( $file );
			if ( null === $data ) {
				continue;
			}
			if ( null === $header && isset( $data[''] ) && is_array( $data[''] ) ) {
				$header = $data[''];
			}
			unset( $data[''] );
			// Files read first win: the language pack over the copy shipped with the plugin.
			$messages += $data;
		}
	}

	if ( ! $messages ) {
		return null;
	}
	$header           = is_array( $header ) ? $header : array();
	$header['domain'] = SHOP_ISLANDS_TEXT_DOMAIN;
	$header['lang']   = $header['lang'] ?? $locale;
	return array( '' => $header ) + $messages;
}

/**
 * The messages of one JSON translation file (Jed 1.x, as `wp i18n make-json` writes it).
 *
 * @param string $file Path.
 * @return array|null Messages keyed by source string, with the '' header; null if unusable.
 */
function shop_islands_read_translation_file( $file ) {
	$json = load_script_translations( $file, SHOP_ISLANDS_HANDLE, SHOP_ISLANDS_TEXT_DOMAIN );
	if ( ! is_string( $json ) ) {
		return null;
	}
	$decoded = json_decode( $json, true );
	if ( ! is_array( $decoded ) || ! isset( $decoded['locale_data'] ) || ! is_array( $decoded['locale_data'] ) ) {
		return null;
	}
	$locale_data = $decoded['locale_data'];
	$data        = $locale_data[ SHOP_ISLANDS_TEXT_DOMAIN ] ?? $locale_data['messages'] ?? null;
	if ( ! is_array( $data ) ) {
		return null;
	}
	// A message is a list of strings (singular and plural forms); anything else is dropped.
	return array_filter(
		$data,
		static function ( $value, $key ) {
			return '' === $key
				|| ( is_array( $value ) && $value && count( $value ) === count( array_filter( $value, 'is_string' ) ) );
		},
		ARRAY_FILTER_USE_BOTH
	);
}
