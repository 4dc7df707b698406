<?php
/**
 * Plugin Name: Islet end-to-end: Islet's filters
 * Description: Test-only. On `?islet-e2e-filter=disabled`, `islet_enabled` says no; on
 * `?islet-e2e-filter=keep-theme`, `islet_replaced_handles` keeps the theme's script and names a
 * handle no page registers; on `?islet-e2e-filter=no-head-script`, `islet_head_script` says no.
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$islet_e2e_filter = isset( $_GET['islet-e2e-filter'] ) ? (string) $_GET['islet-e2e-filter'] : '';
if ( 'disabled' === $islet_e2e_filter ) {
	add_filter( 'islet_enabled', '__return_false' );
} elseif ( 'no-head-script' === $islet_e2e_filter ) {
	add_filter( 'islet_head_script', '__return_false' );
} elseif ( 'keep-theme' === $islet_e2e_filter ) {
	add_filter(
		'islet_replaced_handles',
		function ( $handles ) {
			return array_merge( array_diff( $handles, array( 'hello-theme-frontend' ) ), array( 'islet-e2e-no-such-handle' ) );
		}
	);
}
