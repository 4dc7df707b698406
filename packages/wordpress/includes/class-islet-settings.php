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
	 * `replaced-scripts.json`, the one list of what Islet takes off a page (the tests read it
	 * too): `families` and `libraries`. Null when it is missing or damaged; Islet then does not run.
	 *
	 * @return array{families: array<string, array{handles: string[], islet: string[]}>, libraries: string[]}|null
	 */
	public static function replaced_scripts() {
		static $scripts = false;
		if ( false === $scripts ) {
			$file = __DIR__ . '/replaced-scripts.json';
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
			$data    = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
			$scripts = is_array( $data ) && isset( $data['families'], $data['libraries'] ) && is_array( $data['families'] ) && is_array( $data['libraries'] ) ? $data : null;
		}
		return $scripts;
	}

	/**
	 * What Islet replaces, by family, each of which a site can leave to its original scripts: the
	 * handles that then stay (the seeds of the graph walk; their libraries follow) and the
	 * runtime's feature families Islet then does not register. The builder's features all live in
	 * its one front-end script, so they are left, or replaced, together.
	 *
	 * @return array<string, array{label: string, handles: string[], islet: string[]}>
	 */
	public static function families() {
		$labels   = array(
			'builder'   => __( "The page builder's and its Pro add-on's features (menus, popups, sticky, motion, loops, carousels, forms, widgets)", 'islet' ),
			'atomic'    => __( "The page builder 4.x's atomic elements (tabs, form, YouTube, action links, interactions)", 'islet' ),
			'theme-nav' => __( "The theme's navigation (the Hello theme's header menu; Twenty Twenty's toggles, menu and search modals, sub-menus)", 'islet' ),
			'shop'      => __( "The shop's scripts Islet replaces (add to cart, cart fragments, cart)", 'islet' ),
		);
		$scripts  = self::replaced_scripts();
		$families = array();
		foreach ( $scripts ? $scripts['families'] : array() as $family => $definition ) {
			$families[ $family ] = array(
				'label'   => isset( $labels[ $family ] ) ? $labels[ $family ] : $family,
				'handles' => array_map( 'strval', (array) $definition['handles'] ),
				'islet'   => array_map( 'strval', (array) $definition['islet'] ),
			);
		}
		return $families;
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
