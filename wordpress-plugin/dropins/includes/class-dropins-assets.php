<?php
/**
 * Where our built scripts are and how they are addressed.
 *
 * The plugin serves the repository's `dist/` (copied into the plugin's own `dist/` folder when it is packaged):
 * `dist/<widget>.js` (classic scripts, with any lazily fetched parts beside them) and `dist/esm/<widget>.js` (the
 * ES-module build, sharing `dist/esm/runtime.js`). URLs carry a version made from the file's content, so a new build
 * is never served from a stale cache.
 *
 * @package Dropins
 */

defined( 'ABSPATH' ) || exit;

/**
 * Paths and URLs of the built scripts.
 */
class Dropins_Assets {

	/**
	 * Content versions already computed in this request, by path.
	 *
	 * @var array<string, string>
	 */
	private static $versions = array();

	/**
	 * The folder holding the built scripts (filter `dropins_dist_dir`).
	 *
	 * @return string
	 */
	public static function dir() {
		return untrailingslashit( apply_filters( 'dropins_dist_dir', plugin_dir_path( DROPINS_FILE ) . 'dist' ) );
	}

	/**
	 * The URL of that folder (filter `dropins_dist_url`, e.g. to serve it from a CDN).
	 *
	 * @return string
	 */
	public static function url() {
		return untrailingslashit( apply_filters( 'dropins_dist_url', plugins_url( 'dist', DROPINS_FILE ) ) );
	}

	/**
	 * The file of a widget inside the dist folder for a build.
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic' or 'module'.
	 * @return string Relative path.
	 */
	public static function file( $widget, $build ) {
		return ( 'module' === $build ? 'esm/' : '' ) . $widget . '.js';
	}

	/**
	 * Whether the widget's script has been built (a widget without its file is never enabled).
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic' or 'module'.
	 * @return bool
	 */
	public static function exists( $widget, $build = 'classic' ) {
		return is_readable( self::dir() . '/' . self::file( $widget, $build ) );
	}

	/**
	 * The script's URL (without version).
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic' or 'module'.
	 * @return string
	 */
	public static function src( $widget, $build ) {
		return self::url() . '/' . self::file( $widget, $build );
	}

	/**
	 * A short hash of the script's content, used as its `ver`.
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic' or 'module'.
	 * @return string
	 */
	public static function version( $widget, $build ) {
		$path = self::dir() . '/' . self::file( $widget, $build );
		if ( ! isset( self::$versions[ $path ] ) ) {
			$hash                    = is_readable( $path ) ? md5_file( $path ) : false;
			self::$versions[ $path ] = $hash ? substr( $hash, 0, 10 ) : DROPINS_VERSION;
		}
		return self::$versions[ $path ];
	}
}
