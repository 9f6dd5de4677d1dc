<?php
/**
 * Another theme's or plugin's scripts that ask for what the plugin retires, for
 * test/real-store/other-scripts.test.ts: ?other_script=<case> on a product page adds, as such a
 * plugin would (wp_enqueue_scripts, after WooCommerce), one of
 *   depends-old    a slider script that depends on `flexslider`, the name WooCommerce 10.0 gives it;
 *   depends-new    the same depending on the name this WooCommerce registers it under (10.7:
 *                  `wc-flexslider`; 10.0: `flexslider`);
 *   enqueues-old   `flexslider` queued by itself, the slider's start attached to it inline;
 *   enqueues-new   the same under this WooCommerce's name;
 *   single-product a quick-view script that depends on WooCommerce's `wc-single-product`;
 *   jquery-plugins a theme's script that declares jQuery alone and calls the jQuery plugins classic
 *                  WooCommerce happens to print (blockUI, selectWoo, the variation form's);
 *   throws         a theme's script that throws as the page is ready;
 *   params         a theme's script that declares jQuery alone and reads the settings objects
 *                  WooCommerce prints with its scripts, writing them into the page as JSON;
 *   template       a theme's `<script>` echoed straight into the product's template, no handle,
 *                  that uses jQuery and reads wc_add_to_cart_params;
 * and, for the slider, its markup in the footer (`.shop-islands-test-slider`).
 *
 * @package Shop_Islands
 */

/** A slider plugin's start of WooCommerce's flexslider on its own markup. */
const SHOP_ISLANDS_TEST_SLIDER_START = "jQuery( function ( $ ) { $( '.shop-islands-test-slider' ).flexslider( { animation: 'slide', slideshow: false } ).attr( 'data-started', 'yes' ); } );";
/** A quick-view plugin's code that needs WooCommerce's single-product script: it only says it ran. */
const SHOP_ISLANDS_TEST_QUICK_VIEW = "jQuery( function () { document.body.setAttribute( 'data-shop-islands-test-quick-view', typeof wc_single_product_params ); } );";

/**
 * A theme's script that calls jQuery plugins it never declared: it blocks the variation form while
 * it "loads", enhances a select of its own with selectWoo and starts the variation form itself, as
 * a theme's quick view does, then says what it found.
 */
const SHOP_ISLANDS_TEST_THEME_PLUGINS = "jQuery( function ( $ ) { var form = $( '.variations_form' ); form.block( { message: null } ); form.unblock(); $( '<select><option>One</option></select>' ).appendTo( 'body' ).selectWoo(); form.wc_variation_form(); document.body.setAttribute( 'data-shop-islands-test-plugins', [ typeof $.blockUI, typeof $.fn.selectWoo, typeof $.fn.wc_variation_form ].join( ' ' ) ); } );";
/** A theme's script that reads WooCommerce's settings objects without declaring their scripts, and shows what it read. */
const SHOP_ISLANDS_TEST_THEME_PARAMS = "jQuery( function () { var read = {}; [ 'woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params', 'wc_single_product_params', 'wc_add_to_cart_variation_params' ].forEach( function ( name ) { read[ name ] = window[ name ] || null; } ); var out = document.createElement( 'script' ); out.type = 'application/json'; out.id = 'shop-islands-test-params'; out.textContent = JSON.stringify( read ); document.body.appendChild( out ); } );";
/** A theme's script printed in its template, which WordPress knows nothing of: it says what it found. */
const SHOP_ISLANDS_TEST_TEMPLATE_SCRIPT = "<script>jQuery( function ( $ ) { document.body.setAttribute( 'data-shop-islands-test-template', [ typeof $.fn.jquery, typeof wc_add_to_cart_params ].join( ' ' ) ); } );</script>";
/** A theme's script that throws once the page is ready. */
const SHOP_ISLANDS_TEST_THROWS = "jQuery( function () { throw new Error( 'a theme script that throws' ); } );";

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
$shop_islands_other_script = isset( $_GET['other_script'] ) ? sanitize_key( wp_unslash( $_GET['other_script'] ) ) : '';
if ( '' !== $shop_islands_other_script ) {
	add_action(
		'wp_enqueue_scripts',
		static function () use ( $shop_islands_other_script ) {
			$registered = wp_script_is( 'wc-flexslider', 'registered' ) ? 'wc-flexslider' : 'flexslider';
			// The plugins' scripts are their code alone, inline, on a handle with no file: WordPress
			// prints what they depend on, then their code.
			switch ( $shop_islands_other_script ) {
				case 'depends-old':
				case 'depends-new':
					$library = 'depends-old' === $shop_islands_other_script ? 'flexslider' : $registered;
					wp_register_script( 'shop-islands-test-slider', false, array( 'jquery', $library ), '1', true );
					wp_enqueue_script( 'shop-islands-test-slider' );
					wp_add_inline_script( 'shop-islands-test-slider', SHOP_ISLANDS_TEST_SLIDER_START );
					break;
				case 'enqueues-old':
				case 'enqueues-new':
					$library = 'enqueues-old' === $shop_islands_other_script ? 'flexslider' : $registered;
					wp_enqueue_script( $library );
					wp_add_inline_script( $library, SHOP_ISLANDS_TEST_SLIDER_START );
					break;
				case 'single-product':
					wp_register_script( 'shop-islands-test-quick-view', false, array( 'jquery', 'wc-single-product' ), '1', true );
					wp_enqueue_script( 'shop-islands-test-quick-view' );
					wp_add_inline_script( 'shop-islands-test-quick-view', SHOP_ISLANDS_TEST_QUICK_VIEW );
					break;
				case 'jquery-plugins':
				case 'throws':
				case 'params':
					$handle = 'shop-islands-test-theme-' . $shop_islands_other_script;
					$code   = array(
						'jquery-plugins' => SHOP_ISLANDS_TEST_THEME_PLUGINS,
						'throws'         => SHOP_ISLANDS_TEST_THROWS,
						'params'         => SHOP_ISLANDS_TEST_THEME_PARAMS,
					);
					wp_register_script( $handle, false, array( 'jquery' ), '1', true );
					wp_enqueue_script( $handle );
					wp_add_inline_script( $handle, $code[ $shop_islands_other_script ] );
					break;
			}
		},
		// After WooCommerce has registered its scripts, as a plugin loaded after it hooks at 10.
		11
	);
	if ( 'template' === $shop_islands_other_script ) {
		add_action(
			'woocommerce_after_single_product',
			static function () {
				echo SHOP_ISLANDS_TEST_TEMPLATE_SCRIPT; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the test's own script.
			}
		);
	}
	add_action(
		'wp_footer',
		static function () {
			echo '<div class="shop-islands-test-slider"><ul class="slides"><li>One</li><li>Two</li></ul></div>';
		}
	);
}
