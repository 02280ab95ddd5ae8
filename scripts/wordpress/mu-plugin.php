<?php
/**
 * Plugin Name: Dropins test shop
 * Description: Only for the offline test shop of `npm run wordpress`: no mail, no loopback requests, no request
 * leaves the machine (CleanTalk's service answers from here, as it answers a site whose access key it accepted), a
 * classic mini-cart widget (twentytwentyfive is a block theme and enqueues no cart fragments otherwise), and test
 * switches read from cookies: `dropins=off` turns every widget off through the plugin's own filter (the originals
 * print), `dropins=unhooked` removes the plugin's hooks altogether (as if it were not installed: the page must be the
 * same as with `off`), `dropins_build=module` serves the ES-module build (`=standalone` the
 * self-contained classic scripts), `dropins_theme=divi` shows the same shop
 * under the Divi theme (the second shop; `?dropins_theme=divi` or `?dropins_theme=` in a URL sets or clears it),
 * `dropins_divi=<option>:<on|off>|...` switches Divi's performance options for the request,
 * `dropins_third_party=<handle>` adds another plugin's script that depends on that handle.
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

/*
 * WooCommerce gives up on a mini-cart refresh after 5 s (`request_timeout`), the original script and ours alike, and
 * the mini-cart then stays empty. This shop's one PHP server, on a test machine that is busy with the browsers, can
 * take longer than that to answer: the shop waits a minute, so that the journeys judge the scripts, not the server.
 */
add_filter(
	'woocommerce_get_script_data',
	static function ( $params, $handle ) {
		if ( 'wc-cart-fragments' === $handle && is_array( $params ) ) {
			$params['request_timeout'] = 60000;
		}
		return $params;
	},
	10,
	2
);

/*
 * Nothing reaches the network. PHP's HTTP stack here is WordPress's Requests library: WordPress's HTTP API uses it,
 * and CleanTalk calls it directly (its setting `wp__use_builtin_http_api`, on by default, bypasses the API's filters
 * and WP_HTTP_BLOCK_EXTERNAL). So Requests gets one transport, this one, instead of cURL and sockets: every request
 * fails at once, as on a machine without a network, except CleanTalk's, which get the answers its service gives a
 * site whose access key it accepted: the key check (`notice_paid_till`, which its cron repeats) says the key is
 * valid, and the moderation server (comment checks, contact decoding) lets the visitor through.
 */
if ( class_exists( '\WpOrg\Requests\Requests' ) ) {
	/**
	 * The test shop's only Requests transport.
	 */
	final class Dropins_Offline_Transport implements \WpOrg\Requests\Transport {
		/**
		 * One request: CleanTalk's answer, or a failure.
		 *
		 * @param string       $url     URL.
		 * @param array        $headers Headers.
		 * @param string|array $data    Body.
		 * @param array        $options Options.
		 * @return string The raw HTTP response.
		 * @throws \WpOrg\Requests\Exception When the request would leave the machine.
		 */
		public function request( $url, $headers = array(), $data = array(), $options = array() ) {
			$host = (string) wp_parse_url( $url, PHP_URL_HOST );
			$body = $data;
			if ( is_string( $body ) ) {
				parse_str( $body, $body );
			}
			$answer = null;
			if ( preg_match( '/^moderate\d*\.cleantalk\.org$/', $host ) ) {
				$answer = array(
					'allow'          => 1,
					'comment'        => '',
					'codes'          => 'ALLOWED',
					'id'             => md5( is_string( $data ) ? $data : wp_json_encode( $data ) ),
					'stop_queue'     => 0,
					'spam'           => 0,
					'inactive'       => 0,
					'account_status' => 1,
					'received'       => 1,
				);
			} elseif ( preg_match( '/^api\d*\.cleantalk\.org$/', $host ) && is_array( $body ) && isset( $body['method_name'] ) && 'notice_paid_till' === $body['method_name'] ) {
				$answer = array(
					'data' => array(
						'valid'       => 1,
						'moderate'    => 1,
						'product_id'  => 1,
						'service_id'  => 1,
						'user_token'  => 'dropinstestshoptoken',
						'show_notice' => 0,
						'trial'       => 0,
						'renew'       => 0,
						'show_review' => 0,
					),
				);
			}
			if ( null === $answer ) {
				throw new \WpOrg\Requests\Exception( 'The Dropins test shop is offline: ' . $host, 'dropins_offline' );
			}
			$json = (string) wp_json_encode( $answer );
			return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " . strlen( $json ) . "\r\n\r\n" . $json;
		}

		/**
		 * Several requests, one by one.
		 *
		 * @param array $requests Requests.
		 * @param array $options  Options.
		 * @return array Raw responses or exceptions.
		 */
		public function request_multiple( $requests, $options ) {
			$out = array();
			foreach ( $requests as $id => $r ) {
				try {
					$out[ $id ] = $this->request( $r['url'], $r['headers'], $r['data'], $r['options'] );
				} catch ( \WpOrg\Requests\Exception $e ) {
					$out[ $id ] = $e;
				}
			}
			return $out;
		}

		/**
		 * Always usable.
		 *
		 * @param array $capabilities Wanted capabilities.
		 * @return bool
		 */
		public static function test( $capabilities = array() ) {
			return true;
		}
	}
	$dropins_transports = new ReflectionProperty( '\WpOrg\Requests\Requests', 'transports' );
	$dropins_transports->setAccessible( true );
	$dropins_transports->setValue( null, array( 'Dropins_Offline_Transport' => 'Dropins_Offline_Transport' ) );
}

/*
 * The second shop: the same site and catalogue under the Divi theme, for a visitor with the cookie
 * `dropins_theme=divi` (read as WordPress reads the active theme, so Divi's own PHP renders every page).
 */
$dropins_theme = isset( $_COOKIE['dropins_theme'] ) ? (string) $_COOKIE['dropins_theme'] : '';
if ( isset( $_GET['dropins_theme'] ) ) {
	$dropins_theme = 'divi' === $_GET['dropins_theme'] ? 'divi' : '';
	setcookie( 'dropins_theme', $dropins_theme, $dropins_theme ? 0 : 1, '/' );
}
if ( 'divi' === $dropins_theme || ( defined( 'DROPINS_THEME' ) && 'divi' === DROPINS_THEME ) ) {
	$dropins_divi = static function () {
		return 'Divi';
	};
	add_filter( 'pre_option_template', $dropins_divi );
	add_filter( 'pre_option_stylesheet', $dropins_divi );
}

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
			remove_filter( 'et_builder_enable_jquery_body', array( 'Dropins_Swap', 'divi_jquery_body' ) );
		}
	);
}
if ( isset( $_COOKIE['dropins_build'] ) && in_array( $_COOKIE['dropins_build'], array( 'module', 'standalone' ), true ) ) {
	$dropins_build = sanitize_key( $_COOKIE['dropins_build'] );
	add_filter(
		'dropins_build',
		static function () use ( $dropins_build ) {
			return $dropins_build;
		}
	);
}

/*
 * `dropins_divi=<option>:<on|off>|...`: Divi's performance options (Theme Options → General → Performance) for this
 * request, as Divi reads them from its `et_divi` option: `dynamic_module_framework`, `dynamic_css`,
 * `dynamic_js_libraries`, `critical_css`, `enable_jquery_body` (defer jQuery and jQuery Migrate),
 * `enable_jquery_compatibility`, `enable_jquery_body_super`, `inline_stylesheet`.
 */
if ( isset( $_COOKIE['dropins_divi'] ) ) {
	$dropins_divi_options = array();
	foreach ( explode( '|', (string) $_COOKIE['dropins_divi'] ) as $dropins_pair ) {
		if ( preg_match( '/^(dynamic_module_framework|dynamic_css|dynamic_js_libraries|critical_css|enable_jquery_body|enable_jquery_compatibility|enable_jquery_body_super|inline_stylesheet):(on|off)$/', trim( $dropins_pair ), $dropins_match ) ) {
			$dropins_divi_options[ 'divi_' . $dropins_match[1] ] = $dropins_match[2];
		}
	}
	$dropins_divi_filter = static function ( $value ) use ( $dropins_divi_options ) {
		return array_merge( is_array( $value ) ? $value : array(), $dropins_divi_options );
	};
	add_filter( 'option_et_divi', $dropins_divi_filter );
	add_filter( 'default_option_et_divi', $dropins_divi_filter );
}

// `dropins_third_party=<handle>`: another plugin's script that depends on that handle (a helper we retire stays).
if ( isset( $_COOKIE['dropins_third_party'] ) && preg_match( '/^[a-z0-9-]+$/', (string) $_COOKIE['dropins_third_party'] ) ) {
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_register_script( 'dropins-test-third-party', false, array( (string) $_COOKIE['dropins_third_party'] ), '1', true );
			wp_enqueue_script( 'dropins-test-third-party' );
			wp_add_inline_script( 'dropins-test-third-party', 'window.dropinsThirdPartyRan = true;' );
		},
		1000
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

/*
 * `dropins_ao=<mode>`: Autoptimize (active in the shop, its JS optimization off for everyone else) optimizes this
 * visitor's pages: `aggregate` (aggregate and minify the script files, deferred; inline scripts stay where they are),
 * `inline` (the same, inline scripts aggregated too) or `defer` (its defaults: each script minified on its own and
 * deferred, inline scripts deferred too). Read through its options, so one site serves every mode. Its CSS and HTML
 * optimization stay off (the pages are compared for what scripts do). `dropins_ao_exclusion=off` removes the
 * exclusion our plugin adds, to show what it is for.
 */
$dropins_ao      = isset( $_COOKIE['dropins_ao'] ) ? (string) $_COOKIE['dropins_ao'] : '';
$dropins_ao_mode = array(
	'aggregate' => array( 'aggregate' => 'on', 'include_inline' => '', 'defer_not_aggregate' => '', 'defer_inline' => '' ),
	'inline'    => array( 'aggregate' => 'on', 'include_inline' => 'on', 'defer_not_aggregate' => '', 'defer_inline' => '' ),
	'defer'     => array( 'aggregate' => '', 'include_inline' => '', 'defer_not_aggregate' => 'on', 'defer_inline' => 'on' ),
);
$dropins_ao_options = array(
	'autoptimize_js'         => isset( $dropins_ao_mode[ $dropins_ao ] ) ? 'on' : '',
	'autoptimize_css'        => '',
	'autoptimize_html'       => '',
	'autoptimize_js_exclude' => '',
	'autoptimize_js_trycatch' => '',
	'autoptimize_js_forcehead' => '',
	'autoptimize_js_justhead' => '',
	'autoptimize_optimize_logged' => 'on',
	'autoptimize_minify_excluded' => 'on',
);
foreach ( isset( $dropins_ao_mode[ $dropins_ao ] ) ? $dropins_ao_mode[ $dropins_ao ] : array() as $dropins_key => $dropins_value ) {
	$dropins_ao_options[ 'autoptimize_js_' . $dropins_key ] = $dropins_value;
}
foreach ( $dropins_ao_options as $dropins_key => $dropins_value ) {
	add_filter(
		'pre_option_' . $dropins_key,
		static function () use ( $dropins_value ) {
			return $dropins_value;
		}
	);
}
if ( isset( $_COOKIE['dropins_ao_exclusion'] ) && 'off' === $_COOKIE['dropins_ao_exclusion'] ) {
	add_filter( 'dropins_autoptimize_exclude', '__return_false' );
}

/*
 * `dropins_clock=<seconds>`: for this visitor every nonce is made and checked as if the clock were that much later
 * (its nonce tick is counted from a life shortened in proportion), so a page printed earlier, as WP Super Cache serves
 * it, carries nonces that have expired, and a fresh nonce asked for now is valid. The page cache's key leaves it out.
 */
if ( isset( $_COOKIE['dropins_clock'] ) && ctype_digit( (string) $_COOKIE['dropins_clock'] ) ) {
	$dropins_clock = (int) $_COOKIE['dropins_clock'];
	add_filter(
		'nonce_life',
		static function ( $life ) use ( $dropins_clock ) {
			$now = time();
			return $life * $now / ( $now + $dropins_clock );
		},
		1000
	);
}
