<?php
/**
 * Runs shop_islands_read_build() of php-enqueue/includes/build.php outside WordPress, with the
 * two WordPress functions it calls stubbed, for test/php-enqueue/build.test.ts:
 * `php read-build.php <build dir>/` prints the build, or `{"error": <code>}`, as JSON.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

/** WordPress's error object, as far as the test reads it. */
class WP_Error {
	/**
	 * Error code.
	 *
	 * @var string
	 */
	public $code;

	/**
	 * Constructor.
	 *
	 * @param string $code    Error code.
	 * @param string $message Error message (unused here).
	 */
	public function __construct( $code, $message ) {
		$this->code = $code;
		unset( $message );
	}
}

/**
 * Translation, untranslated.
 *
 * @param string $text Text.
 * @return string
 */
function __( $text ) {
	return $text;
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/build.php';

$shop_islands_build = shop_islands_read_build( $argv[1], 'https://shop.test/build/' );
echo json_encode( $shop_islands_build instanceof WP_Error ? array( 'error' => $shop_islands_build->code ) : $shop_islands_build );
