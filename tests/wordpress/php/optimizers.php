<?php
/**
 * The exclusion lists WP Rocket would read, for optimizers.test.ts:
 * `php optimizers.php <wordpress dir> <site url>` prints, as JSON, what the site's filters make
 * of `rocket_delay_js_exclusions` and `rocket_exclude_defer_js` (WP Rocket itself is not
 * installed: its lists start with one entry of its own, which must survive).
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';

echo wp_json_encode(
	array(
		'delay' => apply_filters( 'rocket_delay_js_exclusions', array( '/jquery-?[0-9.](.*)(.min|.slim|.slim.min)?.js' ) ),
		'defer' => apply_filters( 'rocket_exclude_defer_js', array( '/wp-includes/js/jquery/jquery.min.js' ) ),
	)
);
