<?php
/**
 * Builder documents stored as the builder stores them, shared by the scripts that make the suite's
 * pages from a JSON spec (content.php, pro-backend-content.php): `require` it after wp-load.php.
 * A document is `{key, postType, templateType, title, data, importId?, pageTemplate?, meta?,
 * conditions?}`; its data, meta and conditions may name another document's id as "{id:key}".
 */

/** `$value` with every "{id:key}" in its strings replaced by that id in `$ids`, when known. */
function islet_e2e_resolve_ids( $value, array $ids ) {
	if ( is_array( $value ) ) {
		return array_map( fn( $item ) => islet_e2e_resolve_ids( $item, $ids ), $value );
	}
	if ( ! is_string( $value ) ) {
		return $value;
	}
	return preg_replace_callback(
		'/\{id:([\w-]+)\}/',
		fn( $m ) => isset( $ids[ $m[1] ] ) ? (string) $ids[ $m[1] ] : $m[0],
		$value
	);
}

/**
 * Stores `$document` as post `$id` (a new post when 0) with its builder meta, a page without a
 * `pageTemplate` on the builder's full-width one; returns its id.
 */
function islet_e2e_save_document( array $document, array $ids, $id = 0 ) {
	$is_page = 'page' === $document['postType'];
	$id      = wp_insert_post(
		array(
			'ID'          => $id,
			'post_type'   => $document['postType'],
			'post_status' => 'publish',
			'post_title'  => $document['title'],
			'post_name'   => $document['key'],
			// A fixed id where an action link must name it (its settings are base64 in the data).
			'import_id'   => $document['importId'] ?? 0,
		)
	);
	$ids[ $document['key'] ] = $id;
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_template_type', $document['templateType'] );
	update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
	update_post_meta( $id, '_elementor_pro_version', ELEMENTOR_PRO_VERSION );
	if ( $is_page ) {
		update_post_meta( $id, '_wp_page_template', $document['pageTemplate'] ?? 'elementor_header_footer' );
	} else {
		wp_set_object_terms( $id, $document['templateType'], 'elementor_library_type' );
	}
	foreach ( $document['meta'] ?? array() as $key => $value ) {
		update_post_meta( $id, $key, islet_e2e_resolve_ids( $value, $ids ) );
	}
	update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( islet_e2e_resolve_ids( $document['data'], $ids ) ) ) );
	if ( isset( $document['conditions'] ) ) {
		update_post_meta( $id, '_elementor_conditions', islet_e2e_resolve_ids( $document['conditions'], $ids ) );
	}
	return $id;
}
