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
	// Exclusive: a new major version may change the markup, as 4.0 did with atomic elements.
	const MAX_VERSION = '5.0.0';
	// The newest minor line Islet was tested on (the real-WordPress suite runs 3.32.4 and 4.1.5).
	const TESTED_UP_TO = '4.1';

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

	/**
	 * A supported builder newer than the tested line: Islet runs, and wp-admin says so, since a
	 * minor release can add elements (atomic ones are then left to the builder's scripts) or change
	 * markup. Null on a tested version.
	 *
	 * @return string|null
	 */
	public static function untested() {
		if ( null !== self::problem() ) {
			return null;
		}
		$version = (string) ELEMENTOR_VERSION;
		$parts   = explode( '.', $version );
		$minor   = ( isset( $parts[0] ) ? (int) $parts[0] : 0 ) . '.' . ( isset( $parts[1] ) ? (int) $parts[1] : 0 );
		if ( version_compare( $minor, self::TESTED_UP_TO, '<=' ) ) {
			return null;
		}
		return sprintf(
			/* translators: 1: the builder's version, 2: the newest tested minor line */
			__( 'Islet runs, but was tested with Elementor up to %2$s.x; this site runs %1$s. Compare your pages with ?islet=off, and switch Islet off if one differs.', 'islet' ),
			$version,
			self::TESTED_UP_TO
		);
	}
}
