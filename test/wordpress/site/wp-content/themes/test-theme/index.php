<?php
/**
 * The only template of the test theme.
 *
 * @package Shop_Islands
 */

?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<main>
<?php
while ( have_posts() ) {
	the_post();
	the_title( '<h2>', '</h2>' );
}
// Enqueued while the content renders, as WooCommerce's product templates do.
shop_islands_test_classic_script( 'wc-cart-fragments', true );
?>
</main>
<?php wp_footer(); ?>
</body>
</html>
