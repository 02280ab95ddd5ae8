<?php
/**
 * Where our built scripts are and how they are addressed.
 *
 * The plugin serves the repository's `dist/` (copied into the plugin's own `dist/` folder when it is packaged):
 * `dist/wp/<widget>.js` (the classic build, the default: classic scripts that share one runtime, `dist/wp/runtime.js`,
 * and the shared core several widgets use, `dist/wp/core-extra.js`, printed once as handles the widget handles depend
 * on, as WordPress's own packages depend on `wp-element`; `dist/wp/manifest.json` says which shared files each widget
 * needs at start; lazily fetched parts sit beside them) and `dist/esm/<widget>.js` (the ES-module build, sharing
 * `dist/esm/runtime.js` through imports). The standalone `dist/<widget>.js`, each carrying its own runtime (the drop-in
 * for pages without this plugin), can be chosen too (build `standalone`). URLs carry a version made from the file's content, so a new build is never served from a
 * stale cache.
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
	 * The classic build's manifest, once read in this request.
	 *
	 * @var array<string, mixed>|null
	 */
	private static $manifest = null;

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
	 * @param string $build  'classic', 'module' or 'standalone'.
	 * @return string Relative path.
	 */
	public static function file( $widget, $build ) {
		$folders = array(
			'module'     => 'esm/',
			'standalone' => '',
		);
		return ( isset( $folders[ $build ] ) ? $folders[ $build ] : 'wp/' ) . $widget . '.js';
	}

	/**
	 * The shared files of the classic build a widget needs at start, the runtime first (it defines the loader the
	 * others call), each as a path inside the dist folder.
	 *
	 * @param string $widget Widget name.
	 * @return string[] E.g. array( 'wp/runtime.js', 'wp/core-extra.js' ).
	 */
	public static function shared_files( $widget ) {
		if ( null === self::$manifest ) {
			$decoded        = json_decode( self::contents( 'wp/manifest.json' ), true );
			self::$manifest = is_array( $decoded ) ? $decoded : array();
		}
		$imports = isset( self::$manifest[ $widget ]['imports'] ) && is_array( self::$manifest[ $widget ]['imports'] ) ? self::$manifest[ $widget ]['imports'] : array();
		$files   = array();
		foreach ( $imports as $file ) {
			// Only plain file names of this folder (the manifest is ours, but a path never leaves it).
			if ( is_string( $file ) && preg_match( '/^[\w.-]+\.js$/', $file ) ) {
				$files[] = 'wp/' . $file;
			}
		}
		usort(
			$files,
			static function ( $a, $b ) {
				return (int) ( 'wp/runtime.js' !== $a ) - (int) ( 'wp/runtime.js' !== $b );
			}
		);
		return $files;
	}

	/**
	 * Whether the widget's script has been built (a widget without its file is never enabled).
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic', 'module' or 'standalone'.
	 * @return bool
	 */
	public static function exists( $widget, $build = 'classic' ) {
		if ( ! is_readable( self::dir() . '/' . self::file( $widget, $build ) ) ) {
			return false;
		}
		if ( 'classic' !== $build ) {
			return true;
		}
		$shared = self::shared_files( $widget );
		foreach ( $shared as $file ) {
			if ( ! is_readable( self::dir() . '/' . $file ) ) {
				return false;
			}
		}
		return in_array( 'wp/runtime.js', $shared, true );
	}

	/**
	 * The script's URL (without version).
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic', 'module' or 'standalone'.
	 * @return string
	 */
	public static function src( $widget, $build ) {
		return self::url() . '/' . self::file( $widget, $build );
	}

	/**
	 * The text of a file inside the dist folder ('' when it is missing).
	 *
	 * @param string $file Path inside the dist folder.
	 * @return string
	 */
	public static function contents( $file ) {
		$path = self::dir() . '/' . $file;
		return is_readable( $path ) ? trim( (string) file_get_contents( $path ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * The URL of a file inside the dist folder (without version).
	 *
	 * @param string $file Path inside the dist folder.
	 * @return string
	 */
	public static function file_url( $file ) {
		return self::url() . '/' . $file;
	}

	/**
	 * A short hash of the script's content, used as its `ver`.
	 *
	 * @param string $widget Widget name.
	 * @param string $build  'classic', 'module' or 'standalone'.
	 * @return string
	 */
	public static function version( $widget, $build ) {
		return self::file_version( self::file( $widget, $build ) );
	}

	/**
	 * A short hash of a file's content inside the dist folder, used as its `ver`.
	 *
	 * @param string $file Path inside the dist folder.
	 * @return string
	 */
	public static function file_version( $file ) {
		$path = self::dir() . '/' . $file;
		if ( ! isset( self::$versions[ $path ] ) ) {
			$hash                    = is_readable( $path ) ? md5_file( $path ) : false;
			self::$versions[ $path ] = $hash ? substr( $hash, 0, 10 ) : DROPINS_VERSION;
		}
		return self::$versions[ $path ];
	}
}
