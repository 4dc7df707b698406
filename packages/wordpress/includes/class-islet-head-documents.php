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
 * `islet-head.js` stretches sections, lays Pro galleries out and shows a countdown whose time was
 * up as expired, before the first paint, and does nothing else. It is render-blocking code in
 * `<head>`, printed before the body is rendered, so the page's markup cannot say whether it needs
 * it. The builder's stored data can: a stretched section is saved as
 * `"stretch_section":"section-stretched"`, a Pro gallery as `"widgetType":"gallery"` and a
 * countdown as `"widgetType":"countdown"` in the document's `_elementor_data`. This keeps the list
 * of documents whose data has any of them (revisions aside), found with one query and kept in an
 * option until any document's data is saved or deleted again (`Islet_Document_Lists`). The option
 * keeps the marks it was made from: a site updated from a version that looked for fewer makes the
 * list again at once, rather than when a document is next saved.
 *
 * Left out, the head script is not missed on a page: the runtime's `stretch`, gallery and
 * countdown behaviours do the same at boot, with the layout shift the head script exists to avoid.
 */
class Islet_Head_Documents {
	const OPTION   = 'islet_head_documents';
	const META_KEY = Islet_Document_Lists::META_KEY;
	// What the stored data says: a stretched section, a Pro gallery widget (the free image
	// gallery is `"widgetType":"image-gallery"`, which this does not match), a countdown.
	const MARKS = array( 'section-stretched', '"widgetType":"gallery"', '"widgetType":"countdown"' );

	/**
	 * The documents whose data has a stretched section, a Pro gallery or a countdown: post id =>
	 * post type.
	 *
	 * @return array<int, string>
	 */
	public static function documents() {
		$known = get_option( self::OPTION );
		if ( is_array( $known ) && isset( $known['marks'], $known['documents'] ) && self::MARKS === $known['marks'] ) {
			return (array) $known['documents'];
		}
		global $wpdb;
		$likes = array();
		$args  = array( self::META_KEY );
		foreach ( self::MARKS as $mark ) {
			$likes[] = 'm.meta_value LIKE %s';
			$args[]  = '%' . $wpdb->esc_like( $mark ) . '%';
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one query, cached in the option until the data changes; the placeholders are built above.
		$rows      = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_type FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND p.post_type <> 'revision' AND ( " . implode( ' OR ', $likes ) . ' )',
				$args
			)
		);
		$documents = array();
		foreach ( (array) $rows as $row ) {
			$documents[ (int) $row->ID ] = (string) $row->post_type;
		}
		update_option(
			self::OPTION,
			array(
				'marks'     => self::MARKS,
				'documents' => $documents,
			),
			true
		);
		return $documents;
	}

	/**
	 * Whether a stretched section, a Pro gallery or a countdown may show on this page view
	 * (`Islet_Document_Lists::on_this_page`).
	 *
	 * @return bool
	 */
	public static function on_this_page() {
		return Islet_Document_Lists::on_this_page( self::documents() );
	}
}
