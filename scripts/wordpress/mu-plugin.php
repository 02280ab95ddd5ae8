<?php
/**
 * Plugin Name: Dropins test shop
 * Description: Only for the offline test shop of `npm run wordpress`: no mail, no loopback requests, a classic
 * mini-cart widget (twentytwentyfive is a block theme and enqueues no cart fragments otherwise), and two test
 * switches read from cookies: `dropins=off` turns every widget off through the plugin's own filter (the originals
 * print), `dropins=unhooked` removes the plugin's hooks altogether (as if it were not installed: the page must be the
 * same as with `off`), `dropins_build=module` serves the ES-module build.
 *
 * @package Dropins
 */

// A test shop: no fsync on every write (WAL journal, set in wp-config.php, keeps the file consistent).
if ( isset( $GLOBALS['@pdo'] ) && $GLOBALS['@pdo'] instanceof PDO ) {
	$GLOBALS['@pdo']->exec( 'PRAGMA synchronous = OFF' );
}
add_filter( 'pre_wp_mail', '__return_true' );
add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );
add_filter( 'woocommerce_admin_disabled', '__return_true' );

if ( isset( $_COOKIE['dropins'] ) && 'off' === $_COOKIE['dropins'] ) {
	add_filter( 'dropins_widget_enabled', '__return_false' );
}
if ( isset( $_COOKIE['dropins'] ) && 'unhooked' === $_COOKIE['dropins'] ) {
	add_action(
		'plugins_loaded',
		static function () {
			remove_action( 'wp_print_scripts', array( 'Dropins_Swap', 'swap' ), 6 );
			remove_action( 'wp_print_footer_scripts', array( 'Dropins_Swap', 'swap' ), 6 );
			remove_filter( 'script_loader_tag', array( 'Dropins_Swap', 'module_tag' ), 10 );
		}
	);
}
if ( isset( $_COOKIE['dropins_build'] ) && 'module' === $_COOKIE['dropins_build'] ) {
	add_filter(
		'dropins_build',
		static function () {
			return 'module';
		}
	);
}

add_action(
	'wp_body_open',
	static function () {
		if ( ! class_exists( 'WC_Widget_Cart' ) || is_admin() ) {
			return;
		}
		echo '<aside class="dropins-test-mini-cart" aria-label="Mini cart" style="max-width:var(--wp--style--global--wide-size,1340px);margin:0 auto;padding:0 1rem">';
		the_widget( 'WC_Widget_Cart', array( 'title' => 'Your cart' ) );
		echo '</aside>';
	}
);
