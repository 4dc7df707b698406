<?php
/**
 * Sets Islet's settings as the settings form would: `php settings.php <dir> <url> '<json>'`.
 */
list( , $root, $url, $json ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
update_option( 'islet_settings', Islet_Settings::sanitize( json_decode( $json, true ) ) );
echo wp_json_encode( get_option( 'islet_settings' ) );
