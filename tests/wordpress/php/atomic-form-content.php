<?php
/**
 * Makes a page holding the builder 4.x's atomic form (`e-form`), as its editor stores it and saved
 * through the builder's own `Document::save()` (as the editor's save does): `php
 * atomic-form-content.php <wordpress dir> <site url>`. Needs the builder 4.x and
 * mu-atomic-form.php (the Pro 4.x side: the `e_pro_atomic_form` experiment and stand-ins for the
 * field widgets), which this script turns on for itself (`ISLET_E2E_ATOMIC_FORM`); the page
 * renders the form on `?islet-e2e-atomic-form`. Prints JSON `{ids: {page}, builder, registered,
 * saved}`: the page's id, the builder's version, whether the builder registers each type of the
 * form, and the types in the data the save kept.
 *
 * The form holds what the builder's default form holds (atomic-form.php define_default_children:
 * labels and fields paired by `_cssid` / `input-id`, a checkbox row, the submit button and the
 * two status messages, each with a paragraph), with a name (required), an email, a message and
 * a checkbox. Ids are the element ids of the data (`frm…`); the fields' `name` is their `_cssid`.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
define( 'ISLET_E2E_ATOMIC_FORM', true );
require $root . '/wp-load.php';
wp_set_current_user( 1 );

if ( version_compare( ELEMENTOR_VERSION, '4.0.0', '<' ) ) {
	fwrite( STDERR, 'atomic-form-content.php needs the builder 4.x; this site runs ' . ELEMENTOR_VERSION . "\n" );
	exit( 1 );
}

// The typed props, elements and widgets ($p, $str, $bool, $num, $html, $element, $widget, $classes).
require __DIR__ . '/atomic-props.php';

/** A label for the field whose `_cssid` is `$for`. */
$label = fn( $id, $for, $text ) => $widget(
	$id,
	'e-form-label',
	array(
		'text'     => $html( $text ),
		'input-id' => $str( $for ),
	)
);
/** A status message element (`e-form-success-message` / `e-form-error-message`) with its paragraph. */
$message = fn( $id, $state, $text ) => $element(
	$id,
	"e-form-{$state}-message",
	array(),
	array( $widget( "{$id}p", 'e-paragraph', array( 'paragraph' => $html( $text ) ) ) ),
	array( 'editor_settings' => array( 'title' => ucfirst( $state ) . ' message' ) )
);

$form = $element(
	'frm0001',
	'e-form',
	array(
		'form-name'            => $str( 'Islet contact' ),
		'actions-after-submit' => $p( 'string-array', array( $str( 'collect-submissions' ) ) ),
	),
	array(
		$label( 'frml001', 'e-form-name', 'Name' ),
		$widget(
			'frmi001',
			'e-form-input',
			array(
				'placeholder' => $str( 'Your name' ),
				'type'        => $str( 'text' ),
				'required'    => $bool( true ),
				'_cssid'      => $str( 'e-form-name' ),
			)
		),
		$label( 'frml002', 'e-form-email', 'Email' ),
		$widget(
			'frmi002',
			'e-form-input',
			array(
				'placeholder' => $str( 'your@mail.com' ),
				'type'        => $str( 'email' ),
				'_cssid'      => $str( 'e-form-email' ),
			)
		),
		$label( 'frml003', 'e-form-message', 'Message' ),
		$widget(
			'frmt001',
			'e-form-textarea',
			array(
				'placeholder' => $str( 'Your message' ),
				'rows'        => $num( 4 ),
				'_cssid'      => $str( 'e-form-message' ),
			)
		),
		$element(
			'frmr001',
			'e-flexbox',
			array( 'classes' => $classes( 'e-form-checkbox-row' ) ),
			array(
				$widget( 'frmc001', 'e-form-checkbox', array( '_cssid' => $str( 'e-form-checkbox' ) ) ),
				$label( 'frml004', 'e-form-checkbox', 'Keep me posted' ),
			)
		),
		$widget( 'frms001', 'e-form-submit-button', array( 'text' => $html( 'Send' ) ) ),
		$message( 'frmy001', 'success', 'Great! We’ve received your information.' ),
		$message( 'frmn001', 'error', 'We couldn’t process your submission. Please retry' ),
	)
);

$id = wp_insert_post(
	array(
		'post_type'   => 'page',
		'post_status' => 'publish',
		'post_title'  => 'Atomic form',
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
// The editor's save: each element's settings parsed against its schema.
$document->save( array( 'elements' => array( $form ) ) );

// A first view must not find a stale cache.
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );

$types   = array();
$collect = function ( $elements ) use ( &$collect, &$types ) {
	foreach ( $elements as $el ) {
		$types[] = 'widget' === $el['elType'] ? $el['widgetType'] : $el['elType'];
		$collect( $el['elements'] ?? array() );
	}
};
$collect( array( $form ) );
$registered = array();
foreach ( array_unique( $types ) as $type ) {
	$registered[ $type ] = (bool) ( \Elementor\Plugin::$instance->elements_manager->get_element_types( $type )
		?: \Elementor\Plugin::$instance->widgets_manager->get_widget_types( $type ) );
}
$types  = array();
$collect( \Elementor\Plugin::$instance->documents->get( $id, false )->get_elements_data() );

// The builder caches the base styles of every atomic type registered when the cache is made. The
// form's types are registered only on `?islet-e2e-atomic-form` (mu-atomic-form.php): a cache made
// by an earlier request of another test lacks theirs, and the form's messages would show. Cleared,
// it is made again by the form page's first view.
\Elementor\Plugin::$instance->files_manager->clear_cache();

echo wp_json_encode(
	array(
		'ids'        => array( 'page' => $id ),
		'builder'    => ELEMENTOR_VERSION,
		'registered' => $registered,
		'saved'      => array_values( array_unique( $types ) ),
	)
);
