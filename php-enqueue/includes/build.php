<?php
/**
 * The bundle's build folder and its manifest (written by esbuild.config.mjs), checked.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where the build is: a folder on disk and the URL it is served from. Both filterable, so a
 * site can serve the files from a CDN copy, or a test from another build.
 *
 * @return array{dir: string, url: string} Both with a trailing slash.
 */
function shop_islands_build_location() {
	/**
	 * Filters the folder holding the build (`manifest.json` and the files it names).
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
 * @return array|WP_Error The build (dir, url, version, entry, style, preload, dependencies),
 *                        or what is wrong with it.
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
 * Reads and checks `manifest.json`: every path it names must be a plain relative path inside
 * the build folder, and the entry file must exist.
 *
 * @param string $dir Build folder, with a trailing slash.
 * @param string $url Build URL, with a trailing slash.
 * @return array|WP_Error
 */
function shop_islands_read_build( $dir, $url ) {
	$manifest_file = $dir . 'manifest.json';
	if ( '/' === $dir || ! is_file( $manifest_file ) || ! is_readable( $manifest_file ) ) {
		return new WP_Error(
			'shop_islands_no_build',
			/* translators: %s: path of the missing manifest file. */
			sprintf( __( 'The build is missing (%s was not found). Run "npm run build", or install the plugin from its release zip.', 'shop-islands' ), $manifest_file )
		);
	}

	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$manifest = json_decode( (string) file_get_contents( $manifest_file ), true );
	$invalid  = new WP_Error(
		'shop_islands_invalid_build',
		/* translators: %s: path of the manifest file. */
		sprintf( __( '%s is not a Shop Islands build manifest. Rebuild with "npm run build".', 'shop-islands' ), $manifest_file )
	);
	if ( ! is_array( $manifest ) ) {
		return $invalid;
	}

	$version = $manifest['version'] ?? null;
	$entry   = $manifest['entry'] ?? null;
	$style   = $manifest['style'] ?? null;
	$preload = $manifest['preload'] ?? array();
	$deps    = $manifest['dependencies'] ?? array();
	$islands = $manifest['islands'] ?? array();
	if (
		! is_string( $version ) || ! preg_match( '/^[A-Za-z0-9._-]{1,64}$/', $version )
		|| ! shop_islands_is_build_path( $entry, 'js' )
		|| ( null !== $style && ! shop_islands_is_build_path( $style, 'css' ) )
		|| ! is_array( $preload ) || count( $preload ) !== count( array_filter( $preload, 'shop_islands_is_js_build_path' ) )
		|| ! is_array( $deps ) || count( $deps ) !== count( array_filter( $deps, 'is_string' ) )
		|| ! is_array( $islands )
	) {
		return $invalid;
	}

	if ( ! is_file( $dir . $entry ) ) {
		return new WP_Error(
			'shop_islands_incomplete_build',
			/* translators: %s: path of the missing entry file. */
			sprintf( __( 'The build is incomplete (%s was not found). Rebuild with "npm run build".', 'shop-islands' ), $dir . $entry )
		);
	}

	return array(
		'dir'          => $dir,
		'url'          => $url,
		'version'      => $version,
		'entry'        => $entry,
		'style'        => $style,
		'preload'      => array_values( $preload ),
		'dependencies' => array_values( $deps ),
		'islands'      => array_values( array_filter( array_keys( $islands ), 'is_string' ) ),
	);
}

/**
 * Whether a manifest value is a relative file path inside the build folder.
 *
 * @param mixed  $path      Manifest value.
 * @param string $extension Expected file extension.
 * @return bool
 */
function shop_islands_is_build_path( $path, $extension ) {
	return is_string( $path )
		&& 1 === preg_match( '#^[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.' . preg_quote( $extension, '#' ) . '$#', $path )
		&& false === strpos( $path, '..' );
}

/**
 * Whether a manifest value is a JavaScript file path inside the build folder (for array_filter).
 *
 * @param mixed $path Manifest value.
 * @return bool
 */
function shop_islands_is_js_build_path( $path ) {
	return shop_islands_is_build_path( $path, 'js' );
}
