<?php
/**
 * Plugin Name: Islet end-to-end: a third-party add-on
 * Description: Test-only. On `?islet-e2e-addon`, a script depending on jQuery and on the builder's
 * front end, written as add-on packs write theirs: in the footer (`1`), deferred in the footer
 * (`defer`), in the head (`head`), or in the head with inline code after it (`head-after`); or,
 * in the footer, one that takes `window.elementorFrontend` as its script runs (`captured`).
 * `?islet-e2e-kept-libraries=in-place` turns the plugin's `islet_move_kept_libraries` filter off.
 * `?islet-e2e-fa4-shim` turns the builder's "Load Font Awesome 4 Support" on for the request, as
 * sites upgraded from builder 2.x have it: the builder then prints Font Awesome's v4 shim in the head.
 */
add_action(
	'wp_enqueue_scripts',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$where = isset( $_GET['islet-e2e-addon'] ) ? sanitize_key( wp_unslash( $_GET['islet-e2e-addon'] ) ) : '';
		if ( '' === $where ) {
			return;
		}
		$args = 'defer' === $where ? array( 'in_footer' => true, 'strategy' => 'defer' ) : ! in_array( $where, array( 'head', 'head-after' ), true );
		$file = 'captured' === $where ? 'addon-captured.js' : 'addon.js';
		wp_enqueue_script( 'islet-e2e-addon', content_url( 'mu-plugins/' . $file ), array( 'jquery', 'elementor-frontend' ), '1', $args );
		if ( 'head-after' === $where ) {
			wp_add_inline_script( 'islet-e2e-addon', 'window.isletE2eAddonAfter = typeof jQuery;' );
		}
	}
);
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['islet-e2e-kept-libraries'] ) ) {
	add_filter( 'islet_move_kept_libraries', '__return_false' );
}
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['islet-e2e-fa4-shim'] ) ) {
	add_filter(
		'pre_option_elementor_load_fa4_shim',
		function () {
			return 'yes';
		}
	);
}
