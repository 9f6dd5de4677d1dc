<?php
/**
 * The bundle's build folder and its asset file (written by esbuild.config.mjs), checked.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The build's asset file, named after the entry as `@wordpress/scripts` names it (ASSET_FILE in esbuild.config.mjs). */
const SHOP_ISLANDS_ASSET_FILE = 'loader.asset.php';

/**
 * Where the build is: a folder on disk and the URL it is served from. Both filterable, so a
 * site can serve the files from a CDN copy, or a test from another build.
 *
 * @return array{dir: string, url: string} Both with a trailing slash.
 */
function shop_islands_build_location() {
	/**
	 * Filters the folder holding the build (`loader.asset.php` and the files it names).
	 *
	 * @param string $dir Default: the plugin's `build/` folder.
	 */
	$dir = apply_filters( 'shop_islands_build_dir', plugin_dir_path( SHOP_ISLANDS_FILE ) . 'build' );
	/**
	 * Filters the URL the build folder is served from.
	 *
	 * @param string $url Default: the URL of the plugin's `build/` folder.
	 */
	$url = apply_filters( 'shop_islands_build_url', plugins_url( 'build', SHOP_ISLANDS_FILE ) );

	return array(
		'dir' => trailingslashit( is_string( $dir ) ? $dir : '' ),
		'url' => trailingslashit( is_string( $url ) ? $url : '' ),
	);
}

/**
 * The build of this request, checked once per location.
 *
 * @return array|WP_Error The build (dir, url, version, entry, style, preload, dependencies,
 *                        islands), or what is wrong with it.
 */
function shop_islands_build() {
	static $checked = array();
	$location = shop_islands_build_location();
	$key      = $location['dir'] . '|' . $location['url'];
	if ( ! isset( $checked[ $key ] ) ) {
		$checked[ $key ] = shop_islands_read_build( $location['dir'], $location['url'] );
	}
	return $checked[ $key ];
}

/**
 * Reads the build's asset file: what esbuild.config.mjs wrote in the shape `@wordpress/scripts`
 * gives its `*.asset.php` (dependencies, version), with the entry, stylesheet, modulepreload
 * chunks and islands beside them. The plugin's own build wrote it, so it is included as code,
 * as WordPress includes any asset file; only its shape is checked.
 *
 * @param string $dir Build folder, with a trailing slash.
 * @param string $url Build URL, with a trailing slash.
 * @return array|WP_Error
 */
function shop_islands_read_build( $dir, $url ) {
	$asset_file = $dir . SHOP_ISLANDS_ASSET_FILE;
	if ( '/' === $dir || ! is_file( $asset_file ) || ! is_readable( $asset_file ) ) {
		return new WP_Error(
			'shop_islands_no_build',
			/* translators: %s: path of the missing asset file. */
			sprintf( __( 'The build is missing (%s was not found). Run "npm run build", or install the plugin from its release zip.', 'shop-islands' ), $asset_file )
		);
	}

	try {
		$asset = include $asset_file;
	} catch ( ParseError $error ) {
		// A file cut short, by a build still writing it for example: a broken build, not a fatal error.
		$asset = null;
	}
	if ( ! shop_islands_is_asset( $asset ) ) {
		return new WP_Error(
			'shop_islands_invalid_build',
			/* translators: %s: path of the asset file. */
			sprintf( __( '%s is not a Shop Islands asset file. Rebuild with "npm run build".', 'shop-islands' ), $asset_file )
		);
	}

	if ( ! is_file( $dir . $asset['entry'] ) ) {
		return new WP_Error(
			'shop_islands_incomplete_build',
			/* translators: %s: path of the missing entry file. */
			sprintf( __( 'The build is incomplete (%s was not found). Rebuild with "npm run build".', 'shop-islands' ), $dir . $asset['entry'] )
		);
	}

	return array(
		'dir'          => $dir,
		'url'          => $url,
		'version'      => $asset['version'],
		'entry'        => $asset['entry'],
		'style'        => $asset['style'],
		'preload'      => array_values( $asset['preload'] ),
		'dependencies' => array_values( $asset['dependencies'] ),
		'islands'      => array_values( $asset['islands'] ),
	);
}

/**
 * Whether an asset file returned what the plugin uses: the version and entry as strings, the
 * stylesheet as a string or null, and lists of strings.
 *
 * @param mixed $asset What the asset file returned.
 * @return bool
 */
function shop_islands_is_asset( $asset ) {
	return is_array( $asset )
		&& is_string( $asset['version'] ?? null )
		&& is_string( $asset['entry'] ?? null )
		&& array_key_exists( 'style', $asset ) && ( null === $asset['style'] || is_string( $asset['style'] ) )
		&& shop_islands_is_string_list( $asset['preload'] ?? null )
		&& shop_islands_is_string_list( $asset['dependencies'] ?? null )
		&& shop_islands_is_string_list( $asset['islands'] ?? null );
}

/**
 * Whether a value is an array of strings.
 *
 * @param mixed $value Value.
 * @return bool
 */
function shop_islands_is_string_list( $value ) {
	return is_array( $value ) && count( $value ) === count( array_filter( $value, 'is_string' ) );
}
