<?php
/**
 * Sets Islet's settings as the settings form would: `php settings.php <dir> <url> '<json>'`; prints
 * the stored option (`false` when there is none), which is all it does without `<json>`.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
if ( isset( $argv[3] ) ) {
	update_option( 'islet_settings', Islet_Settings::sanitize( json_decode( $argv[3], true ) ) );
}
echo wp_json_encode( get_option( 'islet_settings' ) );
