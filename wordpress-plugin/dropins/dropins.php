<?php
/**
 * Plugin Name:       Dropins
 * Plugin URI:        https://github.com/dropins/dropins
 * Description:       Replaces the visitor-side scripts of WooCommerce, GDPR Cookie Compliance, CleanTalk, Woo Variation Gallery, Woo Discount Rules and Divi with small, accessible drop-ins. The server side, the markup and the stylesheets stay as they are.
 * Version:           0.1.0
 * Requires at least: 6.3
 * Requires PHP:      7.4
 * Author:            Dropins
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       dropins
 * Domain Path:       /languages
 *
 * @package Dropins
 */

defined( 'ABSPATH' ) || exit;

define( 'DROPINS_VERSION', '0.1.0' );
define( 'DROPINS_FILE', __FILE__ );

require_once __DIR__ . '/includes/widgets.php';
require_once __DIR__ . '/includes/class-dropins-settings.php';
require_once __DIR__ . '/includes/class-dropins-assets.php';
require_once __DIR__ . '/includes/class-dropins-swap.php';
require_once __DIR__ . '/includes/class-dropins-autoptimize.php';

// Translations: WordPress.org's language packs (wp-content/languages/plugins/), else the plugin's languages/ folder
// (the .pot there is the template; a dropins-<locale>.mo beside it is loaded).
add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'dropins', false, dirname( plugin_basename( DROPINS_FILE ) ) . '/languages' );
	}
);

Dropins_Swap::init();
Dropins_Autoptimize::init();
if ( is_admin() ) {
	Dropins_Settings::init();
}
