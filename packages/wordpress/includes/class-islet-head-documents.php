<?php
/**
 * Which of the builder's documents have something for `islet-head.js` to do (a stretched section,
 * a Pro gallery), so it is printed only where one may show.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `islet-head.js` stretches sections and lays Pro galleries out before the first paint, and does
 * nothing else. It is render-blocking code in `<head>`, printed before the body is rendered, so
 * the page's markup cannot say whether it needs it. The builder's stored data can: a stretched
 * section is saved as `"stretch_section":"section-stretched"` and a Pro gallery as
 * `"widgetType":"gallery"` in the document's `_elementor_data`. This keeps the list of documents
 * whose data has either (revisions aside), found with one query and kept in an option until any
 * document's data is saved or deleted again (`Islet_Document_Lists`). The option is not the
 * stretched-sections-only list's (`islet_stretched_sections`, before galleries): a site updated
 * with that list kept would not see its galleries until a document was saved.
 *
 * Left out, the head script is not missed on a page: the runtime's `stretch` and gallery
 * behaviours lay these out at boot, with the layout shift the head script exists to avoid.
 */
class Islet_Head_Documents {
	const OPTION   = 'islet_head_documents';
	const META_KEY = Islet_Document_Lists::META_KEY;
	// What the stored data says: a stretched section, a Pro gallery widget (the free image
	// gallery is `"widgetType":"image-gallery"`, which this does not match).
	const MARKS = array( 'section-stretched', '"widgetType":"gallery"' );

	/**
	 * The documents whose data has a stretched section or a Pro gallery: post id => post type.
	 *
	 * @return array<int, string>
	 */
	public static function documents() {
		$known = get_option( self::OPTION );
		if ( is_array( $known ) ) {
			return $known;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one query, cached in the option until the data changes.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_type FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND p.post_type <> 'revision' AND ( m.meta_value LIKE %s OR m.meta_value LIKE %s )",
				self::META_KEY,
				'%' . $wpdb->esc_like( self::MARKS[0] ) . '%',
				'%' . $wpdb->esc_like( self::MARKS[1] ) . '%'
			)
		);
		$known = array();
		foreach ( (array) $rows as $row ) {
			$known[ (int) $row->ID ] = (string) $row->post_type;
		}
		update_option( self::OPTION, $known, true );
		return $known;
	}

	/**
	 * Whether a stretched section or a Pro gallery may show on this page view
	 * (`Islet_Document_Lists::on_this_page`).
	 *
	 * @return bool
	 */
	public static function on_this_page() {
		return Islet_Document_Lists::on_this_page( self::documents() );
	}
}
