<?php
/**
 * The page's landmarks that only the whole page can name apart: Contact Form 7's forms
 * (contact-form-names.php) and the search forms (search-form-names.php), named once the page
 * has printed (page-output.php).
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The page's HTML with its contact forms and its search forms named apart.
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
