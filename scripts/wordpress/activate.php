<?php
/**
 * Test shop, step 2 of 4: activates the plugins (each activation hook runs: WooCommerce installs its tables and
 * pages). Usage: php activate.php <site dir> <plugin file>...
 *
 * @package Dropins
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

wp_set_current_user( 1 );
// Woo Discount Rules' activation numbers its sample rules with an UPDATE ... JOIN that SQLite does not know; the
// rules are made anyway and the catalogue replaces them with the shop's own (so its error need not be printed).
$GLOBALS['wpdb']->suppress_errors( true );
foreach ( array_slice( $argv, 2 ) as $plugin ) {
	$result = activate_plugin( $plugin, '', false, false );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $plugin . ': ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "activated\n";
