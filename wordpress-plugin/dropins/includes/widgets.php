<?php
/**
 * The widgets Dropins ships and the original script handles each one replaces.
 *
 * A handle listed under several widgets (CleanTalk's bundle holds both the signals and the contact decoder; Woo
 * Discount Rules' main script serves both the product page and the checkout) is swapped only when all of them are
 * on: the original stays otherwise, so nothing the page needs goes missing.
 *
 * Handles were read in the originals' source: WooCommerce 10.9.1 (includes/class-wc-frontend-scripts.php,
 * src/Internal/Orders/OrderAttributionController.php), WordPress core (comment-reply), GDPR Cookie Compliance 5.0.12
 * (class-moove-gdpr-actions.php), Woo Variation Gallery 1.3.25 (includes/class-woo-variation-gallery-frontend.php),
 * Anti-Spam by CleanTalk 6.85 (inc/cleantalk-public.php `apbct_enqueue_and_localize_public_scripts`: one bundle,
 * chosen by `ApbctJsBundleResolver::getBundleName`, enqueued by `Enqueue::js` under the handle `<file name>-js`;
 * older releases printed `ct_public_functions`), Woo Discount Rules 2.x
 * (`awdr-main`, `awdr-dynamic-price`) and Divi 4.27 (`divi-custom-script`, the dynamic-assets motion and sticky
 * scripts).
 *
 * @package Dropins
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widget list, filterable with `dropins_widgets`.
 *
 * Each entry: label, original (what it replaces, shown in the settings), active (whether the original plugin is
 * active: the default for "automatic"), handles (original handle => the widgets that together replace it), and
 * optionally helpers (handles the original enqueues beside its own scripts, for work the widget does itself: they
 * are dropped from the page when nothing else that prints depends on them).
 *
 * @return array<string, array{label: string, original: string, active: callable, handles: string[]}>
 */
function dropins_widgets() {
	$woocommerce = static function () {
		return class_exists( 'WooCommerce' );
	};
	// CleanTalk's public bundle, one of eight by its form-protection and bot-detector settings (the handle keeps
	// the file name's `.min`), and the handle of the releases before the bundle.
	$cleantalk = array( 'ct_public_functions' );
	foreach ( array( '', '_full-protection', '_ext-protection', '_int-protection' ) as $protection ) {
		foreach ( array( '', '_gathering' ) as $gathering ) {
			$cleantalk[] = 'apbct-public-bundle' . $protection . $gathering . '.min-js';
		}
	}
	$widgets     = array(
		'email-decoder'    => array(
			'label'    => __( 'Contact decoder', 'dropins' ),
			'original' => __( 'Anti-Spam by CleanTalk: contact decoder', 'dropins' ),
			'active'   => static function () {
				return defined( 'APBCT_VERSION' );
			},
			'handles'  => $cleantalk,
		),
		'antispam-signals' => array(
			'label'    => __( 'Anti-spam signals', 'dropins' ),
			'original' => __( 'Anti-Spam by CleanTalk: visitor signals, form protection, email checks', 'dropins' ),
			'active'   => static function () {
				return defined( 'APBCT_VERSION' );
			},
			'handles'  => $cleantalk,
		),
		'variation-form'   => array(
			'label'    => __( 'Variation form', 'dropins' ),
			'original' => __( 'WooCommerce: variable product form; Woo Discount Rules: product pricing', 'dropins' ),
			'active'   => $woocommerce,
			'handles'  => array( 'wc-add-to-cart-variation', 'awdr-main', 'awdr-dynamic-price' ),
		),
		'storefront'       => array(
			'label'    => __( 'Storefront', 'dropins' ),
			'original' => __( 'WooCommerce: add to cart, cart fragments, store notice, order attribution; WordPress: comment reply', 'dropins' ),
			'active'   => $woocommerce,
			'handles'  => array(
				'wc-add-to-cart',
				'wc-cart-fragments',
				'woocommerce',
				'wc-order-attribution',
				'sourcebuster-js',
				'comment-reply',
				'awdr-main',
			),
		),
		'consent-bar'      => array(
			'label'    => __( 'Consent bar', 'dropins' ),
			'original' => __( 'GDPR Cookie Compliance: info bar, settings modal, script loading', 'dropins' ),
			'active'   => static function () {
				return defined( 'MOOVE_GDPR_VERSION' );
			},
			'handles'  => array( 'moove_gdpr_frontend' ),
		),
		'gallery'          => array(
			'label'    => __( 'Product gallery', 'dropins' ),
			'original' => __( 'WooCommerce: product gallery (slider, zoom, lightbox); Woo Variation Gallery', 'dropins' ),
			'active'   => $woocommerce,
			'handles'  => array(
				'wc-single-product',
				'wc-flexslider',
				'flexslider',
				'wc-zoom',
				'zoom',
				'wc-photoswipe',
				'photoswipe',
				'wc-photoswipe-ui-default',
				'photoswipe-ui-default',
				'woo-variation-gallery',
				'woo-variation-gallery-slider',
			),
		),
		'builder-modules'  => array(
			'label'    => __( 'Builder modules', 'dropins' ),
			'original' => __( 'Divi: front-end module scripts, motion effects, sticky elements, the modules wrapper of custom post types', 'dropins' ),
			'active'   => static function () {
				return defined( 'ET_BUILDER_VERSION' ) || 'Divi' === get_template();
			},
			// The wrapper's localized `et_modules_wrapper` moves onto our handle: the widget wraps stray modules.
			'handles'  => array( 'divi-custom-script', 'et-builder-modules-script-motion', 'et-builder-modules-script-sticky', 'et-builder-cpt-modules-wrapper' ),
			// Helpers Divi enqueues beside its scripts, whose work the widget does: fitvids (the video family fits
			// embeds), common.js (the browser class on <body>), Magnific Popup (the lightbox family), easyPieChart
			// (the circle counter), Salvattore (the blog and portfolio grids), jQuery Mobile (slider swipes).
			'helpers'  => array( 'fitvids', 'et-core-common', 'magnific-popup', 'easypiechart', 'salvattore', 'jquery-mobile' ),
		),
	);

	/**
	 * Filters the widget list (add a handle another plugin prints, or remove a widget).
	 *
	 * @param array $widgets The widgets, keyed by name.
	 */
	return apply_filters( 'dropins_widgets', $widgets );
}
