<?php
/**
 * A builder document's style sheet that WordPress would print late, at the end of the body,
 * printed just before the document instead.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A builder document rendered after the head (a saved section a theme prints in its header or
 * footer, the Pro template shortcode, a template widget) enqueues its style sheet as it renders,
 * and WordPress prints it at the end of the body. The browser may paint the document unstyled
 * first and move it, and everything below it, once the sheet arrives. The original's scripts held
 * the first paint back long enough to hide this on many pages; the page Islet leaves paints sooner
 * and shows it (a header moving by 19 px on a recorded page, in most Lighthouse runs).
 *
 * WordPress 6.9 and later hoist such sheets into the head in a classic theme, through the
 * template's output buffer (`wp_hoist_late_printed_styles`); where it does, this does nothing.
 * Elsewhere (before 6.9, or with that buffer off) it prints the sheet's `<link>` just before the
 * document's markup, as WordPress prints a handle (`WP_Styles::do_items`, so never twice): the
 * browser then holds the parser there until the sheet has arrived, and paints what is above it
 * meanwhile. The builder does the same where a site prints its CSS inline (a `<style>` before the
 * document). Without an output buffer, the head is printed before the page knows what it will
 * render; and every sheet there holds the first paint back, even a footer's.
 *
 * Only a document at the top level (not rendered inside another: a mega menu's, a tab's, a
 * template widget's, often hidden at first, where holding the parser would only hold the first
 * paint back), and only its own sheet: the styles its widgets enqueue while they render are known
 * only after its markup has started.
 */
class Islet_Late_Styles {
	/**
	 * The style handle of the document being rendered, while the builder renders it.
	 *
	 * @var string|null
	 */
	private static $handle = null;

	/**
	 * How many documents the builder is rendering, one inside another.
	 *
	 * @var int
	 */
	private static $depth = 0;

	/**
	 * Runs on `wp_enqueue_scripts` of a page view Islet runs on.
	 */
	public static function start() {
		/**
		 * Whether a builder document's style sheet that WordPress would print at the end of the
		 * body is printed just before the document.
		 *
		 * @param bool $before_document True.
		 */
		if ( ! apply_filters( 'islet_late_styles_before_documents', true ) ) {
			return;
		}
		// WordPress 6.9 and later, in a classic theme, hoist the styles printed late into the head
		// themselves, through the template's output buffer: nothing is printed late there.
		if ( false !== has_action( 'wp_template_enhancement_output_buffer_started', 'wp_hoist_late_printed_styles' ) ) {
			return;
		}
		add_filter( 'elementor/frontend/builder_content/before_enqueue_css_file', array( __CLASS__, 'note' ) );
		add_filter( 'elementor/frontend/builder_content/before_print_css', array( __CLASS__, 'print_before_document' ) );
		// Fired once the content whose rendering `before_print_css` began is done: no return between.
		add_action( 'elementor/frontend/get_builder_content', array( __CLASS__, 'document_done' ) );
	}

	/**
	 * The builder has rendered a document.
	 */
	public static function document_done() {
		self::$depth = max( 0, self::$depth - 1 );
	}

	/**
	 * The builder is about to enqueue a document's style sheet: notes its handle.
	 *
	 * @param mixed $css_file The document's CSS file (`Post_CSS`, or `Post_Preview` for an autosave).
	 * @return mixed The same file.
	 */
	public static function note( $css_file ) {
		self::$handle = null;
		if ( $css_file instanceof \Elementor\Core\Files\CSS\Post && 'post' === $css_file->get_name() ) {
			self::$handle = 'elementor-post-' . $css_file->get_post_id();
		}
		return $css_file;
	}

	/**
	 * Inside the builder's output buffer, just before the document's markup: prints the noted
	 * sheet of a document at the top level, where it was enqueued after the head printed and is
	 * not printed yet.
	 *
	 * @param bool $with_css Whether the builder prints the document's CSS inline itself.
	 * @return bool The same.
	 */
	public static function print_before_document( $with_css ) {
		$handle       = self::$handle;
		self::$handle = null;
		$top_level    = 0 === self::$depth++;
		$in_body      = did_action( 'wp_head' ) && ! doing_action( 'wp_head' );
		if ( $with_css || null === $handle || ! $top_level || ! $in_body ) {
			return $with_css;
		}
		$styles = wp_styles();
		if ( $styles->query( $handle, 'enqueued' ) && ! $styles->query( $handle, 'done' ) ) {
			$styles->do_items( array( $handle ) );
		}
		return $with_css;
	}
}
