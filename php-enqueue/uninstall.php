<?php
/**
 * Uninstall: Shop Islands stores no options, transients, user meta, tables or files (the
 * settings are computed on each page, the build ships inside the plugin folder), so deleting
 * the plugin folder removes all of it. This file only makes that explicit.
 *
 * @package Shop_Islands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;
