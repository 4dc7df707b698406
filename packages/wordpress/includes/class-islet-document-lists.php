<?php
/**
 * Lists Islet keeps about the builder's documents, made from their stored data.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The documents with a stretched section (`Islet_Stretched_Sections`) and those with an atomic
 * element Islet does not run (`Islet_Atomic`) are each found with one query over the builder's
 * stored data (`_elementor_data`) and kept in an option until any document's data is added,
 * saved or deleted: one place forgets them all.
 */
class Islet_Document_Lists {
	const META_KEY = '_elementor_data';
	// Each list's option; uninstall.php removes them too.
	const OPTIONS = array( 'islet_stretched_sections', 'islet_atomic_documents' );

	/**
	 * Forgets the lists whenever a document's data changes.
	 */
	public static function init() {
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( __CLASS__, 'meta_changed' ), 10, 3 );
		}
	}

	/**
	 * A post meta value was added, updated or deleted.
	 *
	 * @param int|int[] $meta_ids  The meta row or rows.
	 * @param int       $object_id The post.
	 * @param string    $meta_key  The key.
	 */
	public static function meta_changed( $meta_ids, $object_id, $meta_key ) {
		if ( self::META_KEY === $meta_key ) {
			foreach ( self::OPTIONS as $option ) {
				delete_option( $option );
			}
		}
	}
}
