<?php
/**
 * Plugin Name: Islet end-to-end: no builder, or an unsupported one
 * Description: Test-only. On `?islet-e2e-builder=missing` the builder and its Pro add-on are not
 * loaded for the request, on `?islet-e2e-builder=no-pro` only the Pro add-on is not; on `?islet-e2e-builder=<version>` the builder reports that version (it
 * is defined here first, before the builder's own definition, which then only logs a warning).
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$islet_e2e_builder = isset( $_GET['islet-e2e-builder'] ) ? (string) $_GET['islet-e2e-builder'] : '';
// Not in wp-admin: there WordPress saves the filtered list back when it touches it, which would
// deactivate the builder for good (the suite checks the missing builder's notice from the command
// line, notices.php).
if ( 'missing' === $islet_e2e_builder && ! is_admin() ) {
	add_filter(
		'option_active_plugins',
		function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'elementor/elementor.php', 'pro-elements/pro-elements.php' ) ) );
		}
	);
} elseif ( 'no-pro' === $islet_e2e_builder && ! is_admin() ) {
	// The builder alone, without its Pro add-on, for this request.
	add_filter(
		'option_active_plugins',
		function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'pro-elements/pro-elements.php' ) ) );
		}
	);
} elseif ( preg_match( '/^\d+\.\d+\.\d+$/', $islet_e2e_builder ) ) {
	define( 'ELEMENTOR_VERSION', $islet_e2e_builder );
}
