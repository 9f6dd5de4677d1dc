<?php
/**
 * The week's special (WooLentor's flash-sale deal, store-seed-plugins.php) stays on sale on a
 * store built once and reused for weeks: each day the deal starts today and keeps the length it
 * was saved with, so its countdown on the home page always runs, as the fixture store's does
 * (`daysFromNow` in fixtures-html/data/site.json). Nothing else of the deal changes.
 *
 * @package Shop_Islands
 */

add_filter(
	'option_woolentor_flash_sale_settings',
	static function ( $settings ) {
		if ( ! is_array( $settings ) || empty( $settings['deals'] ) || ! is_array( $settings['deals'] ) ) {
			return $settings;
		}
		$today = current_datetime()->setTime( 0, 0 );
		foreach ( $settings['deals'] as $index => $deal ) {
			$start = empty( $deal['start_date'] ) ? false : date_create_immutable( $deal['start_date'], wp_timezone() );
			$end   = empty( $deal['end_date'] ) ? false : date_create_immutable( $deal['end_date'], wp_timezone() );
			if ( ! $start || ! $end ) {
				continue;
			}
			$days = (int) $start->diff( $end )->format( '%r%a' );
			$settings['deals'][ $index ]['start_date'] = $today->format( 'Y-m-d' );
			$settings['deals'][ $index ]['end_date']   = $today->modify( "+$days days" )->format( 'Y-m-d' );
		}
		return $settings;
	}
);
