<?php
/**
 * Test shop: installs our plugin from its zip (`npm run package`) through WordPress's own upload path, then activates
 * it. Plugins → Add New → Upload hands the uploaded file to `Plugin_Upgrader::install()` (wp-admin/update.php,
 * action `upload-plugin`), with `overwrite_package` when the owner chooses "Replace current with uploaded"; this does
 * the same with a quiet skin: the upgrader checks the package (a plugin header in the top folder, Requires PHP and
 * Requires at least), unpacks it into wp-content/upgrade/, clears the installed copy and moves the new one in.
 * Prints one JSON line: the upgrader's result (folder, top-level entries) and whether the plugin is active.
 * Usage: php install-plugin.php <site dir> <zip>
 *
 * @package Dropins
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_ADMIN', true );
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

wp_set_current_user( 1 );
$dropins_zip = realpath( $argv[2] );
if ( ! $dropins_zip || ! current_user_can( 'upload_plugins' ) ) {
	fwrite( STDERR, "no zip, or the admin may not upload plugins\n" );
	exit( 1 );
}

// The skin update.php uses prints HTML; this one only keeps the messages (printed when the install fails).
$dropins_skin     = new WP_Ajax_Upgrader_Skin();
$dropins_upgrader = new Plugin_Upgrader( $dropins_skin );
$dropins_result   = $dropins_upgrader->install( $dropins_zip, array( 'overwrite_package' => true ) );
if ( true !== $dropins_result ) {
	$dropins_errors = $dropins_skin->get_error_messages();
	fwrite( STDERR, 'Plugin_Upgrader::install failed: ' . ( is_wp_error( $dropins_result ) ? $dropins_result->get_error_message() : '' ) . ' ' . $dropins_errors . "\n" . implode( "\n", $dropins_skin->get_upgrade_messages() ) . "\n" );
	exit( 1 );
}
$dropins_plugin = $dropins_upgrader->plugin_info();
if ( 'dropins/dropins.php' !== $dropins_plugin ) {
	fwrite( STDERR, 'the zip installed ' . var_export( $dropins_plugin, true ) . ", not dropins/dropins.php\n" );
	exit( 1 );
}
wp_clean_plugins_cache();
if ( ! is_plugin_active( $dropins_plugin ) ) {
	$dropins_activated = activate_plugin( $dropins_plugin );
	if ( is_wp_error( $dropins_activated ) ) {
		fwrite( STDERR, $dropins_activated->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo wp_json_encode(
	array(
		'plugin'      => $dropins_plugin,
		'version'     => get_plugin_data( WP_PLUGIN_DIR . '/' . $dropins_plugin, false, false )['Version'],
		'destination' => $dropins_upgrader->result['destination_name'],
		'entries'     => count( $dropins_upgrader->result['source_files'] ),
		'active'      => is_plugin_active( $dropins_plugin ),
	)
) . "\n";
