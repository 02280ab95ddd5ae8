<?php
/**
 * Test shop, step 1 of 2 (run by scripts/wordpress.mjs with the PHP CLI): installs WordPress on SQLite and
 * activates the plugins. wp-cli is not packaged on this machine kind, so this calls wp_install() and
 * activate_plugin() itself. Usage: php install.php <site dir>
 *
 * @package Dropins
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

add_filter( 'pre_wp_mail', '__return_true' );

if ( ! is_blog_installed() ) {
	wp_install( 'Dropins Phone Shop', 'admin', 'admin@example.test', true, '', 'dropins-admin-password' );
}
echo "installed\n";
