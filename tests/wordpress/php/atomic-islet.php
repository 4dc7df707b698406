<?php
/**
 * Deactivates or reactivates Islet, so a page renders with the builder's own scripts for every
 * visitor: `php atomic-islet.php <wordpress dir> <site url> off|on`. Prints whether it is active.
 */
list( , $root, $url, $state ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( 'off' === $state ) {
	deactivate_plugins( 'islet/islet.php', true );
} else {
	$activated = activate_plugin( 'islet/islet.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, $activated->get_error_message() );
		exit( 1 );
	}
}
echo wp_json_encode( array( 'islet' => is_plugin_active( 'islet/islet.php' ) ) );
