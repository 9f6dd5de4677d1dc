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
 * ends: in the template's output buffer WordPress 6.9+ opens for enhancements like this one
 * (wp_template_enhancement_output_buffer, which a classic theme has by default) and, on
 * WordPress 6.8, which has none, in one the plugin opens the same way just before the template
 * is included. A site that streams its pages (the buffer turned off, or flushed before the end)
 * keeps CF7's labels. The page is read with WordPress's HTML tag processor, never a pattern; a
 * CF7 form inside another form, which the browser's parser drops, is not counted.
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
		/* translators: 1: the name the forms share, CF7's "Contact form", 2: this form's place among them, 3: how many share it. */
		$writer->set_attribute( 'aria-label', sprintf( __( '%1$s (%2$d of %3$d)', 'shop-islands' ), $label, $places[ $label ], $sharing[ $label ] ) );
	}
	return $writer->get_updated_html();
}

/**
 * Moves the tag processor to the next CF7 `<form>` the browser keeps: one opened while another
 * form is open is dropped by the parser (the open form ends at the next `</form>`, whichever form
 * it was printed for).
 *
 * @param WP_HTML_Tag_Processor $processor Where the last call left it.
 * @param bool                  $form_open Whether a form is open there; updated.
 * @return bool Whether it is at such a form.
 */
function shop_islands_next_contact_form( WP_HTML_Tag_Processor $processor, &$form_open ) {
	$query = array(
		'tag_name'    => 'form',
		'tag_closers' => 'visit',
	);
	while ( $processor->next_tag( $query ) ) {
		if ( $processor->is_tag_closer() ) {
			$form_open = false;
			continue;
		}
		$dropped   = $form_open;
		$form_open = true;
		if ( ! $dropped && $processor->has_class( SHOP_ISLANDS_CONTACT_FORM_CLASS ) ) {
			return true;
		}
	}
	return false;
}

/**
 * On WordPress before 6.9, whose template has no enhancement buffer: holds the template's output
 * (template_include, last, just before WordPress includes it) where CF7 is active.
 *
 * @param string $template The template about to be included.
 * @return string The same template.
 */
function shop_islands_hold_template_for_contact_form_names( $template ) {
	if ( defined( 'WPCF7_VERSION' ) && class_exists( 'WP_HTML_Tag_Processor' ) ) {
		ob_start( 'shop_islands_name_contact_forms_in_buffer' );
	}
	return $template;
}

/**
 * The held template's output, its forms named apart when it comes whole (PHP's output callback):
 * a page flushed early, or cleaned, passes as it is.
 *
 * @param string $output What the buffer holds.
 * @param int    $phase  PHP_OUTPUT_HANDLER_* flags.
 * @return string
 */
function shop_islands_name_contact_forms_in_buffer( $output, $phase ) {
	$whole = PHP_OUTPUT_HANDLER_START | PHP_OUTPUT_HANDLER_FINAL;
	if ( ( $phase & $whole ) !== $whole || ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) !== 0 ) {
		return $output;
	}
	return shop_islands_contact_forms_named_apart( $output );
}
