<?php
/**
 * Autoptimize: our scripts and the inline scripts printed with them are left as this plugin prints them.
 *
 * Why: our widget scripts fetch their lazy parts (dialogs, popups, the consent settings …) from the folder their own
 * script was served from. Autoptimize serves the scripts it aggregates, or minifies one by one, from its cache folder
 * (`wp-content/cache/autoptimize/js/`), where those parts are not: a widget would then stop at its first dialog. And
 * when it aggregates inline scripts too, the localized data our scripts read at start would run after them, at the
 * end of the page. Our files are minified already and printed deferred, so Autoptimize has nothing to gain on them.
 *
 * So the plugin adds, through Autoptimize's own filter `autoptimize_filter_js_exclude`, the folder our files are served
 * from and the ids of our handles' tags (`dropins-…`, which the localized data and inline scripts moved onto our
 * handles carry too), and tells it through `autoptimize_filter_js_consider_minified` that our files are minified (so
 * it does not copy them into its cache when it minifies excluded files). Everything else is optimized as set. The
 * filter `dropins_autoptimize_exclude` (return false) turns this off, for a site that serves our files otherwise.
 *
 * @package Dropins
 */

defined( 'ABSPATH' ) || exit;

/**
 * The exclusions this plugin adds to Autoptimize's JS optimization.
 */
class Dropins_Autoptimize {

	/**
	 * Hooks the exclusions (Autoptimize applies its filters only when it optimizes a page).
	 */
	public static function init() {
		add_filter( 'autoptimize_filter_js_exclude', array( __CLASS__, 'exclude' ), 20 );
		add_filter( 'autoptimize_filter_js_consider_minified', array( __CLASS__, 'minified' ), 20 );
	}

	/**
	 * Whether the exclusions apply (filter `dropins_autoptimize_exclude`).
	 *
	 * @return bool
	 */
	public static function active() {
		return (bool) apply_filters( 'dropins_autoptimize_exclude', true );
	}

	/**
	 * What Autoptimize must leave alone: the path of our files' folder, the id our tags start with, and the ids of the
	 * inline data of the original handles we replace.
	 *
	 * @return string[]
	 */
	public static function tokens() {
		$folder = (string) wp_parse_url( Dropins_Assets::url(), PHP_URL_PATH );
		$tokens = array( $folder ? trailingslashit( $folder ) : '', 'id="' . Dropins_Swap::PREFIX );
		// The data of an original handle we replace that prints under its own id (`wc-cart-fragments-js-extra` when
		// the handle is printed in another pass than ours): our script reads it at start too.
		foreach ( array_keys( Dropins_Swap::plan() ) as $handle ) {
			foreach ( array( 'extra', 'before', 'after' ) as $part ) {
				$tokens[] = 'id="' . $handle . '-js-' . $part . '"';
			}
		}
		return array_values( array_filter( $tokens ) );
	}

	/**
	 * Adds our tokens to Autoptimize's exclusions: a comma-separated string, or an array of token => flags.
	 *
	 * @param string|array $exclude Autoptimize's exclusions.
	 * @return string|array
	 */
	public static function exclude( $exclude ) {
		if ( ! self::active() ) {
			return $exclude;
		}
		if ( is_array( $exclude ) ) {
			foreach ( self::tokens() as $token ) {
				$exclude[ $token ] = '';
			}
			return $exclude;
		}
		$list = array_filter( array_map( 'trim', explode( ',', (string) $exclude ) ) );
		return implode( ', ', array_unique( array_merge( $list, self::tokens() ) ) );
	}

	/**
	 * Adds our files' folder to what Autoptimize considers minified already.
	 *
	 * @param array|false $minified Path fragments (false: none).
	 * @return array|false
	 */
	public static function minified( $minified ) {
		if ( ! self::active() ) {
			return $minified;
		}
		$folder = (string) wp_parse_url( Dropins_Assets::url(), PHP_URL_PATH );
		return $folder ? array_merge( is_array( $minified ) ? $minified : array(), array( trailingslashit( $folder ) ) ) : $minified;
	}
}
