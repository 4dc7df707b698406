<?php
/**
 * The built bundle shipped in the plugin's `bundle/` folder, and whether it is whole.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Checks the bundle against the manifest the build writes (`bundle/manifest.json`: version and
 * each file's size), so a half-uploaded or edited plugin folder leaves the original scripts on
 * the page instead of breaking it.
 */
class Islet_Bundle {
	const TRANSIENT = 'islet_bundle_check';

	/**
	 * The bundle folder.
	 *
	 * @return string
	 */
	public static function dir() {
		return ISLET_DIR . 'bundle/';
	}

	/**
	 * The bundle folder's URL, with a trailing slash.
	 *
	 * @return string
	 */
	public static function url() {
		return plugins_url( 'bundle/', ISLET_FILE );
	}

	/**
	 * The bundle's version: the query WordPress adds to its URLs.
	 *
	 * @return string
	 */
	public static function version() {
		$manifest = self::manifest();
		return is_array( $manifest ) && isset( $manifest['version'] ) ? (string) $manifest['version'] : ISLET_VERSION;
	}

	/**
	 * What is wrong with the bundle, or null when it is whole. Cached until the manifest, the two
	 * files every page loads or the list of files changes.
	 *
	 * @return string|null
	 */
	public static function problem() {
		$stamp = self::stamp();
		$saved = get_transient( self::TRANSIENT );
		if ( is_array( $saved ) && isset( $saved['stamp'] ) && $saved['stamp'] === $stamp ) {
			return $saved['problem'];
		}
		$problem = self::check();
		set_transient( self::TRANSIENT, array( 'stamp' => $stamp, 'problem' => $problem ), DAY_IN_SECONDS );
		return $problem;
	}

	/**
	 * What the cached check depends on: the manifest's, the entry's and the head script's time and
	 * size (a half-uploaded or edited entry breaks every page, so it is looked at on every view),
	 * and the folders' times (a file added or removed). Five `stat` calls instead of one per file.
	 *
	 * @return string
	 */
	private static function stamp() {
		$stamp = array();
		foreach ( array( 'manifest.json', 'islet.js', 'islet-head.js', '', 'chunks' ) as $name ) {
			$path    = self::dir() . $name;
			$stamp[] = file_exists( $path ) ? filemtime( $path ) . ':' . ( is_file( $path ) ? filesize( $path ) : 'dir' ) : 'missing';
		}
		return implode( '|', $stamp );
	}

	/**
	 * Reads the manifest.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function manifest() {
		$file = self::dir() . 'manifest.json';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		// Reading a file of the plugin's own folder, not a remote URL.
		$decoded = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return is_array( $decoded ) ? $decoded : null;
	}

	/**
	 * Compares every file of the manifest with the folder.
	 *
	 * @return string|null
	 */
	private static function check() {
		$manifest = self::manifest();
		if ( null === $manifest ) {
			return is_file( self::dir() . 'manifest.json' )
				? __( 'The bundle manifest (bundle/manifest.json) is not valid JSON.', 'islet' )
				: __( 'The bundle is missing (bundle/manifest.json not found).', 'islet' );
		}
		$files = isset( $manifest['files'] ) && is_array( $manifest['files'] ) ? $manifest['files'] : array();
		foreach ( array( 'islet.js', 'islet-head.js' ) as $required ) {
			if ( ! isset( $files[ $required ] ) ) {
				/* translators: %s: a file name */
				return sprintf( __( 'The bundle manifest does not list %s.', 'islet' ), $required );
			}
		}
		foreach ( $files as $name => $size ) {
			$path = self::dir() . $name;
			if ( false !== strpos( (string) $name, '..' ) || ! is_file( $path ) ) {
				/* translators: %s: a file name */
				return sprintf( __( 'The bundle file %s is missing.', 'islet' ), (string) $name );
			}
			if ( filesize( $path ) !== (int) $size ) {
				/* translators: %s: a file name */
				return sprintf( __( 'The bundle file %s is damaged (its size differs from the manifest).', 'islet' ), (string) $name );
			}
		}
		return null;
	}
}
