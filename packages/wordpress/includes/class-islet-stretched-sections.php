<?php
/**
 * Which of the builder's documents have a stretched section, so `islet-head.js` is printed only
 * where one may show.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * `islet-head.js` stretches sections before the first paint, and does nothing else. It is a
 * render-blocking request in `<head>`, printed before the body is rendered, so the page's markup
 * cannot say whether it needs it. The builder's stored data can: a stretched section is saved as
 * `"stretch_section":"section-stretched"` in the document's `_elementor_data`. This keeps the list
 * of documents whose data has one (revisions aside), found with one query and kept in an option
 * until any document's data is saved or deleted again (`Islet_Document_Lists`).
 *
 * Left out, the head script is not missed on a page: the runtime's `stretch` behaviour stretches
 * at boot, with the layout shift the head script exists to avoid.
 */
class Islet_Stretched_Sections {
	const OPTION   = 'islet_stretched_sections';
	const META_KEY = Islet_Document_Lists::META_KEY;
	const MARK     = 'section-stretched';

	/**
	 * The documents whose data has a stretched section: post id => post type.
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
				WHERE m.meta_key = %s AND p.post_type <> 'revision' AND m.meta_value LIKE %s",
				self::META_KEY,
				'%' . $wpdb->esc_like( self::MARK ) . '%'
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
	 * Whether a stretched section may show on this page view (`Islet_Document_Lists::on_this_page`).
	 *
	 * @return bool
	 */
	public static function on_this_page() {
		return Islet_Document_Lists::on_this_page( self::documents() );
	}
}
