<?php
/**
 * Makes a page holding every atomic element (Editor V4) the builder renders on the front end, as
 * its editor stores them: `php atomic-content.php <wordpress dir> <site url>`. Prints JSON
 * `{ids: {page, component, image, video}, builder, saved, registered, dropped}`: the ids made, the builder's
 * version, how the page was saved (`document` through the builder's own save, as the editor's
 * save does, on 4.x; `meta` as raw post meta before), which of the page's element types the
 * builder registers, and the elements left out because their type is unknown (before 4.x only).
 *
 * Run it after atomic-experiments.php (the atomic elements on) and content.php (the popup the
 * button opens, id 900). On 3.32.4 the same data is stored without the elements of types it does
 * not register (its atomic tabs are `e-tabs` > `e-tab-list`/`e-tab-link`/`e-tabs-content`).
 *
 * The stored format (modules/atomic-widgets in 4.1.5): containers are `elType` `e-flexbox`,
 * `e-div-block`, `e-tabs`…; widgets are `elType: widget` with `widgetType` `e-heading`…; every
 * setting is a typed prop `{"$$type": "<key>", "value": …}` checked against the element's
 * `get_props_schema()`; local styles live in `styles` keyed by class id and are listed in the
 * `classes` prop; `interactions` is `{"items": [{"$$type": "interaction-item", …}], "version": 1}`
 * (the save stores it as a JSON string and gives each item an `interaction_id`).
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
wp_set_current_user( 1 );

// The typed props, elements, widgets, local styles and tabs ($p, $str, $element, $tab…).
require __DIR__ . '/atomic-props.php';

/** The builder's action link, as the classic widgets' links hold it. */
$action = function ( $name, $settings ) {
	return '#' . rawurlencode( 'elementor-action:action=' . $name . '&settings=' . base64_encode( wp_json_encode( $settings ) ) );
};
$ms = fn( $size ) => $p(
	'size',
	array(
		'size' => $size,
		'unit' => 'ms',
	)
);
$percent = fn( $size ) => $p(
	'size',
	array(
		'size' => $size,
		'unit' => '%',
	)
);
/**
 * One interaction, as the editor's interactions panel stores it (modules/interactions/props):
 * trigger load|scrollIn|scrollOut|scrollOn|hover|click, effect fade|slide|scale|custom, type
 * in|out, direction ''|left|right|top|bottom…, duration and delay in ms, easing.
 */
$interaction = function ( $trigger, $effect, $type, $direction, $duration, $delay, $easing, $extra = array() ) use ( $p, $str, $bool, $ms, $percent ) {
	$config = array(
		'replay' => $bool( $extra['replay'] ?? false ),
		'easing' => $str( $easing ),
	);
	if ( isset( $extra['start'] ) ) {
		$config['start'] = $percent( $extra['start'] );
		$config['end']   = $percent( $extra['end'] );
	}
	return $p(
		'interaction-item',
		array(
			'interaction_id' => $str( 'temp-' . wp_generate_password( 8, false ) ),
			'trigger'        => $str( $trigger ),
			'animation'      => $p(
				'animation-preset-props',
				array(
					'effect'        => $str( $effect ),
					'type'          => $str( $type ),
					'direction'     => $str( $direction ),
					'timing_config' => $p(
						'timing-config',
						array(
							'duration' => $ms( $duration ),
							'delay'    => $ms( $delay ),
						)
					),
					'config'        => $p( 'config-v2', $config ),
				)
			),
			'breakpoints'    => $p(
				'interaction-breakpoints',
				array( 'excluded' => $p( 'excluded-breakpoints', array() ) )
			),
		)
	);
};
$interactions = fn( ...$items ) => array(
	'items'   => $items,
	'version' => 1,
);

$ids = array();

// Uploads without the year and month in their path, so the fixtures made from this page do not
// change with the date they were captured on.
update_option( 'uploads_use_yearmonth_folders', 0 );

// A picture and a video in the media library. The video is a stub file (an MP4 `ftyp` box, no
// frames): the markup and the requests are what the fixtures need, not a picture.
$upload          = wp_upload_bits( 'atomic-image.png', null, file_get_contents( WP_PLUGIN_DIR . '/elementor/assets/images/placeholder.png' ) );
$ids['image']    = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'atomic-image', 'post_status' => 'inherit' ), $upload['file'] );
wp_update_attachment_metadata( $ids['image'], wp_generate_attachment_metadata( $ids['image'], $upload['file'] ) );
$mp4          = pack( 'N', 24 ) . 'ftypisom' . pack( 'N', 512 ) . 'isomiso2';
$upload       = wp_upload_bits( 'atomic-video.mp4', null, $mp4 );
$ids['video'] = wp_insert_attachment( array( 'post_mime_type' => 'video/mp4', 'post_title' => 'atomic-video', 'post_status' => 'inherit' ), $upload['file'] );
$video_url    = wp_get_attachment_url( $ids['video'] );

$svg_url   = plugins_url( 'elementor/assets/images/default-svg.svg' );
$image_url = wp_get_attachment_url( $ids['image'] );
// The lightbox's picture by its path: the action link holds it base64-encoded, where the site's
// random port could not be replaced by a placeholder.
$image_path = wp_make_link_relative( $image_url );

// A component (Editor V4's reusable element, post type `elementor_component`), placed below.
$component_data = array(
	$element(
		'cmpf001',
		'e-flexbox',
		array(),
		array(
			$widget( 'cmph001', 'e-heading', array( 'title' => $html( 'Heading inside a component' ), 'tag' => $str( 'h3' ) ) ),
			$widget(
				'cmpb001',
				'e-button',
				array(
					'text' => $html( 'Component button (off-canvas action)' ),
					'link' => $link( $action( 'off_canvas:open', array( 'id' => 'none0001', 'displayMode' => 'open' ) ), 'button' ),
				),
				array( 'interactions' => $interactions( $interaction( 'scrollIn', 'fade', 'in', '', 500, 0, 'easeIn' ) ) )
			),
		)
	),
);

$filler = fn( $id ) => $element(
	$id,
	'e-div-block',
	array( 'classes' => $classes( "e-{$id}-f1ll3r0" ) ),
	array( $widget( "{$id}p", 'e-paragraph', array( 'paragraph' => $html( 'Room to scroll, so scroll-in and scroll-out interactions have somewhere to go.' ) ) ) ),
	array( 'styles' => $local_style( "e-{$id}-f1ll3r0", array( 'min-height' => $p( 'size', array( 'size' => 900, 'unit' => 'px' ) ) ) ) )
);

$page_data = array(
	// Layout: a flexbox with a local style and the five simple widgets.
	$element(
		'flex001',
		'e-flexbox',
		array(
			'classes' => $classes( 'e-flex001-a1b2c3d' ),
			'_cssid'  => $str( 'atomic-top' ),
		),
		array(
			$widget(
				'head001',
				'e-heading',
				array(
					'title' => $html( 'Atomic heading' ),
					'tag'   => $str( 'h1' ),
				),
				array( 'interactions' => $interactions( $interaction( 'load', 'fade', 'in', '', 600, 0, 'easeIn' ) ) )
			),
			$widget(
				'head002',
				'e-heading',
				array(
					'title' => $html( 'Linked heading' ),
					'tag'   => $str( 'h2' ),
					'link'  => $link( 'https://example.com/heading', 'a', true ),
				)
			),
			$widget(
				'para001',
				'e-paragraph',
				array( 'paragraph' => $html( 'An atomic paragraph with <strong>bold</strong> text.' ) ),
				array( 'interactions' => $interactions( $interaction( 'load', 'slide', 'in', 'left', 800, 200, 'easeOut' ) ) )
			),
			$widget(
				'imag001',
				'e-image',
				array(
					'image' => $p(
						'image',
						array(
							'src'  => $p( 'image-src', array( 'id' => $p( 'image-attachment-id', $ids['image'] ), 'url' => null ) ),
							'size' => $str( 'full' ),
						)
					),
				),
				array( 'interactions' => $interactions( $interaction( 'load', 'scale', 'in', '', 700, 100, 'easeInOut' ) ) )
			),
			$widget(
				'imag002',
				'e-image',
				array(
					'image' => $p(
						'image',
						array(
							'src'  => $p( 'image-src', array( 'id' => null, 'url' => $p( 'url', $image_url ) ) ),
							'size' => $str( 'full' ),
						)
					),
					'link'  => $link(
						$action(
							'lightbox',
							array(
								'type' => 'image',
								'url'  => $image_path,
							)
						),
						'button'
					),
				)
			),
			$widget( 'svg0001', 'e-svg', array( 'svg' => $p( 'svg-src', array( 'id' => null, 'url' => $p( 'url', $svg_url ) ) ) ) ),
			$widget( 'divd001', 'e-divider', array() ),
		),
		array( 'styles' => $local_style( 'e-flex001-a1b2c3d', array( 'background-color' => $p( 'color', '#eef2ff' ) ) ) )
	),
	// Buttons: a plain link, an action on a <button> (data-action-link), an action in an href,
	// and no link at all.
	$element(
		'divb001',
		'e-div-block',
		array(),
		array(
			$widget(
				'btna001',
				'e-button',
				array(
					'text' => $html( 'Plain link' ),
					'link' => $link( 'https://example.com/', 'a', true ),
				)
			),
			$widget(
				'btnb001',
				'e-button',
				array(
					'text' => $html( 'Lightbox (button tag)' ),
					'link' => $link(
						$action(
							'lightbox',
							array(
								'type' => 'image',
								'url'  => $image_path,
							)
						),
						'button'
					),
				)
			),
			$widget(
				'btnc001',
				'e-button',
				array(
					'text' => $html( 'Popup (href)' ),
					'link' => $link( $action( 'popup:open', array( 'id' => '900', 'toggle' => false ) ), 'a' ),
				)
			),
			$widget(
				'btnd001',
				'e-button',
				array(
					'text' => $html( 'Popup (button tag)' ),
					'link' => $link( $action( 'popup:open', array( 'id' => '900', 'toggle' => false ) ), 'button' ),
				)
			),
			$widget( 'btne001', 'e-button', array( 'text' => $html( 'No link' ) ) ),
			// A div block that is itself a link (tag from the link).
			$element(
				'divb002',
				'e-div-block',
				array( 'link' => $link( 'https://example.com/block', 'a' ) ),
				array( $widget( 'divp002', 'e-paragraph', array( 'paragraph' => $html( 'A linked div block' ) ) ) )
			),
		)
	),
	// Videos.
	$element(
		'vide000',
		'e-flexbox',
		array(),
		array(
			$widget(
				'ytb0001',
				'e-youtube',
				array(
					'source'          => $str( 'https://www.youtube.com/watch?v=XHOmBV4js_E' ),
					'autoplay'        => $bool( false ),
					'mute'            => $bool( true ),
					'loop'            => $bool( true ),
					'lazyload'        => $bool( true ),
					'player_controls' => $bool( true ),
					'captions'        => $bool( false ),
					'privacy_mode'    => $bool( true ),
					'rel'             => $bool( false ),
					'start'           => $str( '10' ),
					'end'             => $str( '40' ),
				)
			),
			$widget(
				'ytb0002',
				'e-youtube',
				array(
					'source'   => $str( 'https://www.youtube.com/watch?v=XHOmBV4js_E' ),
					'lazyload' => $bool( false ),
				)
			),
			$widget(
				'vid0001',
				'e-self-hosted-video',
				array(
					'source'   => $p( 'video-src', array( 'id' => $p( 'video-attachment-id', $ids['video'] ), 'url' => null ) ),
					'autoplay' => $bool( true ),
					'mute'     => $bool( true ),
					'loop'     => $bool( true ),
					'controls' => $bool( true ),
					'preload'  => $str( 'auto' ),
				)
			),
			$widget(
				'vid0002',
				'e-self-hosted-video',
				array(
					'source'     => $p( 'video-src', array( 'id' => null, 'url' => $p( 'url', $video_url ) ) ),
					'controls'   => $bool( false ),
					'playsinline' => $bool( true ),
					'start_time' => $num( 2 ),
					'end_time'   => $num( 8 ),
				)
			),
		)
	),
	// Tabs: three tabs, the second (index 1) open first.
	$element(
		'tabs001',
		'e-tabs',
		array( 'default-active-tab' => $num( 1 ) ),
		array(
			$element( 'tabm001', 'e-tabs-menu', array(), array( $tab( 1 ), $tab( 2 ), $tab( 3 ) ) ),
			$element( 'taba001', 'e-tabs-content-area', array(), array( $tab_content( 1 ), $tab_content( 2 ), $tab_content( 3 ) ) ),
		)
	),
	// The atomic form: 4.1.5 registers `e-form` only with the Pro add-on's 4.x line and its
	// `e_pro_atomic_form` experiment (and a promotion without any Pro); with Pro 3.33.1 neither.
	$element( 'form001', 'e-form', array( 'form-name' => $str( 'Atomic contact' ) ), array() ),
	// A component instance.
	$widget( 'comp001', 'e-component', array( 'component_instance' => $p( 'component-instance', array( 'component_id' => $num( 0 ) ) ) ) ),
	$filler( 'fill001' ),
	// Scroll interactions.
	$element(
		'scrl001',
		'e-flexbox',
		array(),
		array(
			$widget(
				'scrh001',
				'e-heading',
				array( 'title' => $html( 'Slides in from the bottom when it scrolls in' ) ),
				array( 'interactions' => $interactions( $interaction( 'scrollIn', 'slide', 'in', 'bottom', 1000, 300, 'easeInOut', array( 'start' => 85, 'end' => 15 ) ) ) )
			),
			$widget(
				'scrp001',
				'e-paragraph',
				array( 'paragraph' => $html( 'Scales out when it scrolls out, fades in when it scrolls in.' ) ),
				array(
					'interactions' => $interactions(
						$interaction( 'scrollOut', 'scale', 'out', '', 400, 0, 'backIn' ),
						$interaction( 'scrollIn', 'fade', 'in', '', 500, 100, 'linear' )
					),
				)
			),
			$widget(
				'scrb001',
				'e-button',
				array( 'text' => $html( 'Slides out to the right' ) ),
				array( 'interactions' => $interactions( $interaction( 'scrollOut', 'slide', 'out', 'right', 300, 50, 'easeOut' ) ) )
			),
		),
		array( 'interactions' => $interactions( $interaction( 'scrollIn', 'fade', 'in', '', 900, 0, 'easeIn' ) ) )
	),
	$filler( 'fill002' ),
);

$is_4x     = version_compare( ELEMENTOR_VERSION, '4.0.0', '>=' );
$is_known  = fn( $type ) => (bool) ( \Elementor\Plugin::$instance->elements_manager->get_element_types( $type )
	?: \Elementor\Plugin::$instance->widgets_manager->get_widget_types( $type ) );

// Before 4.x, an element of a type the builder does not register stops the whole page: under an
// atomic element it is taken for the default child type (an array), which the Pro add-on's
// global widget module refuses with a fatal TypeError (3.32.4's atomic tabs hold `e-tab-list`,
// not 4.x's `e-tabs-menu`). Those are left out of the data there, and listed; and texts are
// stored as 3.x stores them.
$dropped = array();
$keep    = function ( $elements ) use ( &$keep, &$dropped, $is_known ) {
	$kept = array();
	foreach ( $elements as $el ) {
		$type = 'widget' === $el['elType'] ? $el['widgetType'] : $el['elType'];
		if ( ! $is_known( $type ) ) {
			$dropped[] = $el['id'] . ' (' . $type . ')';
			continue;
		}
		// 3.x keeps texts as plain strings, 4.x as `html-v3` (which it migrates older data to).
		foreach ( $el['settings'] as $key => $setting ) {
			if ( 'html-v3' === ( $setting['$$type'] ?? null ) ) {
				$el['settings'][ $key ] = array(
					'$$type' => 'string',
					'value'  => $setting['value']['content']['value'],
				);
			}
		}
		$el['elements'] = $keep( $el['elements'] ?? array() );
		$kept[]         = $el;
	}
	return $kept;
};
$saved     = 'meta';
$documents = \Elementor\Plugin::$instance->documents;

/** A builder document: through the builder's save on 4.x (the editor's path), else raw meta. */
$save = function ( $post_type, $template_type, $title, $data ) use ( $is_4x, $documents, &$saved ) {
	$id = wp_insert_post(
		array(
			'post_type'   => $post_type,
			'post_status' => 'publish',
			'post_title'  => $title,
		)
	);
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_template_type', $template_type );
	update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
	if ( 'page' === $post_type ) {
		update_post_meta( $id, '_wp_page_template', 'elementor_header_footer' );
	}
	$document = $is_4x ? $documents->get( $id, false ) : null;
	if ( $document ) {
		// The editor's save: element settings parsed against their schema, interactions validated
		// and given ids, the interactions cache (post meta) written.
		$document->save( array( 'elements' => $data ) );
		$saved = 'document';
	} else {
		update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
	}
	return $id;
};

if ( $is_4x && post_type_exists( 'elementor_component' ) ) {
	$ids['component'] = $save( 'elementor_component', 'elementor_component', 'Atomic component', $component_data );
	update_post_meta( $ids['component'], '_elementor_component_uid', 'islet-atomic-component' );
}
// The component's id, now known.
foreach ( $page_data as &$top ) {
	if ( 'comp001' === $top['id'] ) {
		$top['settings']['component_instance']['value']['component_id']['value'] = (int) ( $ids['component'] ?? 0 );
	}
}
unset( $top );
$ids['page'] = $save( 'page', 'wp-page', 'Atomic elements', $is_4x ? $page_data : $keep( $page_data ) );

// A first view must not find a stale cache.
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );
delete_option( '_elementor_global_css' );

$types     = array();
$collect   = function ( $elements ) use ( &$collect, &$types ) {
	foreach ( $elements as $el ) {
		$types[] = 'widget' === $el['elType'] ? $el['widgetType'] : $el['elType'];
		$collect( $el['elements'] ?? array() );
	}
};
$collect( $page_data );
$collect( $component_data );
$registered = array();
foreach ( array_unique( $types ) as $type ) {
	$registered[ $type ] = $is_known( $type );
}
echo wp_json_encode(
	array(
		'ids'        => $ids,
		'builder'    => ELEMENTOR_VERSION,
		'saved'      => $saved,
		'registered' => $registered,
		'dropped'    => $dropped,
	)
);
