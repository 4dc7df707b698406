<?php
/**
 * The builder 4.x's atomic elements (Editor V4): which ones a page renders, and whether Islet runs
 * them all or the page keeps the builder's atomic scripts.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Islet runs every atomic element the builder 4.1 ships (or knows it needs no script). A newer
 * builder, or an add-on, can bring an atomic element Islet does not know: on a page that renders
 * one, the plugin keeps the builder's atomic scripts (with the webpack runtime they need but do not
 * declare) and tells the runtime to leave every atomic element to them, so no atomic element is
 * ever left without its script. The decision is made per page view from the elements it rendered;
 * wp-admin lists, from the documents' stored data, the documents that will keep them and why.
 */
class Islet_Atomic {
	const OPTION   = 'islet_atomic_documents';
	const META_KEY = Islet_Document_Lists::META_KEY;
	// The runtime family that holds Islet's atomic behaviours (packages/runtime/src/features.ts).
	const FAMILY = 'atomic';

	/**
	 * Atomic types rendered on this page view: type => true.
	 *
	 * @var array<string, true>
	 */
	private static $rendered = array();

	/**
	 * Follows the rendering (the documents' list is forgotten by `Islet_Document_Lists`).
	 */
	public static function init() {
		add_action( 'elementor/frontend/before_render', array( __CLASS__, 'before_render' ) );
	}

	/**
	 * An element is about to print.
	 *
	 * @param object $element The builder's element.
	 */
	public static function before_render( $element ) {
		// Atomic elements and widgets share the trait that reads typed props, across 3.x and 4.x.
		if ( is_object( $element ) && method_exists( $element, 'get_atomic_settings' ) && method_exists( $element, 'get_name' ) ) {
			self::$rendered[ (string) $element->get_name() ] = true;
		}
	}

	/**
	 * Atomic types Islet runs, or that need no script (replaced-scripts.json `atomic`).
	 *
	 * @return string[]
	 */
	public static function supported() {
		$scripts = Islet_Settings::replaced_scripts();
		return $scripts && isset( $scripts['atomic'] ) ? array_map( 'strval', (array) $scripts['atomic'] ) : array();
	}

	/**
	 * Of these atomic types, those Islet does not know.
	 *
	 * @param string[] $types Atomic types.
	 * @return string[]
	 */
	public static function unknown( array $types ) {
		return array_values( array_diff( array_unique( $types ), self::supported() ) );
	}

	/**
	 * Why this page view keeps the builder's atomic scripts, or null when Islet runs its atomic
	 * elements. Known once the content has rendered (before the footer scripts print).
	 *
	 * @return string|null
	 */
	public static function kept_reason() {
		$unknown = self::unknown( array_keys( self::$rendered ) );
		return $unknown ? self::reason( $unknown ) : null;
	}

	/**
	 * The reason shown in wp-admin and in the page's debug data.
	 *
	 * @param string[] $unknown Atomic types Islet does not run.
	 * @return string
	 */
	private static function reason( array $unknown ) {
		return sprintf(
			/* translators: %s: atomic element types, comma-separated */
			__( 'Islet does not run the atomic element %s: the page keeps the builder\'s atomic scripts, and Islet leaves its atomic elements to them.', 'islet' ),
			implode( ', ', $unknown )
		);
	}

	/**
	 * The documents whose data holds an atomic element Islet does not run: post id => reason.
	 * One query for the documents with atomic data (revisions aside), kept in an option until any
	 * document's data changes.
	 *
	 * @return array<int, string>
	 */
	public static function documents_keeping_scripts() {
		$known = get_option( self::OPTION );
		if ( is_array( $known ) ) {
			return $known;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one query, cached in the option until the data changes.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND p.post_type <> 'revision' AND ( m.meta_value LIKE %s OR m.meta_value LIKE %s )",
				self::META_KEY,
				'%"elType":"e-%',
				'%"widgetType":"e-%'
			)
		);
		$known = array();
		foreach ( (array) $rows as $row ) {
			$data    = json_decode( (string) $row->meta_value, true );
			$unknown = self::unknown( self::types_in( is_array( $data ) ? $data : array() ) );
			if ( $unknown ) {
				$known[ (int) $row->ID ] = self::reason( $unknown );
			}
		}
		update_option( self::OPTION, $known, false );
		return $known;
	}

	/**
	 * The atomic types in a document's stored elements.
	 *
	 * @param array<mixed> $elements The builder's element tree.
	 * @return string[]
	 */
	private static function types_in( array $elements ) {
		$types = array();
		foreach ( $elements as $element ) {
			if ( ! is_array( $element ) ) {
				continue;
			}
			$type = isset( $element['elType'] ) && 'widget' === $element['elType'] ? ( $element['widgetType'] ?? '' ) : ( $element['elType'] ?? '' );
			if ( is_string( $type ) && 0 === strpos( $type, 'e-' ) ) {
				$types[] = $type;
			}
			if ( isset( $element['elements'] ) && is_array( $element['elements'] ) ) {
				$types = array_merge( $types, self::types_in( $element['elements'] ) );
			}
		}
		return $types;
	}
}
