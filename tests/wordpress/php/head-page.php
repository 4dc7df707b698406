<?php
/**
 * Saves or deletes a builder page with what islet-head.js is for at its top and text below it,
 * as the builder's editor does: `php head-page.php <dir> <url> add|remove gallery|countdown`:
 * a Pro gallery (grid; 3 columns, 2 on a phone; square tiles; six of the site's images), or a
 * Pro countdown whose date passed a year ago (hidden on expiry). Prints the page's id, or the
 * number deleted.
 */
// Named for this script: WordPress and the builder set a global `$action` while they load.
list( , $root, $url, $page_action, $kind ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

$key      = 'islet-' . $kind . '-page';
$existing = get_posts(
	array(
		'post_type'   => 'page',
		'name'        => $key,
		'post_status' => 'any',
		'fields'      => 'ids',
	)
);
if ( 'remove' === $page_action ) {
	foreach ( $existing as $id ) {
		wp_delete_post( $id, true );
	}
	echo count( $existing );
	exit;
}
if ( 'gallery' === $kind ) {
	$images = array();
	foreach ( get_posts(
		array(
			'post_type'      => 'attachment',
			'post_mime_type' => 'image',
			'post_status'    => 'inherit',
			'posts_per_page' => 6,
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	) as $attachment ) {
		$images[] = array(
			'id'  => $attachment->ID,
			'url' => wp_get_attachment_url( $attachment->ID ),
		);
	}
	$top  = array(
		'id'         => 'galw001',
		'elType'     => 'widget',
		'settings'   => array(
			'gallery'        => $images,
			'gallery_layout' => 'grid',
			'columns'        => 3,
			'columns_mobile' => 2,
			'aspect_ratio'   => '1:1',
			'link_to'        => 'file',
		),
		'elements'   => array(),
		'widgetType' => 'gallery',
	);
	$text = str_repeat( '<p>Below the gallery: moved down if the gallery is laid out after the first paint.</p>', 12 );
} else {
	$top  = array(
		'id'         => 'cdnw001',
		'elType'     => 'widget',
		'settings'   => array(
			'countdown_type' => 'due_date',
			'due_date'       => gmdate( 'Y-m-d H:i', strtotime( '-1 year' ) ),
			'expire_actions' => array( 'hide' ),
		),
		'elements'   => array(),
		'widgetType' => 'countdown',
	);
	$text = str_repeat( '<p>Below the countdown: moved up if the countdown is hidden after the first paint.</p>', 12 );
}
$data = array(
	array(
		'id'       => 'hedc001',
		'elType'   => 'container',
		'settings' => array(),
		'isInner'  => false,
		'elements' => array(
			$top,
			array(
				'id'         => 'hedt001',
				'elType'     => 'widget',
				'settings'   => array( 'editor' => $text ),
				'elements'   => array(),
				'widgetType' => 'text-editor',
			),
		),
	),
);
require __DIR__ . '/documents.php';
echo (int) islet_e2e_save_document(
	array(
		'key'          => $key,
		'postType'     => 'page',
		'templateType' => 'wp-page',
		'title'        => ucfirst( $kind ),
		'data'         => $data,
	),
	array()
);
