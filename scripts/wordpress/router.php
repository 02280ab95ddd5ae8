<?php
/**
 * Router for `php -S` (test shop only): existing files are served as they are, everything else goes to WordPress,
 * as the rewrite rules of a real server do (so /favicon.ico gets WordPress's answer instead of a bare 404).
 *
 * @package Dropins
 */

$dropins_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $dropins_path && is_file( __DIR__ . $dropins_path ) ) {
	return false;
}
require __DIR__ . '/index.php';
