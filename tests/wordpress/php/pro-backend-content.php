<?php
/**
 * Makes the pages of pro-backend.test.ts on the shared site (after content.php): `php
 * pro-backend-content.php <wordpress dir> <site url> <documents.json>`, the documents of
 * pro-backend-content.mjs. Tags the posts of content.php (`tags`), stores each document as the
 * builder stores it, and prints JSON `{ids, terms}`: the ids made (with content.php's, which
 * "{id:key}" may name), the category and tag ids by name. Running it again updates the same
 * documents (by their key), so one site can run the file several times.
 */
list( , $root, $url, $spec_file ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );
$spec = json_decode( str_replace( '{url}', untrailingslashit( home_url() ), file_get_contents( $spec_file ) ), true );

$ids = array();
foreach ( get_posts( array( 'post_type' => array( 'page', 'elementor_library' ), 'numberposts' => -1, 'post_status' => 'any' ) ) as $post ) {
	$ids[ $post->post_name ] = $post->ID;
}

/** Replaces "{id:key}" in builder data with the ids made so far. */
$resolve = function ( $value ) use ( &$ids, &$resolve ) {
	if ( is_array( $value ) ) {
		return array_map( $resolve, $value );
	}
	if ( ! is_string( $value ) ) {
		return $value;
	}
	return preg_replace_callback(
		'/\{id:([\w-]+)\}/',
		function ( $m ) use ( &$ids ) {
			return isset( $ids[ $m[1] ] ) ? (string) $ids[ $m[1] ] : $m[0];
		},
		$value
	);
};

foreach ( $spec['tags'] as $tag => $titles ) {
	foreach ( $titles as $title ) {
		$post = get_posts( array( 'title' => $title, 'post_type' => 'post', 'numberposts' => 1 ) )[0];
		wp_set_post_tags( $post->ID, $tag, true );
	}
}

// Pages first: a popup's conditions and a form's redirect name them.
usort(
	$spec['documents'],
	function ( $a, $b ) {
		return ( 'page' === $b['postType'] ) <=> ( 'page' === $a['postType'] );
	}
);
foreach ( $spec['documents'] as $document ) {
	$is_page = 'page' === $document['postType'];
	$id      = wp_insert_post(
		array(
			'ID'          => $ids[ $document['key'] ] ?? 0,
			'post_type'   => $document['postType'],
			'post_status' => 'publish',
			'post_title'  => $document['title'],
			'post_name'   => $document['key'],
			'import_id'   => $document['importId'] ?? 0,
		)
	);
	$ids[ $document['key'] ] = $id;
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_template_type', $document['templateType'] );
	update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
	update_post_meta( $id, '_elementor_pro_version', ELEMENTOR_PRO_VERSION );
	if ( $is_page ) {
		update_post_meta( $id, '_wp_page_template', 'elementor_header_footer' );
	} else {
		wp_set_object_terms( $id, $document['templateType'], 'elementor_library_type' );
	}
	foreach ( $document['meta'] ?? array() as $key => $value ) {
		update_post_meta( $id, $key, $resolve( $value ) );
	}
	update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $resolve( $document['data'] ) ) ) );
	if ( isset( $document['conditions'] ) ) {
		update_post_meta( $id, '_elementor_conditions', $resolve( $document['conditions'] ) );
	}
}
\ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager()->get_cache()->regenerate();
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );

$terms = array();
foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
	foreach ( get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false ) ) as $term ) {
		$terms[ $term->name ] = $term->term_id;
	}
}
echo wp_json_encode( array( 'ids' => $ids, 'terms' => $terms ) );
