<?php
/**
 * The swap: each original handle of an enabled widget becomes an empty alias of our script, at print time.
 *
 * Why at print time and not by dequeuing at `wp_enqueue_scripts`: WooCommerce attaches its localized data when
 * scripts are printed (`wp_print_scripts` / `wp_print_footer_scripts`, priority 5), and a dequeued handle comes
 * back as soon as another script depends on it (Woo Variation Gallery depends on `wc-add-to-cart-variation`). So at
 * priority 6 of both hooks each original handle keeps its name and its place in the queue, loses its file and its
 * dependencies (jQuery among them) and depends on ours instead; its localized data and inline scripts move onto our
 * handle, so they print right before our tag, as they printed before the original's. Dependants of the original still
 * find their dependency; when one of them is a script we do not replace, the original's own dependencies stay too
 * (it may rely on them). jQuery is printed only when something else still needs it. A widget that is off is not
 * touched at all: the original prints exactly as without this plugin. The helpers an enabled widget makes redundant
 * (Divi's fitvids, common.js ...) leave the queue unless a script that still prints depends on them.
 *
 * @package Dropins
 */

defined( 'ABSPATH' ) || exit;

/**
 * Print-time replacement of the originals' script handles.
 */
class Dropins_Swap {

	const PREFIX  = 'dropins-';
	const RUNTIME = 'dropins-runtime';

	/**
	 * Original handles already turned into aliases in this request, with their original dependencies.
	 *
	 * @var array<string, string[]>
	 */
	private static $aliased = array();

	/**
	 * Hooks the swap (front end only).
	 */
	public static function init() {
		if ( is_admin() ) {
			return;
		}
		add_action( 'wp_print_scripts', array( __CLASS__, 'swap' ), 6 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'swap' ), 6 );
		add_filter( 'et_builder_enable_jquery_body', array( __CLASS__, 'divi_jquery_body' ) );
		add_filter( 'script_loader_tag', array( __CLASS__, 'module_tag' ), 10, 2 );
	}

	/**
	 * The original handles to replace on this request, each with the widgets replacing it.
	 *
	 * @return array<string, string[]>
	 */
	public static function plan() {
		$enabled = array();
		$wanted  = array();
		foreach ( dropins_widgets() as $name => $widget ) {
			$enabled[ $name ] = Dropins_Settings::enabled( $name, $widget );
			foreach ( $widget['handles'] as $handle ) {
				$wanted[ $handle ][] = $name;
			}
		}
		$plan = array();
		foreach ( $wanted as $handle => $names ) {
			$all_on = array_reduce(
				$names,
				static function ( $carry, $name ) use ( $enabled ) {
					return $carry && $enabled[ $name ];
				},
				true
			);
			if ( $all_on ) {
				$plan[ $handle ] = $names;
			}
		}
		return $plan;
	}

	/**
	 * Turns every registered original handle of the plan into an alias of our scripts.
	 */
	public static function swap() {
		$scripts = wp_scripts();
		$plan    = self::plan();
		foreach ( $plan as $handle => $names ) {
			if ( ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
				continue;
			}
			$ours     = array_map( array( __CLASS__, 'register' ), $names );
			$original = $scripts->registered[ $handle ];
			if ( ! isset( self::$aliased[ $handle ] ) ) {
				self::$aliased[ $handle ] = $original->deps;
				$original->src            = false;
				$original->deps           = $ours;
				unset( $original->extra['strategy'] );
			}
			// A script we do not replace that depends on the original may rely on what the original pulled in
			// (WooCommerce's checkout uses jQuery blockUI through `woocommerce`): then those stay.
			if ( self::has_foreign_dependant( $scripts, $handle, $plan ) ) {
				$original->deps = array_values( array_unique( array_merge( $ours, self::$aliased[ $handle ] ) ) );
			}
			self::move_extra( $scripts, $handle, $ours[0] );
		}
		self::retire_helpers( $scripts, $plan );
	}

	/**
	 * Divi's "Defer jQuery and jQuery Migrate" option (`et_builder_enable_jquery_body`, asked once per page while
	 * scripts are enqueued) prints a stand-in `jQuery` in the head that queues calls until the real jQuery, moved to
	 * the body, replays them. When nothing queued needs jQuery once our scripts replace the originals (and their
	 * helpers retire), jQuery never prints and the stand-in would stay `window.jQuery` for good: then the option is
	 * answered off for the page, so no stand-in prints. A script enqueued after the question that needs jQuery still
	 * gets it, printed where WordPress prints it (the head), as with the option off.
	 *
	 * @param bool $enabled Whether Divi moves jQuery to the body.
	 * @return bool
	 */
	public static function divi_jquery_body( $enabled ) {
		$plan = self::plan();
		if ( ! $enabled || ! $plan ) {
			return $enabled;
		}
		$scripts = wp_scripts();
		$ignore  = $plan + array_fill_keys( self::helpers(), true );
		$seen    = array();
		foreach ( $scripts->queue as $handle ) {
			if ( ! isset( $ignore[ $handle ] ) && self::needs_jquery( $scripts, $handle, $seen ) ) {
				return $enabled;
			}
		}
		return false;
	}

	/**
	 * Whether a script is jQuery or depends on it, directly or through its dependencies.
	 *
	 * @param WP_Scripts          $scripts The script registry.
	 * @param string              $handle  Handle.
	 * @param array<string, bool> $seen    Handles already walked.
	 * @return bool
	 */
	private static function needs_jquery( $scripts, $handle, &$seen ) {
		if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return false;
		}
		$seen[ $handle ] = true;
		if ( in_array( $handle, array( 'jquery', 'jquery-core', 'jquery-migrate' ), true ) ) {
			return true;
		}
		foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
			if ( self::needs_jquery( $scripts, $dep, $seen ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The helper handles of the enabled widgets.
	 *
	 * @return string[]
	 */
	private static function helpers() {
		$helpers = array();
		foreach ( dropins_widgets() as $name => $widget ) {
			if ( ! empty( $widget['helpers'] ) && Dropins_Settings::enabled( $name, $widget ) ) {
				$helpers = array_merge( $helpers, (array) $widget['helpers'] );
			}
		}
		return $helpers;
	}

	/**
	 * Drops from the queue the helpers of enabled widgets (handles the originals enqueue beside their scripts, for
	 * work our widget does itself) when no script still to print depends on them, other than the originals we
	 * replace and the other helpers. jQuery then prints only if something else needs it. A helper another plugin's
	 * script depends on stays, with its own dependencies.
	 *
	 * @param WP_Scripts $scripts The script registry.
	 * @param array      $plan    The handles we replace.
	 */
	private static function retire_helpers( $scripts, $plan ) {
		$helpers = self::helpers();
		$ignore = $plan + array_fill_keys( $helpers, true );
		foreach ( $helpers as $handle ) {
			if ( ! in_array( $handle, $scripts->queue, true ) || in_array( $handle, $scripts->done, true ) ) {
				continue;
			}
			if ( ! self::has_foreign_dependant( $scripts, $handle, $ignore ) ) {
				$scripts->dequeue( $handle );
			}
		}
	}

	/**
	 * Whether a script that will print, and that we do not replace, depends on a handle.
	 *
	 * @param WP_Scripts $scripts The script registry.
	 * @param string     $handle  Original handle.
	 * @param array      $plan    The handles we replace.
	 * @return bool
	 */
	private static function has_foreign_dependant( $scripts, $handle, $plan ) {
		foreach ( $scripts->registered as $name => $script ) {
			if ( isset( $plan[ $name ] ) || ! in_array( $handle, (array) $script->deps, true ) ) {
				continue;
			}
			if ( $scripts->query( $name, 'enqueued' ) && ! in_array( $name, $scripts->done, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Registers our script for a widget (once) and returns its handle. With the classic build the handle depends on
	 * the shared runtime's handles (`dropins-runtime`, `dropins-core-extra`), so WordPress prints them once, before
	 * the first widget script of the page.
	 *
	 * @param string $widget Widget name.
	 * @return string
	 */
	public static function register( $widget ) {
		$handle = self::PREFIX . $widget;
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			$build = Dropins_Settings::build();
			$deps  = 'classic' !== $build ? array() : array_map( array( __CLASS__, 'register_shared' ), Dropins_Assets::shared_files( $widget ) );
			// A module's lazy chunks import its entry by its plain URL: with `?ver=` on the tag the browser would load
			// and run the entry a second time, as another module. The module build's files go without a version
			// (as the chunks they import always did).
			$version = 'module' === $build ? null : Dropins_Assets::version( $widget, $build );
			wp_register_script( $handle, Dropins_Assets::src( $widget, $build ), $deps, $version, self::args() );
		}
		return $handle;
	}

	/**
	 * Registers a shared file of the classic build (once) and returns its handle: `wp/runtime.js` is `dropins-runtime`.
	 * Every shared file but the runtime depends on the runtime, which defines the loader they call.
	 *
	 * @param string $file Path inside the dist folder.
	 * @return string
	 */
	public static function register_shared( $file ) {
		$handle = self::PREFIX . basename( $file, '.js' );
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			$deps = self::RUNTIME === $handle ? array() : array( self::RUNTIME );
			wp_register_script( $handle, Dropins_Assets::file_url( $file ), $deps, Dropins_Assets::file_version( $file ), self::args() );
			// A widget script WordPress prints blocking (one with an inline script after it cannot be deferred) runs
			// before the deferred runtime: the loader's queue, inline before the runtime, keeps what it asks for.
			$queue = self::RUNTIME === $handle ? Dropins_Assets::contents( 'wp/loader-queue.js' ) : '';
			if ( '' !== $queue ) {
				wp_add_inline_script( $handle, $queue, 'before' );
			}
		}
		return $handle;
	}

	/**
	 * How our scripts print: in the footer, deferred (they run in order, after the page is parsed).
	 *
	 * @return array
	 */
	private static function args() {
		return array(
			'in_footer' => true,
			'strategy'  => 'defer',
		);
	}

	/**
	 * Moves the original's localized data and inline scripts onto our handle, while ours is not printed yet
	 * (once it is, they stay on the alias, which prints after it; our deferred script runs after both).
	 *
	 * @param WP_Scripts $scripts The script registry.
	 * @param string     $from    Original handle.
	 * @param string     $to      Our handle.
	 */
	private static function move_extra( $scripts, $from, $to ) {
		if ( in_array( $to, $scripts->done, true ) ) {
			return;
		}
		$extra  = &$scripts->registered[ $from ]->extra;
		$target = &$scripts->registered[ $to ]->extra;
		if ( ! empty( $extra['data'] ) ) {
			$target['data'] = empty( $target['data'] ) ? $extra['data'] : $target['data'] . "\n" . $extra['data'];
		}
		foreach ( array( 'before', 'after' ) as $position ) {
			if ( ! empty( $extra[ $position ] ) ) {
				$target[ $position ] = array_merge( isset( $target[ $position ] ) ? (array) $target[ $position ] : array(), (array) $extra[ $position ] );
			}
		}
		unset( $extra['data'], $extra['before'], $extra['after'] );
	}

	/**
	 * With the ES-module build, our tags become `type="module"` (modules are deferred by nature).
	 *
	 * @param string $tag    The printed tag.
	 * @param string $handle Its handle.
	 * @return string
	 */
	public static function module_tag( $tag, $handle ) {
		if ( 0 !== strpos( $handle, self::PREFIX ) || 'module' !== Dropins_Settings::build() ) {
			return $tag;
		}
		$pattern = '/<script\b(?![^>]*\btype=)([^>]*\bsrc=)/';
		$tag     = preg_replace( '/(<script\b[^>]*?)\s+type=([\'"])text\/javascript\2/', '$1', $tag );
		$tag     = preg_replace( $pattern, '<script type="module"$1', $tag );
		return preg_replace( '/(<script type="module"[^>]*?)\s+defer(=([\'"])defer\3)?/', '$1', $tag );
	}
}
