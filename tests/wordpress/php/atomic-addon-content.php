<?php
/**
 * Makes two pages of atomic elements on the builder 4.x, saved through the builder's
 * `Document::save()` as its editor saves them: `php atomic-addon-content.php <wordpress dir>
 * <site url>`. `addon`: an atomic tabs element (3 tabs, the first open) and the third-party atomic
 * widget `e-islet-addon` (mu-atomic-addon.php), which Islet does not know; `known`: the same tabs
 * without the add-on, only atomic types Islet runs. Prints JSON `{ids: {addon, known}, builder,
 * registered}` (`registered`: whether the builder has the add-on's type).
 *
 * `php atomic-addon-content.php <wordpress dir> <site url> forget <post id>` deletes that post's
 * builder data (`_elementor_data`), as deleting its content in the editor would change it; prints
 * whether it had any.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

if ( 'forget' === ( $argv[3] ?? '' ) ) {
	echo wp_json_encode( array( 'deleted' => delete_post_meta( (int) $argv[4], '_elementor_data' ) ) );
	exit;
}

if ( version_compare( ELEMENTOR_VERSION, '4.0.0', '<' ) ) {
	fwrite( STDERR, 'atomic-addon-content.php needs the builder 4.x; this site runs ' . ELEMENTOR_VERSION . "\n" );
	exit( 1 );
}

require __DIR__ . '/atomic-props.php';

/** Three tabs, the first open, with ids from `$prefix` (three letters). */
$tabs = fn( $prefix ) => $element(
	"{$prefix}s001",
	'e-tabs',
	array( 'default-active-tab' => $num( 0 ) ),
	array(
		$element( "{$prefix}m001", 'e-tabs-menu', array(), array( $tab( 1, $prefix ), $tab( 2, $prefix ), $tab( 3, $prefix ) ) ),
		$element( "{$prefix}a001", 'e-tabs-content-area', array(), array( $tab_content( 1, $prefix ), $tab_content( 2, $prefix ), $tab_content( 3, $prefix ) ) ),
	)
);

/** A published page of the builder, saved through its document as the editor saves it. */
$save = function ( $title, $data ) {
	$id = wp_insert_post(
		array(
			'post_type'   => 'page',
			'post_status' => 'publish',
			'post_title'  => $title,
		)
	);
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_template_type', 'wp-page' );
	update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
	update_post_meta( $id, '_wp_page_template', 'elementor_header_footer' );
	$document = \Elementor\Plugin::$instance->documents->get( $id, false );
	if ( ! $document ) {
		fwrite( STDERR, "no builder document for page {$id}\n" );
		exit( 1 );
	}
	$document->save( array( 'elements' => $data ) );
	return $id;
};

$ids = array(
	'addon' => $save(
		'Atomic add-on',
		array(
			$element(
				'adnf001',
				'e-flexbox',
				array(),
				array(
					$widget( 'adnh001', 'e-heading', array( 'title' => $html( 'An add-on\'s atomic element' ) ) ),
					$widget( 'adnw001', 'e-islet-addon', array() ),
				)
			),
			$tabs( 'adt' ),
		)
	),
	'known' => $save(
		'Atomic tabs',
		array(
			$element(
				'knof001',
				'e-flexbox',
				array(),
				array( $widget( 'knoh001', 'e-heading', array( 'title' => $html( 'Only atomic elements Islet runs' ) ) ) )
			),
			$tabs( 'knt' ),
		)
	),
);

// A first view must not find a stale cache.
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );

echo wp_json_encode(
	array(
		'ids'        => $ids,
		'builder'    => ELEMENTOR_VERSION,
		'registered' => (bool) \Elementor\Plugin::$instance->widgets_manager->get_widget_types( 'e-islet-addon' ),
	)
);
