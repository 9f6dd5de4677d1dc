<?php
/**
 * The product gallery's thumbnail strip, printed with the gallery.
 *
 * WooCommerce's gallery script draws the thumbnails at load (flexslider's control strip). The
 * gallery island starts only on the shopper's intent, so the plugin prints the strip instead:
 * the thumbnails show with the page, and the island takes them over when it starts. The strip
 * goes inside the gallery, after its wrapper, where the island would put it. WooCommerce has no
 * hook there: the gallery's output (woocommerce_show_product_images, priority 20 of
 * woocommerce_before_single_product_summary) is buffered from priority 19 to 21, and the strip
 * is added only when that buffer is exactly one gallery of two images or more. Anything else
 * is printed as it came. Without JavaScript the island's stylesheet hides the strip.
 *
 * Where a theme's or plugin's script still needs WooCommerce's single-product script, WordPress
 * prints it, and it runs the gallery with the libraries it keeps (replaced-scripts.php): the
 * gallery then gets no strip but the class `shop-islands-classic-gallery`, which keeps the
 * island's layout off it, and the island stands aside.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Starts buffering the gallery (woocommerce_before_single_product_summary, 19), when the bundle
 * with the gallery island is on the page.
 */
function shop_islands_buffer_product_gallery() {
	if ( shop_islands_is_enqueued() && shop_islands_build_has_island( 'gallery' ) ) {
		shop_islands_start_buffer( 'gallery' );
	}
}

/** The class of a gallery WooCommerce's own script runs. */
const SHOP_ISLANDS_CLASSIC_GALLERY_CLASS = 'shop-islands-classic-gallery';

/**
 * Prints the buffered gallery with its strip, or marked as WooCommerce's own where its script
 * still runs (woocommerce_before_single_product_summary, 21).
 */
function shop_islands_print_product_gallery() {
	$gallery = shop_islands_end_buffer( 'gallery' );
	if ( null === $gallery ) {
		return;
	}
	$html = shop_islands_retired_script_runs( 'wc-single-product' ) ? shop_islands_classic_gallery( $gallery ) : shop_islands_gallery_with_thumbnails( $gallery );
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the gallery as WooCommerce printed it; the strip is escaped where it is made.
	echo $html;
}

/**
 * The gallery's HTML with SHOP_ISLANDS_CLASSIC_GALLERY_CLASS on the gallery, or `$html` unchanged
 * when it does not start with one.
 *
 * @param string $html What woocommerce_show_product_images printed.
 * @return string
 */
function shop_islands_classic_gallery( $html ) {
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag() || ! $tags->has_class( 'woocommerce-product-gallery' ) ) {
		return $html;
	}
	$tags->add_class( SHOP_ISLANDS_CLASSIC_GALLERY_CLASS );
	return $tags->get_updated_html();
}

/**
 * The gallery's HTML with the strip before its closing tag; `$html` unchanged unless it is one
 * `.woocommerce-product-gallery` of two slides or more, with nothing after it, in a layout with
 * thumbnails.
 *
 * @param string $html What woocommerce_show_product_images printed.
 * @return string
 */
function shop_islands_gallery_with_thumbnails( $html ) {
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag() || 'DIV' !== $tags->get_tag() || ! $tags->has_class( 'woocommerce-product-gallery' ) || $tags->has_class( 'woocommerce-product-gallery--without-thumbnails' ) ) {
		return $html;
	}
	$depth  = 1;
	$thumbs = array();
	$slide  = null;
	while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
		if ( 0 === $depth ) {
			// Something follows the gallery: not the template's output alone.
			return $html;
		}
		$tag = $tags->get_tag();
		if ( 'DIV' === $tag && $tags->is_tag_closer() ) {
			--$depth;
			continue;
		}
		if ( 'DIV' === $tag ) {
			++$depth;
			// The slides are the wrapper's children (gallery 1, wrapper 2, slide 3).
			if ( 3 === $depth && $tags->has_class( 'woocommerce-product-gallery__image' ) ) {
				$thumbs[] = array(
					'src' => shop_islands_attribute_text( $tags, 'data-thumb' ),
					'alt' => shop_islands_attribute_text( $tags, 'data-thumb-alt' ),
				);
				$slide    = count( $thumbs ) - 1;
			}
			continue;
		}
		// A slide's first image stands in for what its data does not say, as the island reads it
		// (islands/gallery/items.ts): its address, then its alt, caption or title for the name.
		if ( 'IMG' === $tag && null !== $slide && $depth >= 3 ) {
			foreach ( array( 'src' => array( 'src' ), 'alt' => array( 'alt', 'data-caption', 'title' ) ) as $key => $names ) {
				foreach ( $names as $name ) {
					if ( '' === $thumbs[ $slide ][ $key ] ) {
						$thumbs[ $slide ][ $key ] = shop_islands_attribute_text( $tags, $name );
					}
				}
			}
			$slide = null;
		}
	}
	$close = strrpos( $html, '</div>' );
	if ( 0 !== $depth || count( $thumbs ) < 2 || false === $close || '' !== trim( substr( $html, $close + strlen( '</div>' ) ) ) ) {
		return $html;
	}
	return substr( $html, 0, $close ) . shop_islands_gallery_thumbnails_html( $thumbs ) . substr( $html, $close );
}

/**
 * The strip as the gallery island draws it (islands/gallery/thumbnails.ts): one button per
 * image, named by its image's alt, the first current and the only one in the tab order.
 *
 * @param array<int,array{src:string,alt:string}> $thumbs Each slide's thumbnail.
 * @return string
 */
function shop_islands_gallery_thumbnails_html( array $thumbs ) {
	$items = '';
	foreach ( $thumbs as $position => $thumb ) {
		$src    = esc_url( $thumb['src'] );
		$items .= sprintf(
			'<li class="shop-islands-gallery__thumb"><button type="button"%s><img%s alt="%s" decoding="async" loading="lazy" /></button></li>',
			0 === $position ? ' aria-current="true"' : ' tabindex="-1"',
			// An address esc_url() refuses is no `src` at all, not the page's own.
			'' !== $src ? ' src="' . $src . '"' : '',
			esc_attr( $thumb['alt'] )
		);
	}
	return '<div class="shop-islands-gallery__thumbs"><ol class="shop-islands-gallery__thumbs-list">' . $items . '</ol></div>';
}

/**
 * An attribute's text; '' when it is missing or has no value.
 *
 * @param WP_HTML_Tag_Processor $tags At the tag.
 * @param string                $name Attribute name.
 * @return string
 */
function shop_islands_attribute_text( WP_HTML_Tag_Processor $tags, $name ) {
	$value = $tags->get_attribute( $name );
	return is_string( $value ) ? trim( $value ) : '';
}
