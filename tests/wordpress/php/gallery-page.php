<?php
/**
 * Saves or deletes a builder page with a Pro gallery at its top (grid; 3 columns, 2 on a phone;
 * square tiles; six of the site's images) and text below it, as the builder's editor does:
 * `php gallery-page.php <dir> <url> add|remove`. Prints the page's id, or the number deleted.
 */
// Named for this script: WordPress and the builder set a global `$action` while they load.
list( , $root, $url, $page_action ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

$existing = get_posts(
	array(
		'post_type'   => 'page',
		'name'        => 'islet-gallery-page',
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
$text = str_repeat( '<p>Below the gallery: moved down if the gallery is laid out after the first paint.</p>', 12 );
$data = array(
	array(
		'id'       => 'galc001',
		'elType'   => 'container',
		'settings' => array(),
		'isInner'  => false,
		'elements' => array(
			array(
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
			),
			array(
				'id'         => 'galt001',
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
		'key'          => 'islet-gallery-page',
		'postType'     => 'page',
		'templateType' => 'wp-page',
		'title'        => 'Gallery',
		'data'         => $data,
	),
	array()
);
