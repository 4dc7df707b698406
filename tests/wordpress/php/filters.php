<?php
/**
 * Plugin Name: Islet end-to-end: Islet's filters
 * Description: Test-only. On `?islet-e2e-filter=disabled`, `islet_enabled` says no; on
 * `?islet-e2e-filter=keep-theme`, `islet_replaced_handles` keeps the theme's script and names a
 * handle no page registers; on `?islet-e2e-filter=no-head-script`, `islet_head_script` says no;
 * on `?islet-e2e-filter=late-styles-late`, `islet_late_styles_before_documents` says no (and,
 * with any of them, `&islet-e2e-core-hoist=off` turns WordPress's template output buffer off, so
 * it does not hoist the styles printed late into the head, as before 6.9);
 * on `?islet-e2e-filter=head-script-file`, `islet_head_script_inline` says no; on
 * `?islet-e2e-filter=csp-nonce`, a Content-Security-Policy that runs only scripts with its nonce
 * (and what they load), which WordPress's script filters add, as a site's CSP plugin does.
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$islet_e2e_filter = isset( $_GET['islet-e2e-filter'] ) ? (string) $_GET['islet-e2e-filter'] : '';
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['islet-e2e-core-hoist'] ) && 'off' === $_GET['islet-e2e-core-hoist'] ) {
	add_filter( 'wp_should_output_buffer_template_for_enhancement', '__return_false' );
}
if ( 'disabled' === $islet_e2e_filter ) {
	add_filter( 'islet_enabled', '__return_false' );
} elseif ( 'no-head-script' === $islet_e2e_filter ) {
	add_filter( 'islet_head_script', '__return_false' );
} elseif ( 'late-styles-late' === $islet_e2e_filter ) {
	add_filter( 'islet_late_styles_before_documents', '__return_false' );
} elseif ( 'head-script-file' === $islet_e2e_filter ) {
	add_filter( 'islet_head_script_inline', '__return_false' );
} elseif ( 'csp-nonce' === $islet_e2e_filter ) {
	$islet_e2e_nonce = function ( $attributes ) {
		return $attributes + array( 'nonce' => 'islet-e2e-nonce' );
	};
	add_filter( 'wp_script_attributes', $islet_e2e_nonce );
	add_filter( 'wp_inline_script_attributes', $islet_e2e_nonce );
	add_action(
		'send_headers',
		function () {
			header( "Content-Security-Policy: script-src 'nonce-islet-e2e-nonce' 'strict-dynamic'" );
		}
	);
} elseif ( 'keep-theme' === $islet_e2e_filter ) {
	add_filter(
		'islet_replaced_handles',
		function ( $handles ) {
			return array_merge( array_diff( $handles, array( 'hello-theme-frontend' ) ), array( 'islet-e2e-no-such-handle' ) );
		}
	);
}
