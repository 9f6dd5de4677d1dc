<?php
/**
 * The page's search forms, named apart in the HTML the plugin serves.
 *
 * Storefront prints WooCommerce's product search (get_product_search_form(), the template
 * product-searchform.php) twice on every page, in the header and in the handheld footer bar, and
 * a site's sidebar may hold WordPress's Search block: each a `<form role="search">` with no name,
 * so a screen reader's list of landmarks shows several search landmarks it cannot tell apart
 * (axe's `landmark-unique`). Where two or more search forms have no name, the plugin names each
 * by the words its template printed for it: the field's placeholder, WooCommerce's "Search
 * products…", or without one the field's label, the Search block's "Search" (an ellipsis or
 * colon at the end left off); forms that come to one name, and named forms that share a name,
 * are told apart by their place, "Search products (2 of 2)", as the contact forms are. A lone
 * search form, and forms of names of their own, are left as printed; a form named by
 * `aria-labelledby` is neither counted nor renamed.
 *
 * Which forms share a name is known only once the page has printed (page-output.php
 * holds it), which WooCommerce's get_product_search_form filter, called form by form, cannot
 * know: a page with one product search would be renamed all the same. The page is read with
 * WordPress's HTML tag processor, never a pattern; a search form inside another form, which the
 * browser's parser drops, is not counted.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The page's HTML with its search forms that share a name, or have none, named apart; unchanged,
 * byte for byte, when no two share one (wp_template_enhancement_output_buffer, through
 * shop_islands_landmarks_named_apart).
 *
 * @param string $html The page.
 * @return string
 */
function shop_islands_search_forms_named_apart( $html ) {
	if ( ! is_string( $html ) || false === stripos( $html, 'search' ) || ! method_exists( 'WP_HTML_Tag_Processor', 'next_token' ) ) {
		return $html;
	}
	$forms   = shop_islands_read_search_forms( $html );
	$unnamed = count( array_filter( $forms, static fn ( $form ) => '' === $form['name'] ) );
	$names   = array();
	foreach ( $forms as $form ) {
		// Forms without a name take their words only where two or more have none.
		$names[] = '' !== $form['name'] ? $form['name'] : ( $unnamed > 1 ? $form['words'] : '' );
	}
	$sharing = array_count_values( array_filter( $names, 'strlen' ) );
	$renamed = array();
	$places  = array();
	foreach ( $forms as $index => $form ) {
		$name = $names[ $index ];
		if ( '' === $name ) {
			$renamed[] = null;
			continue;
		}
		if ( $sharing[ $name ] < 2 ) {
			$renamed[] = '' === $form['name'] ? $name : null;
			continue;
		}
		$places[ $name ] = ( $places[ $name ] ?? 0 ) + 1;
		/* translators: 1: the name the forms share, CF7's "Contact form" or a search form's "Search products", 2: this form's place among them, 3: how many share it. */
		$renamed[] = sprintf( __( '%1$s (%2$d of %3$d)', 'shop-islands' ), $name, $places[ $name ], $sharing[ $name ] );
	}
	if ( ! array_filter( $renamed, 'is_string' ) ) {
		return $html;
	}
	$writer    = new WP_HTML_Tag_Processor( $html );
	$form_open = false;
	foreach ( $renamed as $name ) {
		shop_islands_next_kept_form( $writer, $form_open, 'shop_islands_search_form_counted' );
		if ( null !== $name ) {
			$writer->set_attribute( 'aria-label', $name );
		}
	}
	return $writer->get_updated_html();
}

/**
 * The page's search forms the browser keeps, in order, those `aria-labelledby` names aside: each
 * one's name (its `aria-label`, or its `title`; '' for none) and the words it would be named by.
 *
 * @param string $html The page.
 * @return list<array{name:string,words:string}>
 */
function shop_islands_read_search_forms( $html ) {
	$forms     = array();
	$reader    = new WP_HTML_Tag_Processor( $html );
	$form_open = false;
	$current   = null;
	$label_for = null;
	$field     = array();
	$labels    = array();
	$finish    = static function () use ( &$forms, &$current, &$field, &$labels ) {
		if ( null !== $current ) {
			$placeholder = shop_islands_search_form_words( $field['placeholder'] ?? '' );
			$label       = shop_islands_search_form_words( $labels[ $field['id'] ?? '' ] ?? '' );
			$forms[]     = array(
				'name'  => $current,
				'words' => '' !== $placeholder ? $placeholder : $label,
			);
		}
		$current = null;
		$field   = array();
		$labels  = array();
	};
	while ( $reader->next_token() ) {
		if ( '#text' === $reader->get_token_type() ) {
			if ( null !== $label_for ) {
				$labels[ $label_for ] = ( $labels[ $label_for ] ?? '' ) . $reader->get_modifiable_text();
			}
			continue;
		}
		if ( '#tag' !== $reader->get_token_type() ) {
			continue;
		}
		$tag = $reader->get_tag();
		if ( 'FORM' === $tag ) {
			$label_for = null;
			if ( $reader->is_tag_closer() ) {
				$form_open = false;
				$finish();
				continue;
			}
			$dropped   = $form_open;
			$form_open = true;
			if ( ! $dropped && shop_islands_search_form_counted( $reader ) ) {
				$aria_label = $reader->get_attribute( 'aria-label' );
				$title      = $reader->get_attribute( 'title' );
				$named      = is_string( $aria_label ) && '' !== trim( $aria_label ) ? $aria_label : $title;
				$current    = is_string( $named ) ? trim( $named ) : '';
			}
			continue;
		}
		if ( null === $current ) {
			continue;
		}
		if ( 'LABEL' === $tag ) {
			$for       = $reader->get_attribute( 'for' );
			$label_for = ! $reader->is_tag_closer() && is_string( $for ) ? $for : null;
			continue;
		}
		if ( 'INPUT' === $tag && array() === $field ) {
			$type = $reader->get_attribute( 'type' );
			if ( ( is_string( $type ) && 'search' === strtolower( trim( $type ) ) ) || 's' === $reader->get_attribute( 'name' ) ) {
				$id          = $reader->get_attribute( 'id' );
				$placeholder = $reader->get_attribute( 'placeholder' );
				$field       = array(
					'id'          => is_string( $id ) ? $id : '',
					'placeholder' => is_string( $placeholder ) ? $placeholder : '',
				);
			}
		}
	}
	$finish();
	return $forms;
}

/**
 * Whether the processor is at a search form shop_islands_read_search_forms counts: one not named
 * by `aria-labelledby`.
 *
 * @param WP_HTML_Tag_Processor $form At a `<form>` start tag.
 * @return bool
 */
function shop_islands_search_form_counted( WP_HTML_Tag_Processor $form ) {
	$labelled_by = $form->get_attribute( 'aria-labelledby' );
	return shop_islands_is_search_form( $form ) && ! ( is_string( $labelled_by ) && '' !== trim( $labelled_by ) );
}

/**
 * Whether the processor is at a `<form role="search">`.
 *
 * @param WP_HTML_Tag_Processor $form At a `<form>` start tag.
 * @return bool
 */
function shop_islands_is_search_form( WP_HTML_Tag_Processor $form ) {
	$role = $form->get_attribute( 'role' );
	return is_string( $role ) && 'search' === strtolower( trim( $role ) );
}

/**
 * A name as printed: spaces run together, an ellipsis or a colon at the end left off.
 *
 * @param string $text The placeholder, or the label's text.
 * @return string
 */
function shop_islands_search_form_words( $text ) {
	$words = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	return trim( (string) preg_replace( '/(?:…|\.{3}|:)+$/u', '', $words ) );
}
