<?php
/**
 * Removes the plugin's one option when it is deleted from the Plugins screen.
 *
 * @package Dropins
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'dropins' );
