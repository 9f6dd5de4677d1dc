<?php
/**
 * Uninstall: deletes what Shop Islands may have stored: the settings screen's option (only once
 * it was saved), what the theme's and plugins' script files use (undeclared-uses.php) and the
 * scripts printed in their templates (template-scripts.php), the record
 * of what its pages kept (page-record.php) and the Site Health test's tokens. It keeps no user
 * meta, tables or files: the settings tag is computed on each page, and the build ships inside
 * the plugin folder.
 *
 * @package Shop_Islands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'shop_islands_options' );
delete_option( 'shop_islands_script_uses' );
delete_option( 'shop_islands_page_record' );
delete_option( 'shop_islands_template_uses' );
delete_transient( 'shop_islands_check_tokens' );
