<?php
/**
 * Plugin Name: Islet end-to-end: WordPress before 6.5
 * Description: Test-only. On `?islet-e2e-pre65`, Islet takes the path it takes where WordPress has
 * no script modules (a classic handle printed as a module), and scripts print with
 * `type='text/javascript'`, as they did for themes without HTML5 script support.
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['islet-e2e-pre65'] ) ) {
	add_filter( 'islet_script_modules', '__return_false' );
	add_filter(
		'wp_script_attributes',
		function ( $attributes ) {
			return array( 'type' => 'text/javascript' ) + $attributes;
		}
	);
	// Inline scripts without a type too, as `wp_get_inline_script_tag` did: the head script is one.
	add_filter(
		'wp_inline_script_attributes',
		function ( $attributes ) {
			return $attributes + array( 'type' => 'text/javascript' );
		}
	);
}
