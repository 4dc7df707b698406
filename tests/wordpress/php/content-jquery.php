<?php
/**
 * Inline code in the content that uses jQuery without declaring it, for content-jquery.test.ts:
 * `php content-jquery.php <wordpress dir> <site url> page|snippet|remove-snippet`.
 * `page` makes (or finds, by slug) a builder page whose HTML widget runs `jQuery(…)` inline and
 * prints its id; `snippet` publishes a custom code snippet of the Pro add-on using jQuery, shown
 * on every page, and prints its id; `remove-snippet` deletes it again, so the suite's other files
 * see the site as before.
 */
// Not `$action`: WordPress sets that global while it loads.
list( , $root, $url, $task ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

const ISLET_E2E_SNIPPET = 'islet-e2e-jquery-snippet';

if ( 'page' === $task ) {
	require __DIR__ . '/documents.php';
	$found = get_posts( array( 'post_type' => 'page', 'name' => 'inline-jquery', 'numberposts' => 1, 'fields' => 'ids' ) );
	$html  = '<p id="islet-e2e-inline">waiting</p><script>jQuery( function ( $ ) { $( "#islet-e2e-inline" ).text( "ran" ); } );</script>';
	echo (int) islet_e2e_save_document(
		array(
			'key'          => 'inline-jquery',
			'postType'     => 'page',
			'templateType' => 'wp-page',
			'title'        => 'Inline jQuery',
			'data'         => array(
				array(
					'id'       => 'cjqc001',
					'elType'   => 'container',
					'isInner'  => false,
					'settings' => array( 'content_width' => 'boxed' ),
					'elements' => array(
						array(
							'id'         => 'cjqh001',
							'elType'     => 'widget',
							'widgetType' => 'html',
							'settings'   => array( 'html' => $html ),
							'elements'   => array(),
						),
					),
				),
			),
		),
		array(),
		$found ? $found[0] : 0
	);
} elseif ( 'snippet' === $task ) {
	$id = wp_insert_post(
		array(
			'post_type'   => 'elementor_snippet',
			'post_status' => 'publish',
			'post_title'  => 'jQuery snippet',
			'post_name'   => ISLET_E2E_SNIPPET,
		)
	);
	update_post_meta( $id, '_elementor_location', 'elementor_body_end' );
	update_post_meta( $id, '_elementor_priority', 1 );
	update_post_meta( $id, '_elementor_code', '<script>jQuery( function () { document.documentElement.dataset.isletE2eSnippet = "ran"; } );</script>' );
	// As the add-on's metabox stores a snippet; with no conditions it prints on every page.
	update_post_meta( $id, '_elementor_template_type', 'code_snippet' );
	echo (int) $id;
} elseif ( 'remove-snippet' === $task ) {
	foreach ( get_posts( array( 'post_type' => 'elementor_snippet', 'name' => ISLET_E2E_SNIPPET, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
		wp_delete_post( $id, true );
	}
}
