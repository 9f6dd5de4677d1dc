<?php
/**
 * Uninstall: deletes the one option Shop Islands may have stored (the settings screen's, only
 * once it was saved). It keeps no transients, user meta, tables or files: the settings tag is
 * computed on each page, and the build ships inside the plugin folder.
 *
 * @package Shop_Islands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'shop_islands_options' );
delete_option( 'shop_islands_script_uses' );
