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
	 * What Islet replaces, by family, each of which a site can leave to its original scripts: the
	 * handles that then stay (the seeds of the graph walk; their libraries follow) and the
	 * runtime's feature families Islet then does not register. The builder's features all live in
	 * its one front-end script, so they are left, or replaced, together.
	 *
	 * @return array<string, array{label: string, handles: string[], islet: string[]}>
	 */
	public static function families() {
		return array(
			'builder'   => array(
				'label'   => __( "The page builder's and its Pro add-on's features (menus, popups, sticky, motion, loops, carousels, forms, widgets)", 'islet' ),
				'handles' => array(
					'elementor-webpack-runtime',
					'elementor-frontend-modules',
					'elementor-frontend',
					'elementor-pro-webpack-runtime',
					'elementor-pro-frontend',
					'pro-elements-handlers',
					'elementor-pro-elements-handlers',
				),
				'islet'   => array( 'elements', 'sticky', 'motion', 'popup', 'loop', 'widgets', 'widgets-interactive', 'carousel', 'lightbox', 'compat' ),
			),
			'theme-nav' => array(
				'label'   => __( "The Twenty Twenty theme's navigation (header toggles, menu and search modals, sub-menus)", 'islet' ),
				'handles' => array( 'twentytwenty-js' ),
				'islet'   => array( 'theme-nav' ),
			),
			'shop'      => array(
				'label'   => __( "The shop's scripts (add to cart, cart fragments, cart, checkout)", 'islet' ),
				'handles' => array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-cart', 'wc-checkout', 'wc-add-to-cart-variation' ),
				'islet'   => array( 'shop' ),
			),
		);
	}

	/**
	 * The runtime's feature families to skip for the families left to the original scripts.
	 *
	 * @param string[] $leave Families of families().
	 * @return string[]
	 */
	public static function runtime_families( array $leave ) {
		$skip = array();
		foreach ( self::families() as $family => $definition ) {
			if ( in_array( $family, $leave, true ) ) {
				$skip = array_merge( $skip, $definition['islet'] );
			}
		}
		return $skip;
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
