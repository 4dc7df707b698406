<?php
/**
 * Plugin Name: Islet end-to-end: offline site
 * Description: Test-only. The builder's Google Fonts links fail offline and log console errors.
 */
add_filter( 'elementor/frontend/print_google_fonts', '__return_false' );
add_filter( 'pre_option_elementor_google_font', function () { return '0'; } );
// No update checks: the site has no network, and each one would wait and log a warning.
add_filter( 'pre_site_transient_update_core', '__return_null' );
remove_action( 'init', 'wp_schedule_update_checks' );
add_filter( 'pre_http_request', function ( $response, $args, $url ) {
	$host = wp_parse_url( $url, PHP_URL_HOST );
	return '127.0.0.1' === $host ? $response : new WP_Error( 'offline', 'The end-to-end site is offline.' );
}, 10, 3 );
