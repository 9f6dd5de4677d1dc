<?php
/**
 * Seeds the real store from the fixture store's data (fixtures-html/data/), the one source of
 * the menu: categories, the 28 dishes as WooCommerce products of every type, their images and
 * reviews, their brands, the Contact Form 7 forms and the site's name, notice, home, contact and
 * brands pages.
 * Products, variations, images, forms and the contact and brands pages keep the fixture's ids, so a test
 * can name the same dish on both stores.
 *
 * @package Shop_Islands
 */

/** Size of the generated original images: wider than woocommerce_single, so zoom applies. */
const SHOP_ISLANDS_STORE_IMAGE_WIDTH  = 1000;
const SHOP_ISLANDS_STORE_IMAGE_HEIGHT = 750;

/**
 * Seeds everything.
 *
 * @param string $catalogue_file fixtures-html/data/catalogue.json.
 * @param string $forms_file     fixtures-html/data/contact-forms.json.
 * @param string $site_file      fixtures-html/data/site.json.
 */
function shop_islands_store_seed( $catalogue_file, $forms_file, $site_file ) {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$catalogue = shop_islands_store_read_json( $catalogue_file );
	$forms     = shop_islands_store_read_json( $forms_file );
	$site      = shop_islands_store_read_json( $site_file );

	// The forms and the contact page first: their fixture ids are low, and posts made without
	// an id (the home page) then come after them.
	shop_islands_store_seed_forms( $forms );
	shop_islands_store_seed_site( $site );
	$categories = shop_islands_store_seed_categories( $catalogue['categories'] );
	foreach ( $catalogue['products'] as $product ) {
		shop_islands_store_seed_product( $product, $categories );
	}
	// Grouped products list their children once every product exists.
	foreach ( $catalogue['products'] as $product ) {
		if ( 'grouped' === $product['type'] ) {
			$grouped = wc_get_product( $product['id'] );
			$grouped->set_children( $product['children'] );
			$grouped->save();
		}
	}
	shop_islands_store_seed_brands( $catalogue['brands'], $site['brandsPage'] );
	// Menu items are posts: made last, they take no id a product or image keeps from the fixture.
	shop_islands_store_seed_handheld_menu( $catalogue['categories'], $categories );
	shop_islands_store_seed_author_post( $site['authorPost'] );
	wc_delete_product_transients();
}

/**
 * WooCommerce's brands (its `product_brand` taxonomy) on their products, and the page that lists
 * them A to Z, WooCommerce's `[product_brand_list]`, with the fixture's id.
 *
 * @param array $brands The catalogue's brands.
 * @param array $page   site.json's brandsPage.
 */
function shop_islands_store_seed_brands( array $brands, array $page ) {
	foreach ( $brands as $brand ) {
		$term = shop_islands_store_check( wp_insert_term( $brand['name'], 'product_brand', array( 'slug' => $brand['slug'] ) ), "brand {$brand['slug']}" );
		foreach ( $brand['products'] as $product_id ) {
			shop_islands_store_check( wp_set_object_terms( $product_id, (int) $term['term_id'], 'product_brand', true ), "brand {$brand['slug']} of product $product_id" );
		}
	}
	shop_islands_store_insert_post(
		array(
			'import_id'    => $page['postId'],
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $page['title'],
			'post_name'    => $page['slug'],
			'post_content' => '<!-- wp:shortcode -->[product_brand_list]<!-- /wp:shortcode -->',
		)
	);
}

/**
 * A blog post by an Author, who may not post unfiltered HTML: saved as that user, so its content
 * goes through kses as any such post does.
 *
 * @param array $post site.json's authorPost.
 */
function shop_islands_store_seed_author_post( array $post ) {
	$author = shop_islands_store_check(
		wp_create_user( $post['author'], $post['author'] . '-password', $post['author'] . '@example.com' ),
		"user {$post['author']}"
	);
	( new WP_User( $author ) )->set_role( 'author' );
	wp_set_current_user( $author );
	if ( current_user_can( 'unfiltered_html' ) || false === has_filter( 'content_save_pre', 'wp_filter_post_kses' ) ) {
		shop_islands_store_fail( 'the author post would be saved without kses' );
	}
	shop_islands_store_check(
		wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_title'   => $post['title'],
				'post_name'    => $post['slug'],
				'post_content' => $post['content'],
			),
			true
		),
		'the author post'
	);
	wp_set_current_user( 0 );
}

/**
 * A JSON file as arrays.
 *
 * @param string $file Path.
 * @return array
 */
function shop_islands_store_read_json( $file ) {
	$data = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	if ( ! is_array( $data ) ) {
		shop_islands_store_fail( "cannot read $file" );
	}
	return $data;
}

/**
 * Inserts a post with the fixture's id (WordPress takes `import_id` when the id is free).
 *
 * @param array $post wp_insert_post() arguments with `import_id`.
 * @return int The post id, which must be the one asked for.
 */
function shop_islands_store_insert_post( array $post ) {
	$id = shop_islands_store_check( wp_insert_post( $post, true ), "insert {$post['post_type']} {$post['import_id']}" );
	if ( $id !== $post['import_id'] ) {
		$holder = get_post( $post['import_id'] );
		shop_islands_store_fail( "{$post['post_type']} {$post['import_id']} got id $id: the id is taken by the {$holder->post_type} \"{$holder->post_title}\"" );
	}
	return $id;
}

/**
 * Name, tagline, store notice and a Storefront homepage as the front page.
 *
 * @param array $site fixtures-html/data/site.json.
 */
function shop_islands_store_seed_site( array $site ) {
	update_option( 'blogname', $site['name'] );
	update_option( 'blogdescription', $site['tagline'] );
	update_option( 'woocommerce_demo_store', 'yes' );
	update_option( 'woocommerce_demo_store_notice', $site['storeNotice']['text'] );

	$home = shop_islands_store_check(
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Home',
				'post_name'   => 'home',
			),
			true
		),
		'the home page'
	);
	update_post_meta( $home, '_wp_page_template', 'template-homepage.php' );
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $home );
}

/**
 * Product categories, in the fixture's order.
 *
 * @param array $categories The catalogue's categories.
 * @return array<string, array{id: int, hue: int}> By slug.
 */
function shop_islands_store_seed_categories( array $categories ) {
	$ids = array();
	foreach ( $categories as $position => $category ) {
		$term = shop_islands_store_check(
			wp_insert_term(
				$category['name'],
				'product_cat',
				array(
					'slug'        => $category['slug'],
					'description' => $category['description'],
				)
			),
			"category {$category['slug']}"
		);
		update_term_meta( $term['term_id'], 'order', $position );
		$ids[ $category['slug'] ] = array(
			'id'  => (int) $term['term_id'],
			'hue' => (int) $category['hue'],
		);
	}
	return $ids;
}

/**
 * Storefront's handheld menu, as the fixture's header has it: Home, the menu with a submenu of
 * its categories, Contact. Without one Storefront prints the pages' fallback list, which has no
 * `.handheld-navigation` and no submenu to toggle. Links are relative: the store's port may change.
 *
 * @param array $categories The catalogue's categories.
 * @param array $ids        By slug, from shop_islands_store_seed_categories().
 */
function shop_islands_store_seed_handheld_menu( array $categories, array $ids ) {
	$menu = shop_islands_store_check( wp_create_nav_menu( 'Handheld' ), 'the handheld menu' );
	$item = function ( array $fields ) use ( $menu ) {
		$fields['menu-item-status'] = 'publish';
		return shop_islands_store_check( wp_update_nav_menu_item( $menu, 0, $fields ), "menu item {$fields['menu-item-title']}" );
	};
	$item(
		array(
			'menu-item-title' => 'Home',
			'menu-item-url'   => '/',
			'menu-item-type'  => 'custom',
		)
	);
	$parent = $item(
		array(
			'menu-item-title' => 'Menu',
			'menu-item-url'   => '/shop/',
			'menu-item-type'  => 'custom',
		)
	);
	foreach ( $categories as $category ) {
		$item(
			array(
				'menu-item-title'     => $category['name'],
				'menu-item-object'    => 'product_cat',
				'menu-item-object-id' => $ids[ $category['slug'] ]['id'],
				'menu-item-type'      => 'taxonomy',
				'menu-item-parent-id' => $parent,
			)
		);
	}
	$item(
		array(
			'menu-item-title' => 'Contact',
			'menu-item-url'   => '/contact/',
			'menu-item-type'  => 'custom',
		)
	);
	set_theme_mod( 'nav_menu_locations', array( 'handheld' => $menu ) );
}

/**
 * One dish as a WooCommerce product of its type, with images, reviews and variations.
 *
 * @param array $dish       A product of the catalogue.
 * @param array $categories By slug, from shop_islands_store_seed_categories().
 */
function shop_islands_store_seed_product( array $dish, array $categories ) {
	$classes  = array(
		'simple'   => 'WC_Product_Simple',
		'variable' => 'WC_Product_Variable',
		'grouped'  => 'WC_Product_Grouped',
		'external' => 'WC_Product_External',
	);
	$category = $categories[ $dish['category'] ];
	$id       = shop_islands_store_insert_post(
		array(
			'import_id'   => $dish['id'],
			'post_type'   => 'product',
			'post_status' => 'publish',
			'post_title'  => $dish['name'],
			'post_name'   => $dish['slug'],
		)
	);
	wp_set_object_terms( $id, $dish['type'], 'product_type' );
	$product = new $classes[ $dish['type'] ]( $id );

	$product->set_props(
		array(
			'description'       => implode( "\n\n", $dish['description'] ?? array() ),
			'short_description' => implode( "\n\n", $dish['shortDescription'] ?? array() ),
			'sku'               => $dish['sku'],
			'featured'          => $dish['featured'],
			'menu_order'        => $dish['menuOrder'],
			'date_created'      => $dish['dateCreated'],
			'total_sales'       => $dish['totalSales'],
			'sold_individually' => $dish['soldIndividually'],
			'weight'            => $dish['weight'],
			'length'            => $dish['dimensions']['length'],
			'width'             => $dish['dimensions']['width'],
			'height'            => $dish['dimensions']['height'],
			'category_ids'      => array( $category['id'] ),
			'reviews_allowed'   => true,
		)
	);
	if ( in_array( $dish['type'], array( 'simple', 'external' ), true ) ) {
		$product->set_regular_price( $dish['regularPrice'] );
		$product->set_sale_price( $dish['salePrice'] ?? '' );
	}
	if ( 'external' !== $dish['type'] && 'grouped' !== $dish['type'] ) {
		$product->set_manage_stock( null !== $dish['stockQuantity'] );
		$product->set_stock_quantity( $dish['stockQuantity'] );
		$product->set_stock_status( $dish['stockStatus'] );
	}
	if ( 'external' === $dish['type'] ) {
		$product->set_product_url( $dish['externalUrl'] );
		$product->set_button_text( $dish['buttonText'] );
	}

	$image_ids = array();
	foreach ( $dish['images'] ?? array() as $position => $image ) {
		$image_ids[] = shop_islands_store_seed_image( $dish, $image, $category['hue'], $position, $id );
	}
	if ( $image_ids ) {
		$product->set_image_id( $image_ids[0] );
		$product->set_gallery_image_ids( array_slice( $image_ids, 1 ) );
	}
	if ( 'variable' === $dish['type'] ) {
		$product->set_attributes( shop_islands_store_seed_attributes( $dish['attributes'] ) );
	}
	$product->save();

	if ( 'variable' === $dish['type'] ) {
		foreach ( $dish['variations'] as $variation ) {
			shop_islands_store_seed_variation( $dish, $variation, $category['hue'] );
		}
		WC_Product_Variable::sync( $id );
	}
	foreach ( $dish['reviews'] ?? array() as $review ) {
		shop_islands_store_seed_review( $id, $review );
	}
}

/**
 * A variable product's attributes: `pa_*` as global attributes (taxonomies with terms), the
 * others as the product's own attributes, named by their label.
 *
 * @param array $attributes The catalogue's attributes of one product.
 * @return WC_Product_Attribute[]
 */
function shop_islands_store_seed_attributes( array $attributes ) {
	$result = array();
	foreach ( $attributes as $position => $definition ) {
		$attribute = new WC_Product_Attribute();
		$attribute->set_position( $position );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		if ( 0 === strpos( $definition['name'], 'pa_' ) ) {
			$taxonomy = $definition['name'];
			$attribute->set_id( shop_islands_store_attribute_taxonomy( $taxonomy, $definition['label'] ) );
			$attribute->set_name( $taxonomy );
			$term_ids = array();
			foreach ( $definition['options'] as $order => $option ) {
				$term = term_exists( $option['value'], $taxonomy );
				if ( ! $term ) {
					$term = shop_islands_store_check( wp_insert_term( $option['label'], $taxonomy, array( 'slug' => $option['value'] ) ), "term {$option['value']}" );
					update_term_meta( $term['term_id'], 'order', $order );
				}
				$term_ids[] = (int) $term['term_id'];
			}
			$attribute->set_options( $term_ids );
		} else {
			$attribute->set_id( 0 );
			$attribute->set_name( $definition['label'] );
			$attribute->set_options( wp_list_pluck( $definition['options'], 'value' ) );
		}
		$result[] = $attribute;
	}
	return $result;
}

/**
 * The id of a global attribute, created (and its taxonomy registered for this request) if new.
 *
 * @param string $taxonomy `pa_<slug>`.
 * @param string $label    Its name.
 * @return int
 */
function shop_islands_store_attribute_taxonomy( $taxonomy, $label ) {
	$slug = substr( $taxonomy, 3 );
	$id   = wc_attribute_taxonomy_id_by_name( $slug );
	if ( $id ) {
		return $id;
	}
	$id = shop_islands_store_check(
		wc_create_attribute(
			array(
				'name'     => $label,
				'slug'     => $slug,
				'order_by' => 'menu_order',
			)
		),
		"attribute $slug"
	);
	register_taxonomy( $taxonomy, array( 'product', 'product_variation' ), array( 'hierarchical' => false ) );
	return $id;
}

/**
 * One variation with the fixture's id. An inactive one (`active: false`) is published and
 * flagged for real-store-catalogue.php, which greys its options out as the fixture store does;
 * a disabled (private) variation would instead vanish from the page.
 *
 * @param array $dish      The parent product of the catalogue.
 * @param array $variation One of its variations.
 * @param int   $hue       The category's hue, for its image.
 */
function shop_islands_store_seed_variation( array $dish, array $variation, $hue ) {
	$id = shop_islands_store_insert_post(
		array(
			'import_id'   => $variation['id'],
			'post_type'   => 'product_variation',
			'post_status' => 'publish',
			'post_parent' => $dish['id'],
			'post_title'  => $dish['name'],
		)
	);
	$attributes = array();
	foreach ( $variation['attributes'] as $key => $value ) {
		$attributes[ substr( $key, strlen( 'attribute_' ) ) ] = $value;
	}
	$product = new WC_Product_Variation( $id );
	$product->set_props(
		array(
			'parent_id'     => $dish['id'],
			'attributes'    => $attributes,
			'status'        => 'publish',
			'sku'           => $variation['sku'],
			'regular_price' => $variation['regularPrice'],
			'sale_price'    => $variation['salePrice'] ?? '',
			'stock_status'  => $variation['stockStatus'],
			'weight'        => $variation['weight'],
			'length'        => $variation['dimensions']['length'],
			'width'         => $variation['dimensions']['width'],
			'height'        => $variation['dimensions']['height'],
			'description'   => $variation['description'],
		)
	);
	if ( $variation['image'] ) {
		$product->set_image_id( shop_islands_store_seed_image( $dish, $variation['image'], $hue, 0, $id ) );
	}
	if ( ! $variation['active'] ) {
		$product->update_meta_data( SHOP_ISLANDS_STORE_INACTIVE_META, 'yes' );
	}
	$product->save();
}

/**
 * A product image with the fixture's attachment id: a JPEG drawn with gd (the fixture draws
 * the same plate as SVG, which WordPress does not accept as an upload), with WordPress's own
 * image sizes generated from it. As in the fixture, `full` gives the original's size (one
 * narrower than the gallery has no larger file to zoom into), and `fullMissing` deletes the
 * original once its sizes are made, so the gallery's large image answers 404.
 *
 * @param array $dish     The product of the catalogue.
 * @param array $image    `{id, caption, full?: {width, height}, fullMissing?: true}`.
 * @param int   $hue      The category's hue.
 * @param int   $position Position in the gallery, which shifts the shade.
 * @param int   $parent   The product or variation the image belongs to.
 * @return int The attachment id.
 */
function shop_islands_store_seed_image( array $dish, array $image, $hue, $position, $parent ) {
	$name   = "{$dish['slug']}-{$image['id']}";
	$width  = $image['full']['width'] ?? SHOP_ISLANDS_STORE_IMAGE_WIDTH;
	$height = $image['full']['height'] ?? SHOP_ISLANDS_STORE_IMAGE_HEIGHT;
	$upload = wp_upload_bits( "$name.jpg", null, shop_islands_store_draw_plate( $hue, $position, $width, $height ) );
	if ( $upload['error'] ) {
		shop_islands_store_fail( "image $name: {$upload['error']}" );
	}
	$id = shop_islands_store_check(
		wp_insert_attachment(
			array(
				'import_id'      => $image['id'],
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $name,
				'post_excerpt'   => $image['caption'],
				'post_status'    => 'inherit',
			),
			$upload['file'],
			$parent,
			true
		),
		"attachment $name"
	);
	if ( $id !== $image['id'] ) {
		shop_islands_store_fail( "attachment {$image['id']} got id $id: the id was taken" );
	}
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	if ( ! empty( $image['fullMissing'] ) ) {
		wp_delete_file( $upload['file'] );
	}
	return $id;
}

/**
 * A plate on a table in the category's colour, as JPEG bytes.
 *
 * @param int $hue      0–359.
 * @param int $position Gallery position.
 * @param int $width    Pixels.
 * @param int $height   Pixels.
 * @return string
 */
function shop_islands_store_draw_plate( $hue, $position, $width, $height ) {
	$canvas = imagecreatetruecolor( $width, $height );
	$table  = shop_islands_store_hsl( $canvas, $hue, 45, 35 + 8 * ( $position % 3 ) );
	$plate  = imagecolorallocate( $canvas, 245, 242, 236 );
	$food   = shop_islands_store_hsl( $canvas, ( $hue + 20 ) % 360, 70, 50 );
	imagefill( $canvas, 0, 0, $table );
	imagefilledellipse( $canvas, $width / 2, $height / 2, (int) ( $height * 0.8 ), (int) ( $height * 0.8 ), $plate );
	imagefilledellipse( $canvas, $width / 2, $height / 2, (int) ( $height * 0.45 ), (int) ( $height * 0.4 ), $food );
	ob_start();
	imagejpeg( $canvas, null, 80 );
	return (string) ob_get_clean();
}

/**
 * A gd colour from hue, saturation and lightness.
 *
 * @param GdImage $canvas     The image.
 * @param int     $hue        0–359.
 * @param int     $saturation 0–100.
 * @param int     $lightness  0–100.
 * @return int
 */
function shop_islands_store_hsl( $canvas, $hue, $saturation, $lightness ) {
	$s       = $saturation / 100;
	$l       = $lightness / 100;
	$chroma  = ( 1 - abs( 2 * $l - 1 ) ) * $s;
	$x       = $chroma * ( 1 - abs( fmod( $hue / 60, 2 ) - 1 ) );
	$m       = $l - $chroma / 2;
	$sectors = array(
		array( $chroma, $x, 0 ),
		array( $x, $chroma, 0 ),
		array( 0, $chroma, $x ),
		array( 0, $x, $chroma ),
		array( $x, 0, $chroma ),
		array( $chroma, 0, $x ),
	);
	[ $r, $g, $b ] = $sectors[ intdiv( $hue, 60 ) % 6 ];
	return imagecolorallocate( $canvas, (int) round( ( $r + $m ) * 255 ), (int) round( ( $g + $m ) * 255 ), (int) round( ( $b + $m ) * 255 ) );
}

/**
 * An approved review with its rating; WooCommerce recounts the product's ratings when the
 * comment count changes.
 *
 * @param int   $product_id The product.
 * @param array $review     `{author, date, rating, text}`.
 */
function shop_islands_store_seed_review( $product_id, array $review ) {
	$date_gmt = gmdate( 'Y-m-d H:i:s', strtotime( $review['date'] ) );
	$inserted = wp_insert_comment(
		array(
			'comment_post_ID'      => $product_id,
			'comment_author'       => $review['author'],
			'comment_author_email' => strtolower( $review['author'] ) . '@example.com',
			'comment_content'      => $review['text'],
			'comment_type'         => 'review',
			'comment_approved'     => 1,
			'comment_date'         => get_date_from_gmt( $date_gmt ),
			'comment_date_gmt'     => $date_gmt,
			'comment_meta'         => array( 'rating' => $review['rating'] ),
		)
	);
	if ( ! $inserted ) {
		shop_islands_store_fail( "review {$review['id']} of product $product_id" );
	}
}

/**
 * The Contact Form 7 forms with the fixture's ids, written in CF7's form-tag language from the
 * fixture's field list, and the contact page that holds them.
 *
 * @param array $forms fixtures-html/data/contact-forms.json.
 */
function shop_islands_store_seed_forms( array $forms ) {
	// The form CF7 makes on activation: the fixture's forms are the store's forms.
	foreach ( get_posts( array( 'post_type' => 'wpcf7_contact_form', 'numberposts' => -1 ) ) as $default_form ) {
		wp_delete_post( $default_form->ID, true );
	}
	// WordPress's "Disallowed Comment Keys", which CF7 reads: a submission holding one is spam.
	update_option( 'disallowed_keys', implode( "\n", $forms['disallowedWords'] ) );
	$content   = '';
	$own_pages = array();
	foreach ( $forms['forms'] as $form ) {
		// A form the real store leaves out: its `fixtureOnlyReason` in the data says why.
		if ( ! empty( $form['fixtureOnly'] ) ) {
			continue;
		}
		$id = shop_islands_store_insert_post(
			array(
				'import_id'   => $form['id'],
				'post_type'   => 'wpcf7_contact_form',
				'post_status' => 'publish',
				'post_title'  => $form['title'],
			)
		);
		$contact_form = wpcf7_contact_form( $id );
		$template     = WPCF7_ContactForm::get_template();
		$properties   = $template->get_properties();

		$properties['form'] = implode( "\n\n", array_map( 'shop_islands_store_form_row', $form['fields'] ) ) . "\n\n[submit \"{$form['submitLabel']}\"]";
		$contact_form->set_properties( $properties );
		$contact_form->save();

		$shortcode = "<!-- wp:shortcode -->[contact-form-7 id=\"$id\" title=\"{$form['title']}\"]<!-- /wp:shortcode -->\n\n";
		// A form with a page of its own (the full form at /contact/full/) is printed alone there.
		if ( ! empty( $form['page'] ) ) {
			$own_pages[] = array( $form, $shortcode );
			continue;
		}
		if ( ! empty( $form['heading'] ) ) {
			$content .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">{$form['heading']}</h2>\n<!-- /wp:heading -->\n\n";
		}
		$content .= $shortcode;
	}
	shop_islands_store_insert_post(
		array(
			'import_id'    => $forms['containerPostId'],
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Contact',
			'post_name'    => 'contact',
			'post_content' => $content,
		)
	);
	foreach ( $own_pages as list( $form, $shortcode ) ) {
		// `/contact/full/`: the page `full` under the page at `/contact/`.
		$path   = trim( $form['page']['url'], '/' );
		$parent = get_page_by_path( dirname( $path ) );
		shop_islands_store_insert_post(
			array(
				'import_id'    => $form['page']['postId'],
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $form['title'],
				'post_name'    => basename( $path ),
				'post_parent'  => $parent ? $parent->ID : 0,
				'post_content' => $shortcode,
			)
		);
	}
}

/**
 * One field of the fixture's form as a CF7 form-tag in the layout of CF7's default form.
 *
 * @param array $field A field of contact-forms.json.
 * @return string
 */
function shop_islands_store_form_row( array $field ) {
	$type    = $field['type'] . ( empty( $field['required'] ) ? '' : '*' );
	$options = array( $field['name'] );
	foreach ( array( 'autocomplete', 'maxlength', 'min', 'max', 'limit' ) as $option ) {
		if ( isset( $field[ $option ] ) ) {
			$options[] = "$option:{$field[ $option ]}";
		}
	}
	if ( isset( $field['accept'] ) ) {
		$options[] = 'filetypes:' . implode( '|', array_map( static fn( $extension ) => ltrim( $extension, '.' ), $field['accept'] ) );
	}
	foreach ( $field['questions'] ?? array() as $quiz ) {
		$options[] = '"' . $quiz['question'] . '|' . $quiz['answer'] . '"';
	}
	if ( isset( $field['default'] ) ) {
		$options[] = 'default:' . ( array_search( $field['default'], $field['options'], true ) + 1 );
	}
	if ( in_array( $field['type'], array( 'radio', 'checkbox' ), true ) ) {
		$options[] = 'use_label_element';
	}
	foreach ( $field['options'] ?? array() as $choice ) {
		$options[] = '"' . $choice . '"';
	}
	if ( isset( $field['value'] ) ) {
		$options[] = '"' . $field['value'] . '"';
	}
	$tag = '[' . $type . ' ' . implode( ' ', $options ) . ']';

	switch ( $field['type'] ) {
		case 'acceptance':
			return "[acceptance {$field['name']}] {$field['label']} [/acceptance]";
		case 'quiz':
			// CF7 prints the question as the field's own label.
			return $tag;
		case 'radio':
		case 'checkbox':
			return "{$field['label']} $tag";
		default:
			return "<label> {$field['label']}\n    $tag </label>";
	}
}
