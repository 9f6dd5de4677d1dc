<?php
/**
 * The seed store's own plugins beside WooCommerce, Contact Form 7 and Storefront: YITH
 * WooCommerce Wishlist (free) and WooLentor (free), set up as the food shop runs them. Run
 * after the menu is seeded, as a site owner adds them to a store that has one: YITH makes its
 * wishlist page on its first load, which then takes no id the fixture's forms and dishes keep,
 * and WooLentor's blocks and its weekly deal name dishes that exist.
 *
 * Everything here is what the plugins' settings screens and the block editor save: options,
 * and the home page's content (WooLentor's Gutenberg blocks; the store has no Elementor).
 *
 * @package Shop_Islands
 */

/** The home page's WooLentor product slider: its block id, its heading, how many dishes. */
const SHOP_ISLANDS_STORE_SLIDER_BLOCK_ID   = 'b3c9e1f';
const SHOP_ISLANDS_STORE_SLIDER_TITLE      = 'Best sellers';
const SHOP_ISLANDS_STORE_SLIDER_PRODUCTS   = 10;
const SHOP_ISLANDS_STORE_FLASH_SALE_ID     = 'c0a1f3d';
const SHOP_ISLANDS_STORE_FAQ_BLOCK_ID      = 'd1e2a04';
/** The week's special: WooLentor's flash-sale deal on the Veggie Supreme, which no other check prices. */
const SHOP_ISLANDS_STORE_SPECIAL_PRODUCT   = 118;
const SHOP_ISLANDS_STORE_SPECIAL_DISCOUNT  = '20';

/**
 * Sets both plugins up; runs on the process after their activation, once YITH has installed
 * itself on this request's `init`.
 *
 * @param string $site_file fixtures-html/data/site.json.
 */
function shop_islands_store_seed_plugins( $site_file ) {
	$site = shop_islands_store_read_json( $site_file );
	// The home page is the site owner's to edit: saved as the administrator, as the editor saves it.
	wp_set_current_user( 1 );
	shop_islands_store_setup_wishlist();
	shop_islands_store_setup_woolentor( $site['contentBlocks'] );
	shop_islands_store_seed_home_blocks( $site['contentBlocks'] );
	wp_set_current_user( 0 );
}

/**
 * YITH WooCommerce Wishlist: its page (made by YITH itself, `[yith_wcwl_wishlist]`), and its
 * "Add to wishlist" button on product cards as well as on product pages. Its settings panel's
 * three Settings tabs saved as a site owner saves them (every field at its default unless set:
 * YITH reads an unsaved checkbox as off, so the wishlist table would lose its price, stock,
 * add-to-cart and share parts), with "Show 'Add to wishlist' in loop" on, and its two
 * Customization tabs as its first admin page leaves them. So the rest keeps
 * YITH's defaults: the button after the add-to-cart form and after each card's button, React
 * rendering (a new install's; a store upgraded from YITH 3 keeps "PHP templates"), no AJAX loading.
 */
function shop_islands_store_setup_wishlist() {
	// YITH installs itself on `init`, its page through WooCommerce's wc_create_page(), which only
	// an admin request loads: on the site owner's first admin page after activation. The command
	// line is no admin request, so its install runs again here with that function loaded (it
	// finds the page it made, if any, by its option or its shortcode).
	if ( ! function_exists( 'wc_create_page' ) ) {
		include_once WC_ABSPATH . 'includes/admin/wc-admin-functions.php';
	}
	YITH_WCWL_Install::get_instance()->init();
	$page = (int) get_option( 'yith_wcwl_wishlist_page_id' );
	if ( $page <= 0 || 'publish' !== get_post_status( $page ) || ! has_shortcode( (string) get_post_field( 'post_content', $page ), 'yith_wcwl_wishlist' ) ) {
		shop_islands_store_fail( 'YITH WooCommerce Wishlist made no wishlist page' );
	}
	// The Customization tabs' defaults too, as YITH's panel stores them on the first admin
	// request of any kind (`set_default_options` on `admin_init`, an admin-ajax.php call
	// included): without them the store's labels would change with the first such request of
	// a test run ("Browse wishlist" then, YITH's button class default "Remove from list" before).
	foreach ( array( 'settings/general', 'settings/add_to_wishlist', 'settings/wishlist_page', 'customization/style', 'customization/labels' ) as $tab ) {
		$sections = include YITH_WCWL_DIR . "plugin-options/$tab-options.php";
		foreach ( $sections as $fields ) {
			foreach ( $fields as $field ) {
				if ( isset( $field['id'] ) && array_key_exists( 'default', $field ) ) {
					add_option( $field['id'], $field['default'] );
				}
			}
		}
	}
	$options = array(
		// Settings > Add to wishlist > "Show 'Add to wishlist' in loop".
		'yith_wcwl_show_on_loop'   => 'yes',
		// The welcome modal of YITH's settings panel, closed.
		'yith-wcwl-welcome-modal' => 'no',
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}
}

/**
 * WooLentor: installed and its setup wizard skipped, as its first admin page after activation
 * leaves it (activated from the command line, it has recorded neither: its first admin request,
 * an admin-ajax.php call included, would then flag a redirect to the wizard that the next request
 * of any kind, a shop page included, follows); the quick view on product cards; the flash-sale
 * module with the week's special.
 *
 * @param array $blocks site.json's contentBlocks.
 */
function shop_islands_store_setup_woolentor( array $blocks ) {
	$today   = current_datetime();
	$options = array(
		'woolentor_version'                => WOOLENTOR_VERSION,
		'woolentor_installed'              => $today->getTimestamp(),
		'woolentor_setup_wizard_completed' => true,
		// Modules > Quick View: on (its default), its button on shop and archive cards.
		'woolentor_quickview_settings'     => array( 'enable_on_shop_archive' => 'on' ),
		// Modules > Flash Sale Countdown: one deal, ending `daysFromNow` days from today (a must-use
		// plugin, real-store-weekly-special.php, keeps it that far ahead on a store reused for weeks).
		'woolentor_flash_sale_settings'    => array(
			'enable' => 'on',
			'deals'  => array(
				array(
					'title'                 => $blocks['countdown']['title'],
					'status'                => 'on',
					'start_date'            => $today->format( 'Y-m-d' ),
					'end_date'              => $today->modify( "+{$blocks['countdown']['daysFromNow']} days" )->format( 'Y-m-d' ),
					'apply_on_all_products' => 'off',
					'products'              => array( (string) SHOP_ISLANDS_STORE_SPECIAL_PRODUCT ),
					'discount_type'         => 'percentage_discount',
					'discount_value'        => SHOP_ISLANDS_STORE_SPECIAL_DISCOUNT,
				),
			),
		),
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}
	delete_option( 'woolentor_do_activation_redirect' );
}

/**
 * The home page (Storefront's homepage template, which prints the page's content above its
 * product sections): a few words, a button to the menu and the menu's categories, then
 * WooLentor's product slider of the best sellers, the week's special with its countdown and the
 * FAQ, each under a heading, as the block editor saves them.
 *
 * @param array $blocks site.json's contentBlocks.
 */
function shop_islands_store_seed_home_blocks( array $blocks ) {
	$home      = (int) get_option( 'page_on_front' );
	$block     = static function ( $name, $html ) {
		return array(
			'blockName'    => $name,
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => $html,
			'innerContent' => array( $html ),
		);
	};
	$heading   = static function ( $text ) use ( $block ) {
		return $block( 'core/heading', '<h2 class="wp-block-heading">' . esc_html( $text ) . '</h2>' );
	};
	$paragraph = static function ( $text ) use ( $block ) {
		return $block( 'core/paragraph', '<p>' . esc_html( $text ) . '</p>' );
	};
	$dynamic = static function ( $name, array $attributes ) {
		return array(
			'blockName'    => $name,
			'attrs'        => $attributes,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	};
	$faq_items = array_map(
		static function ( $item ) {
			return array(
				'title'   => $item['question'],
				'content' => $item['answer'],
			);
		},
		$blocks['faq']['items']
	);
	$button  = '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/shop/">See the full menu</a></div>';
	$content = serialize_blocks(
		array(
			// Above the blocks, as on the fixture's home page: a few words, the way to the menu and
			// its categories (WooCommerce's shortcode), so the blocks start below the first screen.
			$paragraph( get_bloginfo( 'description' ) . '. Order for pickup or delivery, or book a table for tonight.' ),
			array(
				'blockName'    => 'core/buttons',
				'attrs'        => array(),
				'innerBlocks'  => array( $block( 'core/button', $button ) ),
				'innerHTML'    => '<div class="wp-block-buttons"></div>',
				'innerContent' => array( '<div class="wp-block-buttons">', null, '</div>' ),
			),
			$heading( 'Our menu' ),
			$block( 'core/shortcode', '[product_categories columns="3"]' ),
			$heading( SHOP_ISLANDS_STORE_SLIDER_TITLE ),
			// "WL: Product Tab" with its slider on and its tabs off: WooLentor's product slider.
			$dynamic(
				'woolentor/product-tab',
				array(
					'blockUniqId'            => SHOP_ISLANDS_STORE_SLIDER_BLOCK_ID,
					'slider'                 => true,
					'productFilterType'      => 'best_selling',
					'perPage'                => SHOP_ISLANDS_STORE_SLIDER_PRODUCTS,
					'slitems'                => 4,
					'slscrollItem'           => 4,
					'sldots'                 => true,
					'slautolay'              => true,
					'sltabletWidth'          => 800,
					'sltabletDisplayColumns' => 2,
					'sltabletScrollColumns'  => 2,
					'slMobileWidth'          => 480,
					'slMobileDisplayColumns' => 1,
					'slMobileScrollColumns'  => 1,
				)
			),
			$heading( $blocks['countdown']['title'] ),
			// "WL: Product Flash Sale": the deal's dishes, each with its countdown.
			$dynamic(
				'woolentor/product-flash-sale',
				array(
					'blockUniqId'  => SHOP_ISLANDS_STORE_FLASH_SALE_ID,
					'selectedDeal' => '1',
					'columns'      => array( 'desktop' => 1 ),
				)
			),
			$heading( $blocks['faq']['title'] ),
			// "WL: FAQ".
			$dynamic(
				'woolentor/faq',
				array(
					'blockUniqId'   => SHOP_ISLANDS_STORE_FAQ_BLOCK_ID,
					'faqList'       => $faq_items,
					'showFirstItem' => (bool) $blocks['faq']['showFirstItem'],
					'iconPosition'  => 'left',
				)
			),
		)
	);
	shop_islands_store_check(
		wp_update_post(
			array(
				'ID'           => $home,
				// wp_update_post() unslashes; the block attributes' JSON escapes carry backslashes.
				'post_content' => wp_slash( $content ),
			),
			true
		),
		'the home page'
	);
}
