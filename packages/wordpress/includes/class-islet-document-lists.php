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
 * The documents with a stretched section or a Pro gallery (`Islet_Head_Documents`), those with an
 * atomic element Islet does not run (`Islet_Atomic`) and those with inline code that uses jQuery
 * (`Islet_Content_Scripts`) are each found with one query over the builder's stored data
 * (`_elementor_data`, and a custom code snippet's `_elementor_code`) and kept in an option until
 * any document's data is added, saved or deleted: one place forgets them all.
 */
class Islet_Document_Lists {
	const META_KEY = '_elementor_data';
	// The stored data the lists are made from.
	const META_KEYS = array( self::META_KEY, '_elementor_code' );
	// Each list's option; uninstall.php removes them too.
	const OPTIONS = array( 'islet_head_documents', 'islet_atomic_documents', 'islet_jquery_content' );

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
		if ( in_array( $meta_key, self::META_KEYS, true ) ) {
			foreach ( self::OPTIONS as $option ) {
				delete_option( $option );
			}
		}
	}

	/**
	 * Whether a document of a list (post id => post type) may render on this page view. Only on
	 * the singular view of a public post type is the rendered document known: another page or post
	 * of the list does not count there. A template (header, footer, popup, a saved section, a code
	 * snippet) can render anywhere, and an archive can render any post's content, so those always
	 * count.
	 *
	 * @param array<int, string> $documents Post id => post type.
	 * @return bool
	 */
	public static function on_this_page( array $documents ) {
		$viewed = is_singular() ? get_queried_object_id() : null;
		foreach ( $documents as $id => $type ) {
			$own_page = null !== $viewed && 'elementor_library' !== $type && is_post_type_viewable( $type );
			if ( ! $own_page || $id === $viewed ) {
				return true;
			}
		}
		return false;
	}
}
