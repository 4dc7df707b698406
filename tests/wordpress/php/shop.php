<?php
/**
 * Plugin Name: Islet end-to-end: the shop, on its own requests
 * Description: Test-only. The real WooCommerce (installed by shop-setup.php) is loaded only for
 * requests that ask for it: the `islet_e2e_shop` cookie (the shop test's browsers), the
 * `?islet-e2e-shop` query, or ISLET_E2E_SHOP in a command's environment. Every other page of the
 * shared site renders as it does without a shop, so the other files' checks (scripts, bytes, no
 * jQuery) keep their meaning. On `?islet-e2e-shop=all` every front-end script of the shop Islet
 * knows about is enqueued by its real handle, for the plugin's script-graph check.
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
$islet_e2e_shop = isset( $_COOKIE['islet_e2e_shop'] ) || isset( $_GET['islet-e2e-shop'] ) || getenv( 'ISLET_E2E_SHOP' );
// Both ways, whatever is stored: a request without the shop that saves the list (an activation)
// must not store it, and one with it must not lose it.
add_filter(
	'option_active_plugins',
	function ( $plugins ) use ( $islet_e2e_shop ) {
		$plugins = array_values( array_diff( (array) $plugins, array( 'woocommerce/woocommerce.php' ) ) );
		if ( $islet_e2e_shop && is_dir( WP_PLUGIN_DIR . '/woocommerce' ) ) {
			$plugins[] = 'woocommerce/woocommerce.php';
		}
		return $plugins;
	}
);
// The site sends no mail (a new customer's, an order's): there is no sendmail here.
if ( $islet_e2e_shop ) {
	add_filter( 'pre_wp_mail', '__return_false' );
}
// phpcs:ignore WordPress.Security.NonceVerification.Recommended
if ( isset( $_GET['islet-e2e-shop'] ) && 'all' === $_GET['islet-e2e-shop'] ) {
	add_action(
		'wp_enqueue_scripts',
		function () {
			foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-cart', 'wc-checkout', 'wc-add-to-cart-variation' ) as $handle ) {
				wp_enqueue_script( $handle );
			}
		},
		20
	);
}
// The original view of the shop test: Islet off for this browser, a visitor like Islet's view
// (`?islet=off` needs an administrator, whose cart and checkout are not a visitor's).
if ( isset( $_COOKIE['islet_e2e_original'] ) ) {
	add_filter( 'islet_enabled', '__return_false' );
}
