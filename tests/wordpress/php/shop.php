<?php
/**
 * Plugin Name: Islet end-to-end: the shop's scripts
 * Description: Test-only. There is no WooCommerce in the fixtures: on `?islet-e2e-shop` its
 * front-end handles are registered by name, with the dependencies and `wc_*_params` the shop
 * gives them, over a stand-in file, and enqueued, so the plugin's graph walk meets the shop's.
 */
add_action(
	'wp_enqueue_scripts',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! isset( $_GET['islet-e2e-shop'] ) ) {
			return;
		}
		$file    = content_url( 'mu-plugins/shop-stand-in.js' );
		$scripts = array(
			'wc-jquery-blockui'        => array( 'jquery' ),
			'wc-js-cookie'             => array(),
			'woocommerce'              => array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ),
			'wc-add-to-cart'           => array( 'jquery', 'wc-jquery-blockui' ),
			'wc-cart-fragments'        => array( 'jquery', 'wc-js-cookie' ),
			'wc-cart'                  => array( 'jquery', 'woocommerce' ),
			'wc-checkout'              => array( 'jquery', 'woocommerce' ),
			'wc-add-to-cart-variation' => array( 'jquery', 'wp-util', 'wc-jquery-blockui' ),
		);
		foreach ( $scripts as $handle => $deps ) {
			wp_register_script( $handle, add_query_arg( 'handle', $handle, $file ), $deps, '10.0.0', true );
		}
		$params = array(
			'woocommerce'              => 'woocommerce_params',
			'wc-add-to-cart'           => 'wc_add_to_cart_params',
			'wc-cart-fragments'        => 'wc_cart_fragments_params',
			'wc-cart'                  => 'wc_cart_params',
			'wc-checkout'              => 'wc_checkout_params',
			'wc-add-to-cart-variation' => 'wc_add_to_cart_variation_params',
		);
		foreach ( $params as $handle => $name ) {
			wp_localize_script( $handle, $name, array( 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'handle' => $handle ) );
			wp_enqueue_script( $handle );
		}
	}
);
