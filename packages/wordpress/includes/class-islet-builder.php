<?php
/**
 * Which page builder the site runs, and whether Islet supports its version.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The supported range of the builder's versions: the markup and configuration Islet reads.
 */
class Islet_Builder {
	const MIN_VERSION = '3.20.0';
	// Exclusive: a new major version may change the markup.
	const MAX_VERSION = '4.0.0';

	/**
	 * Why Islet cannot run with this builder, or null when it can.
	 *
	 * @return string|null
	 */
	public static function problem() {
		if ( ! defined( 'ELEMENTOR_VERSION' ) ) {
			return __( 'Islet needs the Elementor page builder, which is not active. The original scripts stay.', 'islet' );
		}
		$version = (string) ELEMENTOR_VERSION;
		if ( version_compare( $version, self::MIN_VERSION, '<' ) || version_compare( $version, self::MAX_VERSION, '>=' ) ) {
			return sprintf(
				/* translators: 1: the builder's version, 2: lowest supported, 3: first unsupported */
				__( 'Islet supports Elementor %2$s up to (not including) %3$s; this site runs %1$s. The original scripts stay.', 'islet' ),
				$version,
				self::MIN_VERSION,
				self::MAX_VERSION
			);
		}
		return null;
	}
}
