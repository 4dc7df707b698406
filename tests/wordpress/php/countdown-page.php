<?php
/**
 * Saves or deletes a builder page with a Pro countdown at its top whose date passed a year ago
 * (hidden on expiry) and text below it, as the builder's editor does:
 * `php countdown-page.php <dir> <url> add|remove`. Prints the page's id, or the number deleted.
 */
// Named for this script: WordPress and the builder set a global `$action` while they load.
list( , $root, $url, $page_action ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

$existing = get_posts(
	array(
		'post_type'   => 'page',
		'name'        => 'islet-countdown-page',
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
$text = str_repeat( '<p>Below the countdown: moved up if the countdown is hidden after the first paint.</p>', 12 );
$data = array(
	array(
		'id'       => 'cdnc001',
		'elType'   => 'container',
		'settings' => array(),
		'isInner'  => false,
		'elements' => array(
			array(
				'id'         => 'cdnw001',
				'elType'     => 'widget',
				'settings'   => array(
					'countdown_type' => 'due_date',
					'due_date'       => gmdate( 'Y-m-d H:i', strtotime( '-1 year' ) ),
					'expire_actions' => array( 'hide' ),
				),
				'elements'   => array(),
				'widgetType' => 'countdown',
			),
			array(
				'id'         => 'cdnt001',
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
		'key'          => 'islet-countdown-page',
		'postType'     => 'page',
		'templateType' => 'wp-page',
		'title'        => 'Countdown',
		'data'         => $data,
	),
	array()
);
