<?php
/**
 * Settings: which widgets are on, and which build is served.
 *
 * Stored in one option, `dropins`: `widgets` maps a widget name to `auto` (on when its original plugin is active, the
 * default), `on` or `off`; `build` is `classic` (default: classic scripts sharing one runtime), `module` (ES modules) or
 * `standalone` (one self-contained classic script per widget). Code-minded owners can use the filters
 * `dropins_widget_enabled` ($enabled, $widget) and `dropins_build` ($build) instead of the screen.
 *
 * @package Dropins
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option, the decisions made from it, and the Settings → Dropins screen.
 */
class Dropins_Settings {

	const OPTION = 'dropins';
	const MODES  = array( 'auto', 'on', 'off' );
	const BUILDS = array( 'classic', 'module', 'standalone' );

	/**
	 * Hooks the screen.
	 */
	public static function init() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( DROPINS_FILE ), array( __CLASS__, 'action_link' ) );
	}

	/**
	 * The stored settings, with defaults.
	 *
	 * @return array{widgets: array<string, string>, build: string}
	 */
	public static function get() {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'widgets' => isset( $stored['widgets'] ) && is_array( $stored['widgets'] ) ? $stored['widgets'] : array(),
			'build'   => self::known_build( isset( $stored['build'] ) ? $stored['build'] : '' ),
		);
	}

	/**
	 * A build name, or 'classic' for anything unknown.
	 *
	 * @param mixed $build Stored, filtered or posted value.
	 * @return string
	 */
	private static function known_build( $build ) {
		return in_array( $build, self::BUILDS, true ) ? $build : 'classic';
	}

	/**
	 * The build served: 'classic', 'module' or 'standalone'.
	 *
	 * @return string
	 */
	public static function build() {
		return self::known_build( apply_filters( 'dropins_build', self::get()['build'] ) );
	}

	/**
	 * The owner's choice for a widget: auto, on or off.
	 *
	 * @param string $widget Widget name.
	 * @return string
	 */
	public static function mode( $widget ) {
		$widgets = self::get()['widgets'];
		$mode    = isset( $widgets[ $widget ] ) ? $widgets[ $widget ] : 'auto';
		return in_array( $mode, self::MODES, true ) ? $mode : 'auto';
	}

	/**
	 * Whether a widget replaces its original on this request.
	 *
	 * @param string $widget     Widget name.
	 * @param array  $definition Its entry in dropins_widgets().
	 * @return bool
	 */
	public static function enabled( $widget, $definition ) {
		$mode    = self::mode( $widget );
		$enabled = 'on' === $mode || ( 'auto' === $mode && call_user_func( $definition['active'] ) );
		$enabled = $enabled && Dropins_Assets::exists( $widget, self::build() );
		return (bool) apply_filters( 'dropins_widget_enabled', $enabled, $widget );
	}

	/**
	 * Registers the option with its sanitizer.
	 */
	public static function register() {
		register_setting(
			'dropins',
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'default'           => array(),
			)
		);
	}

	/**
	 * Keeps only known widgets and modes.
	 *
	 * @param mixed $input Posted value.
	 * @return array
	 */
	public static function sanitize( $input ) {
		$input   = is_array( $input ) ? $input : array();
		$widgets = array();
		foreach ( array_keys( dropins_widgets() ) as $name ) {
			$mode             = isset( $input['widgets'][ $name ] ) ? sanitize_key( $input['widgets'][ $name ] ) : 'auto';
			$widgets[ $name ] = in_array( $mode, self::MODES, true ) ? $mode : 'auto';
		}
		return array(
			'widgets' => $widgets,
			'build'   => self::known_build( isset( $input['build'] ) ? $input['build'] : '' ),
		);
	}

	/**
	 * Adds Settings → Dropins.
	 */
	public static function menu() {
		add_options_page( __( 'Dropins', 'dropins' ), __( 'Dropins', 'dropins' ), 'manage_options', 'dropins', array( __CLASS__, 'render' ) );
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links Existing links.
	 * @return string[]
	 */
	public static function action_link( $links ) {
		$links[] = '<a href="' . esc_url( admin_url( 'options-general.php?page=dropins' ) ) . '">' . esc_html__( 'Settings', 'dropins' ) . '</a>';
		return $links;
	}

	/**
	 * The settings screen.
	 */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = self::get();
		$labels   = array(
			'auto' => __( 'Automatic (on when the original plugin is active)', 'dropins' ),
			'on'   => __( 'On', 'dropins' ),
			'off'  => __( 'Off (the original script)', 'dropins' ),
		);
		echo '<div class="wrap"><h1>' . esc_html__( 'Dropins', 'dropins' ) . '</h1>';
		echo '<p>' . esc_html__( 'Each widget replaces an original plugin script on the visitor side; markup, settings and stylesheets stay as they are. A script shared by two widgets is replaced only when both are on.', 'dropins' ) . '</p>';
		echo '<form method="post" action="options.php">';
		settings_fields( 'dropins' );
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Widget', 'dropins' ) . '</th><th scope="col">' . esc_html__( 'Replaces', 'dropins' ) . '</th><th scope="col">' . esc_html__( 'Setting', 'dropins' ) . '</th><th scope="col">' . esc_html__( 'Now', 'dropins' ) . '</th></tr></thead><tbody>';
		foreach ( dropins_widgets() as $name => $widget ) {
			$id = 'dropins-widget-' . $name;
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $widget['label'] ) . '</label></th>';
			echo '<td>' . esc_html( $widget['original'] ) . '<br><code>' . esc_html( implode( ', ', $widget['handles'] ) ) . '</code></td>';
			echo '<td><select id="' . esc_attr( $id ) . '" name="' . esc_attr( self::OPTION . '[widgets][' . $name . ']' ) . '">';
			foreach ( $labels as $mode => $label ) {
				echo '<option value="' . esc_attr( $mode ) . '"' . selected( self::mode( $name ), $mode, false ) . '>' . esc_html( $label ) . '</option>';
			}
			echo '</select></td><td>' . esc_html( self::status( $name, $widget ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
		echo '<fieldset style="margin-top:1em"><legend>' . esc_html__( 'Build served', 'dropins' ) . '</legend>';
		echo '<label><input type="radio" name="dropins[build]" value="classic"' . checked( $settings['build'], 'classic', false ) . '> ' . esc_html__( 'Classic scripts (widgets share one runtime script; every browser)', 'dropins' ) . '</label><br>';
		echo '<label><input type="radio" name="dropins[build]" value="module"' . checked( $settings['build'], 'module', false ) . '> ' . esc_html__( 'ES modules (widgets share one runtime file; modern browsers only)', 'dropins' ) . '</label><br>';
		echo '<label><input type="radio" name="dropins[build]" value="standalone"' . checked( $settings['build'], 'standalone', false ) . '> ' . esc_html__( 'Standalone classic scripts (each widget one self-contained file with its own runtime; heavier)', 'dropins' ) . '</label>';
		echo '</fieldset>';
		echo '<h2>' . esc_html__( 'Script optimizers and page caches', 'dropins' ) . '</h2>';
		echo '<p>' . esc_html__( 'Autoptimize: our scripts fetch their lazy parts from beside their own file, and read the data printed before them when they start. Aggregated, minified one by one or deferred by Autoptimize, they would run from its cache folder, where those parts are not, or before that data. So this plugin adds our files and their inline data to Autoptimize\'s JavaScript exclusions (through its filter autoptimize_filter_js_exclude); every other script is optimized as set. The filter dropins_autoptimize_exclude (return false) turns this off.', 'dropins' ) . '</p>';
		echo '<p>' . esc_html__( 'Page caches: a cached page carries nonces that expire. Contact decoding asks for a fresh nonce and works; Woo Discount Rules\' quantity price cannot renew its nonce and is not shown on a page older than a day; the Divi contact form says "Please refresh the page and try again" and keeps what was typed. Keep the cache lifetime under the nonce lifetime (a day by default) where these matter.', 'dropins' ) . '</p>';
		submit_button();
		echo '</form></div>';
	}

	/**
	 * What the screen says about a widget right now.
	 *
	 * @param string $name   Widget name.
	 * @param array  $widget Its definition.
	 * @return string
	 */
	private static function status( $name, $widget ) {
		if ( ! Dropins_Assets::exists( $name, self::build() ) ) {
			return __( 'Off: its script is not in this build', 'dropins' );
		}
		if ( self::enabled( $name, $widget ) ) {
			return __( 'On', 'dropins' );
		}
		return call_user_func( $widget['active'] ) ? __( 'Off', 'dropins' ) : __( 'Off: the original plugin is not active', 'dropins' );
	}
}
