<?php
/**
 * What Islet tells the page-speed plugins that rewrite a page's scripts.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * WP Rocket's "delay JavaScript execution" parks every script of the page it is not told to leave
 * and runs them at the visitor's first interaction; its "load JavaScript deferred" adds `defer`
 * to every script file. Islet's runtime may be delayed like the rest: the site chose to run its
 * scripts on interaction, and the original's were. The head script may not: it exists to stretch
 * sections and lay Pro galleries out before the first paint, so parked or deferred it would let
 * each jump to full width, or a gallery push the page down, after it (the layout shifts Islet
 * removes). It is listed in both exclusions, by its element id
 * (`islet-head-js`, inline) and its file name (where `islet_head_script_inline` prints the file).
 *
 * WP Rocket matches each exclusion against a script's tag as a regular expression fragment.
 */
class Islet_Optimizers {
	// Matches the inline element's id `islet-head-js` and the file `islet-head.js`.
	const HEAD_PATTERN = 'islet-head';

	/**
	 * Hooks the exclusions; WP Rocket reads them when it rewrites a page, if it is active.
	 */
	public static function init() {
		add_filter( 'rocket_delay_js_exclusions', array( __CLASS__, 'keep_head_script' ) );
		add_filter( 'rocket_exclude_defer_js', array( __CLASS__, 'keep_head_script' ) );
	}

	/**
	 * Adds the head script to an exclusion list.
	 *
	 * @param mixed $patterns The list as WP Rocket and other filters have left it.
	 * @return mixed
	 */
	public static function keep_head_script( $patterns ) {
		if ( ! is_array( $patterns ) ) {
			return $patterns;
		}
		if ( ! in_array( self::HEAD_PATTERN, $patterns, true ) ) {
			$patterns[] = self::HEAD_PATTERN;
		}
		return $patterns;
	}
}
