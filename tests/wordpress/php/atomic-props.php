<?php
/**
 * The builder 4.x's stored format for atomic elements (Editor V4), as closures shared by the
 * scripts that make atomic pages (atomic-content.php, atomic-addon-content.php): `require` it at
 * the top level, and they are in scope. See atomic-content.php for the format.
 */

/** A typed prop, as the editor stores every atomic setting. */
$p = function ( $type, $value ) {
	return array(
		'$$type' => $type,
		'value'  => $value,
	);
};
$str  = fn( $value ) => $p( 'string', $value );
$bool = fn( $value ) => $p( 'boolean', $value );
$num  = fn( $value ) => $p( 'number', $value );
$html = fn( $content ) => $p(
	'html-v3',
	array(
		'content'  => $str( $content ),
		'children' => array(),
	)
);
/** A link: `tag` `a` prints `href`, `button` prints `data-action-link`. */
$link = fn( $href, $tag = 'a', $blank = false ) => $p(
	'link',
	array(
		'destination'   => $p( 'url', $href ),
		'isTargetBlank' => $bool( $blank ),
		'tag'           => $str( $tag ),
	)
);
/** An atomic widget (`elType: widget`), as Widget_Builder::build() makes it. */
$widget = function ( $id, $type, $settings, $extra = array() ) {
	return array_merge(
		array(
			'id'              => $id,
			'elType'          => 'widget',
			'widgetType'      => $type,
			'settings'        => $settings,
			'isLocked'        => false,
			'editor_settings' => array(),
			'elements'        => array(),
			'styles'          => array(),
			'version'         => '0.0',
		),
		$extra
	);
};
/** An atomic element (its type is its `elType`), as Element_Builder::build() makes it. */
$element = function ( $id, $type, $settings, $children, $extra = array() ) {
	return array_merge(
		array(
			'id'              => $id,
			'elType'          => $type,
			'settings'        => $settings,
			'isLocked'        => false,
			'editor_settings' => array(),
			'elements'        => $children,
			'styles'          => array(),
			'version'         => '0.0',
		),
		$extra
	);
};
/** A local style (the element's own class `e-<id>-<suffix>`), desktop, no state. */
$local_style = function ( $id, $props ) {
	return array(
		$id => array(
			'id'       => $id,
			'label'    => 'local',
			'type'     => 'class',
			'variants' => array(
				array(
					'meta'  => array(
						'breakpoint' => 'desktop',
						'state'      => null,
					),
					'props' => $props,
				),
			),
		),
	);
};
$classes = fn( ...$ids ) => $p( 'classes', $ids );

/** One tab of an `e-tabs-menu` (ids `<prefix>t00<i>`, its paragraph `<prefix>p00<i>`). */
$tab = function ( $i, $prefix = 'tab' ) use ( $element, $widget, $html, $str ) {
	return $element(
		"{$prefix}t00{$i}",
		'e-tab',
		array(),
		array( $widget( "{$prefix}p00{$i}", 'e-paragraph', array( 'paragraph' => $html( "Tab {$i}" ), 'tag' => $str( 'span' ) ) ) ),
		array( 'editor_settings' => array( 'title' => "Tab {$i} trigger", 'initial_position' => $i ) )
	);
};
/** Its panel in the `e-tabs-content-area` (ids `<prefix>c00<i>`, `<prefix>q00<i>`). */
$tab_content = function ( $i, $prefix = 'tab' ) use ( $element, $widget, $html ) {
	return $element(
		"{$prefix}c00{$i}",
		'e-tab-content',
		array(),
		array( $widget( "{$prefix}q00{$i}", 'e-paragraph', array( 'paragraph' => $html( "Panel {$i}" ) ) ) ),
		array( 'editor_settings' => array( 'title' => "Tab {$i} content", 'initial_position' => $i ) )
	);
};
