<?php
/**
 * Plugin Name: Islet end-to-end: a third-party add-on
 * Description: Test-only. On `?islet-e2e-addon`, a script depending on jQuery and on the builder's
 * front end, written as add-on packs write theirs.
 */
add_action(
	'wp_enqueue_scripts',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( isset( $_GET['islet-e2e-addon'] ) ) {
			wp_enqueue_script( 'islet-e2e-addon', content_url( 'mu-plugins/addon.js' ), array( 'jquery', 'elementor-frontend' ), '1', true );
		}
	}
);
