<?php
/**
 * A page the builder does not edit, whose content places a saved section with the Pro add-on's
 * template shortcode, so the builder renders the section, and enqueues its style sheet, after the
 * head has printed, and a second saved section inside it (the Pro template widget):
 * `php late-styles-page.php <dir> <url> add|remove`. `add` makes the sections and the page and
 * prints `{"page": id, "section": id, "inner": id}`; `remove` deletes them.
 */
// Named for this script: WordPress and the builder set a global `$action` while they load.
list( , $root, $url, $page_action ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

$existing = static fn( $type, $name ) => get_posts(
	array(
		'post_type'   => $type,
		'name'        => $name,
		'post_status' => 'any',
		'fields'      => 'ids',
	)
);
$removed = 0;
foreach ( array( array( 'page', 'islet-late-styles' ), array( 'elementor_library', 'islet-late-section' ), array( 'elementor_library', 'islet-late-inner' ) ) as list( $type, $name ) ) {
	foreach ( $existing( $type, $name ) as $id ) {
		$removed += wp_delete_post( $id, true ) ? 1 : 0;
	}
}
if ( 'remove' === $page_action ) {
	echo $removed;
	exit;
}
require __DIR__ . '/documents.php';
// A saved section the first places with the Pro template widget: rendered inside it.
$inner   = islet_e2e_save_document(
	array(
		'key'          => 'islet-late-inner',
		'postType'     => 'elementor_library',
		'templateType' => 'section',
		'title'        => 'Late inner section',
		'data'         => array(
			array(
				'id'         => 'lati001',
				'elType'     => 'widget',
				'settings'   => array(
					'title'       => 'A saved section inside the other',
					'title_color' => '#306ab0',
				),
				'elements'   => array(),
				'widgetType' => 'heading',
			),
		),
	),
	array()
);
// Its padding and its heading's colour are in its own style sheet, not in the markup.
$section = islet_e2e_save_document(
	array(
		'key'          => 'islet-late-section',
		'postType'     => 'elementor_library',
		'templateType' => 'section',
		'title'        => 'Late section',
		'data'         => array(
			array(
				'id'       => 'latc001',
				'elType'   => 'container',
				'settings' => array(
					'padding' => array(
						'unit'     => 'px',
						'top'      => '48',
						'right'    => '0',
						'bottom'   => '48',
						'left'     => '0',
						'isLinked' => false,
					),
				),
				'isInner'  => false,
				'elements' => array(
					array(
						'id'         => 'lath001',
						'elType'     => 'widget',
						'settings'   => array(
							'title'       => 'A saved section placed by a shortcode',
							'title_color' => '#b0306a',
						),
						'elements'   => array(),
						'widgetType' => 'heading',
					),
					array(
						'id'         => 'latw001',
						'elType'     => 'widget',
						'settings'   => array( 'template_id' => (string) $inner ),
						'elements'   => array(),
						'widgetType' => 'template',
					),
				),
			),
		),
	),
	array()
);
$page = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Late styles',
		'post_name'    => 'islet-late-styles',
		'post_content' => '[elementor-template id="' . $section . '"]' . str_repeat( '<p>Below the section: moved if it is styled after the first paint.</p>', 6 ),
	)
);
echo wp_json_encode(
	array(
		'page'    => $page,
		'section' => $section,
		'inner'   => $inner,
	)
);
