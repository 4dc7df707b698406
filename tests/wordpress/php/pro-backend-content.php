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

foreach ( $spec['tags'] as $tag => $titles ) {
	foreach ( $titles as $title ) {
		$post = get_posts( array( 'title' => $title, 'post_type' => 'post', 'numberposts' => 1 ) )[0];
		wp_set_post_tags( $post->ID, $tag, true );
	}
}

require __DIR__ . '/documents.php';
// Pages first: a popup's conditions and a form's redirect name them.
usort(
	$spec['documents'],
	function ( $a, $b ) {
		return ( 'page' === $b['postType'] ) <=> ( 'page' === $a['postType'] );
	}
);
foreach ( $spec['documents'] as $document ) {
	$key         = $document['key'];
	$ids[ $key ] = islet_e2e_save_document( $document, $ids, $ids[ $key ] ?? 0 );
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
