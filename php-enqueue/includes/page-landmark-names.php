<?php
/**
 * The page's landmarks that only the whole page can name apart: Contact Form 7's forms
 * (contact-form-names.php) and the search forms (search-form-names.php), named once the page
 * has printed, in the template's output buffer WordPress 6.9+ opens for enhancements like these
 * (wp_template_enhancement_output_buffer, which a classic theme has by default) and, on
 * WordPress 6.8, which has none, in one the plugin opens the same way just before the template
 * is included.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The page's HTML with its contact forms and its search forms named apart
 * (wp_template_enhancement_output_buffer).
 *
 * @param string $html The page.
 * @return string
 */
function shop_islands_landmarks_named_apart( $html ) {
	return shop_islands_search_forms_named_apart( shop_islands_contact_forms_named_apart( $html ) );
}

/**
 * Moves the tag processor to the next `<form>` the browser keeps for which `$wanted` holds: one
 * opened while another form is open is dropped by the parser (the open form ends at the next
 * `</form>`, whichever form it was printed for).
 *
 * @param WP_HTML_Tag_Processor $processor Where the last call left it.
 * @param bool                  $form_open Whether a form is open there; updated.
 * @param callable              $wanted    Whether the form the processor is at is one looked for.
 * @return bool Whether it is at such a form.
 */
function shop_islands_next_kept_form( WP_HTML_Tag_Processor $processor, &$form_open, callable $wanted ) {
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
		if ( ! $dropped && $wanted( $processor ) ) {
			return true;
		}
	}
	return false;
}

/**
 * On WordPress before 6.9, whose template has no enhancement buffer: holds the template's output
 * (template_include, last, just before WordPress includes it).
 *
 * @param string $template The template about to be included.
 * @return string The same template.
 */
function shop_islands_hold_template_for_landmark_names( $template ) {
	if ( class_exists( 'WP_HTML_Tag_Processor' ) ) {
		ob_start( 'shop_islands_name_landmarks_in_buffer' );
	}
	return $template;
}

/**
 * The held template's output, its landmarks named apart when it comes whole (PHP's output
 * callback): a page flushed early, or cleaned, passes as it is.
 *
 * @param string $output What the buffer holds.
 * @param int    $phase  PHP_OUTPUT_HANDLER_* flags.
 * @return string
 */
function shop_islands_name_landmarks_in_buffer( $output, $phase ) {
	$whole = PHP_OUTPUT_HANDLER_START | PHP_OUTPUT_HANDLER_FINAL;
	if ( ( $phase & $whole ) !== $whole || ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) !== 0 ) {
		return $output;
	}
	return shop_islands_landmarks_named_apart( $output );
}
