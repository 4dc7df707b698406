<?php
/**
 * Islet's one option, `islet_settings`, and the feature families a site can leave to the
 * original scripts.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads and cleans the settings.
 */
class Islet_Settings {
	const OPTION = 'islet_settings';

	/**
	 * Families whose original scripts are separate from the builder's, so the site can keep them
	 * while Islet runs everything else. The builder's own features all live in its one front-end
	 * script and cannot be left one by one. Keys are Islet's feature packages (what the runtime
	 * skips); each lists the handles that then stay.
	 *
	 * @return array<string, array{label: string, handles: string[]}>
	 */
	public static function families() {
		return array(
			'theme-nav' => array(
				'label'   => __( "The theme's navigation (menu toggle, sub-menus, search)", 'islet' ),
				'handles' => array( 'hello-theme-frontend' ),
			),
			'shop'      => array(
				'label'   => __( "The shop's scripts (add to cart, cart fragments, cart, checkout)", 'islet' ),
				'handles' => array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-cart', 'wc-checkout', 'wc-add-to-cart-variation' ),
			),
		);
	}

	/**
	 * The settings with their defaults.
	 *
	 * @return array{enabled: bool, leave: string[], debug: bool}
	 */
	public static function get() {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Keeps only known keys and values (also the `sanitize_callback` of the settings form).
	 *
	 * @param mixed $input Raw settings.
	 * @return array{enabled: bool, leave: string[], debug: bool}
	 */
	public static function sanitize( $input ) {
		$input = is_array( $input ) ? $input : array();
		$leave = isset( $input['leave'] ) && is_array( $input['leave'] ) ? $input['leave'] : array();
		return array(
			'enabled' => ! isset( $input['enabled'] ) || (bool) $input['enabled'],
			'leave'   => array_values( array_intersect( array_keys( self::families() ), array_map( 'strval', $leave ) ) ),
			'debug'   => ! empty( $input['debug'] ),
		);
	}
}
