<?php
/**
 * Contact Form 7's forms, named apart in the HTML the plugin serves.
 *
 * CF7 6.1 labels every form `aria-label="Contact form"`, in CF7's translation (a shortcode's
 * `html_title` aside), so a page with two forms has two form landmarks of one name, which a
 * screen reader's list of landmarks cannot tell apart (axe's `landmark-unique`). Where several
 * forms share a label, the plugin names each by its place on the page, "Contact form (2 of 3)",
 * built on the label CF7 printed; a form whose label no other shares keeps it. The names are on
 * the server: they are there with JavaScript off, in a screen reader's browse mode, and before
 * any input, whatever the contact form's island waits for.
 *
 * How many forms share a label is known only once the page has printed, and a form may print
 * anywhere (the content, a widget, the footer), so the names are given to the whole page as it
 * ends, with the search forms (page-landmark-names.php; page-output.php holds the page). A site that
 * streams its pages (the buffer turned off, or flushed before the end) keeps CF7's labels. The
 * page is read with WordPress's HTML tag processor, never a pattern; a CF7 form inside another
 * form, which the browser's parser drops, is not counted.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The class CF7 prints on its `<form>`. */
const SHOP_ISLANDS_CONTACT_FORM_CLASS = 'wpcf7-form';

/**
 * The page's HTML with CF7's forms that share a label named apart, each by its place among them;
 * unchanged, byte for byte, when no two share one (wp_template_enhancement_output_buffer).
 *
 * @param string $html The page.
 * @return string
 */
function shop_islands_contact_forms_named_apart( $html ) {
	if ( ! is_string( $html ) || false === strpos( $html, SHOP_ISLANDS_CONTACT_FORM_CLASS ) || ! class_exists( 'WP_HTML_Tag_Processor' ) ) {
		return $html;
	}
	$labels = array();
	$reader = new WP_HTML_Tag_Processor( $html );
	$open   = false;
	while ( shop_islands_next_contact_form( $reader, $open ) ) {
		$label    = $reader->get_attribute( 'aria-label' );
		$labels[] = is_string( $label ) ? trim( $label ) : '';
	}
	$sharing = array_count_values( array_filter( $labels, 'strlen' ) );
	if ( ! array_filter( $sharing, static fn ( $count ) => $count > 1 ) ) {
		return $html;
	}
	$places = array();
	$writer = new WP_HTML_Tag_Processor( $html );
	$open   = false;
	foreach ( $labels as $label ) {
		shop_islands_next_contact_form( $writer, $open );
		if ( '' === $label || $sharing[ $label ] < 2 ) {
			continue;
		}
		$places[ $label ] = ( $places[ $label ] ?? 0 ) + 1;
		/* translators: 1: the name the forms share, CF7's "Contact form" or a search form's "Search products", 2: this form's place among them, 3: how many share it. */
		$writer->set_attribute( 'aria-label', sprintf( __( '%1$s (%2$d of %3$d)', 'shop-islands' ), $label, $places[ $label ], $sharing[ $label ] ) );
	}
	return $writer->get_updated_html();
}

/**
 * Moves the tag processor to the next CF7 `<form>` the browser keeps (shop_islands_next_kept_form).
 *
 * @param WP_HTML_Tag_Processor $processor Where the last call left it.
 * @param bool                  $form_open Whether a form is open there; updated.
 * @return bool Whether it is at such a form.
 */
function shop_islands_next_contact_form( WP_HTML_Tag_Processor $processor, &$form_open ) {
	return shop_islands_next_kept_form( $processor, $form_open, static fn ( WP_HTML_Tag_Processor $form ) => true === $form->has_class( SHOP_ISLANDS_CONTACT_FORM_CLASS ) );
}
