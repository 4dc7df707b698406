<?php
/**
 * Saves or deletes a builder template (a saved section, placed nowhere) with a stretched section,
 * as the builder's editor does: `php stretch-template.php <dir> <url> add|remove`. Prints the
 * template's id, or the number deleted.
 */
// Named for this script: WordPress and the builder set a global `$action` while they load.
list( , $root, $url, $template_action ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

$existing = get_posts(
	array(
		'post_type'   => 'elementor_library',
		'name'        => 'islet-stretched-template',
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
		'post_title'  => 'Stretched template',
		'post_name'   => 'islet-stretched-template',
	)
);
wp_set_object_terms( $id, 'section', 'elementor_library_type' );
update_post_meta( $id, '_elementor_edit_mode', 'builder' );
update_post_meta( $id, '_elementor_template_type', 'section' );
$data = array(
	array(
		'id'       => 'tpls001',
		'elType'   => 'section',
		'settings' => array( 'stretch_section' => 'section-stretched' ),
		'elements' => array(),
	),
);
update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
echo (int) $id;
