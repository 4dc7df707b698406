<?php
/**
 * Saves or deletes a builder template (a saved section, placed nowhere) with what islet-head.js
 * is for, as the builder's editor does: `php head-template.php <dir> <url> add|remove [kind]`:
 * a stretched section, or with `gallery` a Pro gallery widget as the builder stores it (with
 * `image-gallery`, the free image gallery, which the head script has nothing to do for). Prints
 * the template's id, or the number deleted.
 */
// Named for this script: WordPress and the builder set a global `$action` while they load.
list( , $root, $url, $template_action ) = $argv;
$kind                 = isset( $argv[4] ) ? $argv[4] : 'stretched';
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

$existing = get_posts(
	array(
		'post_type'   => 'elementor_library',
		'name'        => 'islet-head-template',
		'post_status' => 'any',
		'fields'      => 'ids',
	)
);
if ( 'remove' === $template_action ) {
	foreach ( $existing as $id ) {
		wp_delete_post( $id, true );
	}
	echo count( $existing );
	exit;
}
$id = wp_insert_post(
	array(
		'post_type'   => 'elementor_library',
		'post_status' => 'publish',
		'post_title'  => "Head script template ($kind)",
		'post_name'   => 'islet-head-template',
	)
);
wp_set_object_terms( $id, 'section', 'elementor_library_type' );
update_post_meta( $id, '_elementor_edit_mode', 'builder' );
update_post_meta( $id, '_elementor_template_type', 'section' );
// A gallery as the editor saves it (its images, layout and responsive columns), in a container.
$widgets = array(
	array(
		'id'         => 'tplg001',
		'elType'     => 'widget',
		'settings'   => array(
			'gallery'        => array(
				array(
					'id'  => 11,
					'url' => 'http://example.com/wp-content/uploads/a.jpg',
				),
			),
			'gallery_layout' => 'grid',
			'columns'        => 3,
			'columns_mobile' => 2,
			'aspect_ratio'   => '1:1',
		),
		'elements'   => array(),
		'widgetType' => $kind,
	),
);
$data = 'stretched' !== $kind
	? array(
		array(
			'id'       => 'tplc001',
			'elType'   => 'container',
			'settings' => array(),
			'elements' => $widgets,
			'isInner'  => false,
		),
	)
	: array(
		array(
			'id'       => 'tpls001',
			'elType'   => 'section',
			'settings' => array( 'stretch_section' => 'section-stretched' ),
			'elements' => array(),
		),
	);
update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
echo (int) $id;
