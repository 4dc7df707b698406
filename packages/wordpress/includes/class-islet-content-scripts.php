<?php
/**
 * Which documents hold inline code that uses jQuery, so jQuery stays where that code expects it.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Islet keeps jQuery only for the scripts that declare it, and prints it as late as they allow
 * (`Islet_Script_Graph`). Inline code in the content declares nothing: an HTML widget's
 * `<script>jQuery(…)</script>`, or a custom code snippet of the Pro add-on (`elementor_snippet`),
 * ran in the original because the builder's own scripts had put jQuery in the head. Without this
 * it would throw `jQuery is not defined`. The builder's stored data says where such code is: this
 * keeps the list of documents whose `_elementor_data` or snippet code has a `<script>` naming
 * `jQuery` or `$(`/`$.`, and on a page where one may render, jQuery is enqueued as a script of the
 * content's own, in the head, where the original had it, and left in place.
 *
 * The list is found with one query and kept in an option until any document's data or snippet
 * changes (`Islet_Document_Lists`). Script files the content loads (`<script src>`) are not read:
 * a file that needs jQuery should be enqueued with the dependency.
 */
class Islet_Content_Scripts {
	const OPTION = 'islet_jquery_content';
	// A custom code snippet's code (the Pro add-on's `custom-code` module).
	const SNIPPET_KEY = '_elementor_code';
	// The content's own "script", in the head: a handle with no file that needs jQuery.
	const HANDLE = 'islet-content-jquery';

	/**
	 * Runs just before Islet takes the builder's scripts off (`Islet_Frontend::start`).
	 */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'keep_jquery' ), PHP_INT_MAX - 1 );
	}

	/**
	 * On a page whose content may run inline jQuery code, jQuery stays in the head.
	 */
	public static function keep_jquery() {
		if ( ! Islet_Frontend::enabled() ) {
			return;
		}
		/**
		 * Whether inline code in this page's content uses jQuery, so jQuery is kept in the head.
		 *
		 * @param bool $needed True where a document that may render here has such code.
		 */
		if ( ! apply_filters( 'islet_content_needs_jquery', Islet_Document_Lists::on_this_page( self::documents() ) ) ) {
			return;
		}
		wp_register_script( self::HANDLE, false, array( 'jquery' ), ISLET_VERSION, false );
		wp_enqueue_script( self::HANDLE );
		// Code in the content runs as the parser reaches it: jQuery must come before the body.
		add_filter( 'islet_move_kept_libraries', '__return_false' );
	}

	/**
	 * The documents with inline code that uses jQuery: post id => post type.
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
				"SELECT p.ID, p.post_type, m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key IN (%s, %s) AND p.post_type <> 'revision' AND p.post_status <> 'trash' AND m.meta_value LIKE %s",
				Islet_Document_Lists::META_KEY,
				self::SNIPPET_KEY,
				'%' . $wpdb->esc_like( '<script' ) . '%'
			)
		);
		$known = array();
		foreach ( (array) $rows as $row ) {
			if ( self::uses_jquery( (string) $row->meta_value ) ) {
				$known[ (int) $row->ID ] = (string) $row->post_type;
			}
		}
		update_option( self::OPTION, $known, true );
		return $known;
	}

	/**
	 * Whether an inline script in `$stored` (markup, or the builder's JSON, where `/` is `\/`)
	 * names jQuery: `jQuery`, or `$` called or read from as jQuery's alias.
	 *
	 * @param string $stored A document's data or a snippet's code.
	 * @return bool
	 */
	public static function uses_jquery( $stored ) {
		if ( ! preg_match_all( '#<script\b[^>]*>(.*?)<\\\\?/script>#is', $stored, $scripts ) ) {
			return false;
		}
		foreach ( $scripts[1] as $code ) {
			if ( preg_match( '/\bjQuery\b|(?<![\w$.])\$\s*[(.]/', $code ) ) {
				return true;
			}
		}
		return false;
	}
}
