<?php
/**
 * Makes the Pro Search widget's page and a floating contact-buttons document shown on it, as the
 * builder stores them: `php pro-search-content.php <wordpress dir> <site url>`. Idempotent (a
 * second run finds what the first made, by slug). Prints JSON `{ids: {page, card, buttons},
 * clicks}`: the page, the search's loop-item template, the floating-buttons document, and that
 * document's click count (`_elementor_click_tracking`), which the suite reads back with
 * `… clicks`.
 *
 * The page holds Pro 3.33.1's Search widget (`search`, id `srch001`) with live results through
 * the loop-item template `Search card` (the post's title linked to it), two items a page
 * (`number_of_items`), numbers and previous/next pagination, searching posts. The site's six
 * posts ("Post 1" … "Post 6", content.php) are the results. The floating-buttons document
 * holds the builder's own contact buttons (`contact-buttons`, id `cbtn001`), shown on that page
 * only (a theme-builder condition), so the suite's other pages stay as they were.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

/** The id of the post of `$type` with slug `$slug`, made by `$make` when there is none. */
function islet_e2e_search_post( $type, $slug, $make ) {
	$found = get_posts(
		array(
			'post_type'   => $type,
			'name'        => $slug,
			'post_status' => 'publish',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	return $found ? $found[0] : $make();
}

/** A builder document: the post, its type and data as the editor saves them. */
function islet_e2e_search_document( $type, $slug, $title, $template_type, $data, $meta = array() ) {
	return islet_e2e_search_post(
		$type,
		$slug,
		function () use ( $type, $slug, $title, $template_type, $data, $meta ) {
			$id = wp_insert_post(
				array(
					'post_type'   => $type,
					'post_status' => 'publish',
					'post_title'  => $title,
					'post_name'   => $slug,
				)
			);
			update_post_meta( $id, '_elementor_edit_mode', 'builder' );
			update_post_meta( $id, '_elementor_template_type', $template_type );
			update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
			update_post_meta( $id, '_elementor_pro_version', ELEMENTOR_PRO_VERSION );
			if ( 'elementor_library' === $type ) {
				wp_set_object_terms( $id, $template_type, 'elementor_library_type' );
			}
			foreach ( $meta as $key => $value ) {
				update_post_meta( $id, $key, $value );
			}
			update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
			return $id;
		}
	);
}

$container = function ( $id, $elements, $settings = array() ) {
	return array(
		'id'       => $id,
		'elType'   => 'container',
		'isInner'  => false,
		'settings' => array_merge( array( 'content_width' => 'full' ), $settings ),
		'elements' => $elements,
	);
};
$widget = function ( $id, $type, $settings ) {
	return array(
		'id'         => $id,
		'elType'     => 'widget',
		'widgetType' => $type,
		'settings'   => $settings,
		'elements'   => array(),
	);
};
$tag = function ( $id, $name ) {
	return '[elementor-tag id="' . $id . '" name="' . $name . '" settings="%7B%7D"]';
};

$card = islet_e2e_search_document(
	'elementor_library',
	'search-card',
	'Search card',
	'loop-item',
	array(
		$container(
			'srcc001',
			array(
				$widget(
					'srcc002',
					'heading',
					array(
						'title'       => 'Post title',
						'header_size' => 'h3',
						'__dynamic__' => array(
							'title' => $tag( 'srcc003', 'post-title' ),
							'link'  => $tag( 'srcc004', 'post-url' ),
						),
					)
				),
			)
		),
	),
	array( '_elementor_source' => 'post' )
);

$page = islet_e2e_search_document(
	'page',
	'pro-search',
	'Pro search',
	'wp-page',
	array(
		$container(
			'srce001',
			array(
				$widget(
					'srch001',
					'search',
					array(
						'search_input_placeholder_text' => 'Search posts',
						'live_results'                  => 'yes',
						'template_id'                   => (string) $card,
						'minimum_search_characters'     => 3,
						'number_of_items'               => 2,
						'pagination_type_options'       => 'numbers_previous_next',
						'search_query_post_type'        => 'post',
						'icon_clear'                    => array(
							'value'   => 'fas fa-times',
							'library' => 'fa-solid',
						),
					)
				),
			),
			array( 'content_width' => 'boxed' )
		),
	),
	array( '_wp_page_template' => 'elementor_header_footer' )
);

$buttons = islet_e2e_search_document(
	'e-floating-buttons',
	'contact-buttons',
	'Contact buttons',
	'floating-buttons',
	array(
		$container(
			'cbtc001',
			array(
				$widget(
					'cbtn001',
					'contact-buttons',
					array(
						'chat_button_platform' => 'whatsapp',
						'chat_button_number'   => '15550100',
					)
				),
			),
			// Boxed, as the editor makes it: the builder's handler looks for its `.e-con-inner`.
			array( 'content_width' => 'boxed' )
		),
	),
	array(
		'_elementor_floating_elements_type' => 'floating-buttons',
		'_elementor_conditions'             => array( 'include/singular/page/' . $page ),
	)
);

if ( class_exists( '\ElementorPro\Modules\ThemeBuilder\Module' ) ) {
	\ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager()->get_cache()->regenerate();
}
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );

echo wp_json_encode(
	array(
		'ids'    => array(
			'page'    => $page,
			'card'    => $card,
			'buttons' => $buttons,
		),
		'clicks' => (int) get_post_meta( $buttons, '_elementor_click_tracking', true ),
	)
);
