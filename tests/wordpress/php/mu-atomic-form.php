<?php
/**
 * Plugin Name: Islet e2e atomic form (a stand-in for the Pro add-on's 4.x side)
 * Description: Test only. On the builder 4.x, what the Pro add-on's 4.x line adds to the builder's
 * own atomic form (`e-form`), which the suite cannot install (it has Pro 3.33.1):
 *
 * - on `?islet-e2e-atomic-form` (and in a command-line script that defines
 *   `ISLET_E2E_ATOMIC_FORM`): the experiment `e_pro_atomic_form`, active, so that the builder
 *   registers its real `e-form`, `e-form-success-message` and `e-form-error-message`
 *   (modules/atomic-widgets/module.php register_elements: Pro active and that experiment), and
 *   STAND-INS for Pro 4.x's field widgets `e-form-input`, `e-form-label`, `e-form-textarea`,
 *   `e-form-checkbox` and `e-form-submit-button`. Only on that query, so the suite's other atomic
 *   pages (and fixtures/atomic, captured with Pro 3.x) render as without Pro 4.x;
 *   `?islet-e2e-atomic-form=stale` also prints a nonce the endpoint refuses
 *   (`elementorFrontendConfig.nonces.atomicFormsSendForm`, for another action);
 * - always: a STAND-IN for Pro 4.x's handler of `elementor_pro_atomic_forms_send_form` on
 *   admin-ajax (`wp_ajax_…` and `wp_ajax_nopriv_…`), which stores what it receives in the option
 *   `islet_e2e_atomic_form_submissions`, read back by the tests through the admin-ajax action
 *   `islet_e2e_atomic_form_submissions` (GET; `&clear` empties it).
 *
 * The stand-ins' markup and answers follow Pro 4.x's own code as published in the GPL copy
 * proelements/proelements (modules/atomic-form/{input,label,textarea,checkbox,submit-button}/*.twig
 * and atomic-form-controller.php, read in a code index, not installed): each field prints
 * its base class `e-form-<type>-base`, `data-interaction-id` (the builder's script collects the
 * fields by it), `id` from `_cssid`, `name` from `name`, else `_cssid`, else the element id; a
 * label prints `for` from `input-id`. The templates and classes here are written for the suite,
 * not copied; their base styles are a few props, not Pro's. The handler checks the nonce as
 * Pro's controller does (`wp_verify_nonce( $_POST['_nonce'], 'elementor_pro_atomic_forms_send_form' )`,
 * the action the builder 4.1.5 prints it for in includes/frontend.php) and answers as it does:
 * `wp_send_json_error( {message} )` (HTTP 200) for a refused nonce, a request without post, form
 * or fields, or a form that is not in the post's data; else `wp_send_json_success( {message, data} )`.
 * It runs no action after submit (no mail, no webhook): it only keeps the submission.
 *
 * Does nothing on the builder 3.x (its atomic classes differ, and it has no atomic form).
 */

/**
 * The builder 4.x: where this plugin has anything to do. (Its version only: loading one of its
 * atomic classes before it registers its elements stops the request.)
 */
function islet_e2e_atomic_form_builder() {
	return defined( 'ELEMENTOR_VERSION' ) && version_compare( ELEMENTOR_VERSION, '4.0.0', '>=' );
}

/** Whether this request renders (or saves) the atomic form: the query, or a script's constant. */
function islet_e2e_atomic_form_on() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	return ( defined( 'ISLET_E2E_ATOMIC_FORM' ) || isset( $_GET['islet-e2e-atomic-form'] ) ) && islet_e2e_atomic_form_builder();
}

// Pro 4.x registers its experiment with the builder's (its module's get_experimental_data): hidden,
// active by default. The builder reads it when it registers its elements, later on `init`.
add_action(
	'elementor/experiments/default-features-registered',
	function ( $experiments ) {
		if ( ! islet_e2e_atomic_form_on() ) {
			return;
		}
		$experiments->add_feature(
			array(
				'name'           => 'e_pro_atomic_form',
				'title'          => 'Atomic Form (Islet e2e stand-in for the Pro add-on 4.x)',
				'description'    => 'Test only: lets the builder register its atomic form.',
				'hidden'         => true,
				'default'        => \Elementor\Core\Experiments\Manager::STATE_ACTIVE,
				'release_status' => \Elementor\Core\Experiments\Manager::RELEASE_STATUS_DEV,
			)
		);
	}
);

add_action(
	'elementor/widgets/register',
	function ( $widgets_manager ) {
		if ( ! islet_e2e_atomic_form_on() || ! class_exists( '\Elementor\Modules\AtomicWidgets\Elements\Base\Atomic_Widget_Base' ) ) {
			return;
		}
		islet_e2e_define_atomic_form_fields();
		foreach ( array( 'Input', 'Label', 'Textarea', 'Checkbox', 'Submit_Button' ) as $name ) {
			$class = 'Islet_E2E_Form_' . $name;
			$widgets_manager->register( new $class() );
		}
	}
);

// `?islet-e2e-atomic-form=stale`: a page whose nonce the endpoint refuses (a nonce of another
// action, as a page cached past the nonce's lifetime would print one that no longer verifies).
add_action(
	'elementor/frontend/before_enqueue_scripts',
	function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! islet_e2e_atomic_form_on() || 'stale' !== ( $_GET['islet-e2e-atomic-form'] ?? '' ) ) {
			return;
		}
		$frontend = \Elementor\Plugin::$instance->frontend;
		$nonces   = (array) $frontend->get_settings( 'nonces' );
		$nonces['atomicFormsSendForm'] = wp_create_nonce( 'islet-e2e-not-the-atomic-form' );
		$frontend->set_settings( 'nonces', $nonces );
	}
);

/**
 * A template, written once next to this file: the builder's renderer loads templates from files
 * (Single_File_Loader), and the harness copies only this PHP file into the site.
 *
 * @param string $name     The field's short name.
 * @param string $template Its twig source.
 * @return string The template's path.
 */
function islet_e2e_atomic_form_template( $name, $template ) {
	$path = __DIR__ . '/mu-atomic-form-' . $name . '-' . md5( $template ) . '.html.twig';
	if ( ! file_exists( $path ) ) {
		// Several server workers may render at once: written aside, then moved into place.
		$temporary = $path . '.' . getmypid() . '.tmp';
		file_put_contents( $temporary, $template );
		rename( $temporary, $path );
	}
	return $path;
}

/**
 * Declares the stand-in widgets' classes, once the builder's atomic classes can be loaded.
 */
function islet_e2e_define_atomic_form_fields() {
	if ( class_exists( 'Islet_E2E_Form_Field', false ) ) {
		return;
	}

	/**
	 * What the five stand-ins share: an atomic widget with one twig template and a base style
	 * (the base class `e-form-<type>-base` the builder prints for it).
	 */
	abstract class Islet_E2E_Form_Field extends \Elementor\Modules\AtomicWidgets\Elements\Base\Atomic_Widget_Base {
		use \Elementor\Modules\AtomicWidgets\Elements\Base\Has_Template;

		/** The twig source of the element's markup. */
		abstract protected static function template(): string;

		/** The base style's props. */
		protected static function base_props(): array {
			return array();
		}

		public function get_title() {
			return static::get_element_type() . ' (Islet e2e stand-in)';
		}

		public function get_icon() {
			return 'eicon-atomic-input';
		}

		public function get_categories(): array {
			return array( 'atomic-form' );
		}

		protected function define_atomic_controls(): array {
			// Nothing to edit: the suite writes the data, the editor never opens these.
			return array();
		}

		/** Props every field has: its classes, custom attributes and `id` (`_cssid`). */
		protected static function common_props(): array {
			return array(
				'classes'    => \Elementor\Modules\AtomicWidgets\PropTypes\Classes_Prop_Type::make()->default( array() ),
				'attributes' => \Elementor\Modules\AtomicWidgets\PropTypes\Attributes_Prop_Type::make(),
				'_cssid'     => \Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type::make(),
			);
		}

		protected static function size( $size, $unit = 'px' ) {
			return \Elementor\Modules\AtomicWidgets\PropTypes\Size_Prop_Type::generate(
				array(
					'size' => $size,
					'unit' => $unit,
				)
			);
		}

		protected function define_base_styles(): array {
			$variant = \Elementor\Modules\AtomicWidgets\Styles\Style_Variant::make();
			foreach ( static::base_props() as $prop => $value ) {
				$variant->add_prop( $prop, $value );
			}
			return array( 'base' => \Elementor\Modules\AtomicWidgets\Styles\Style_Definition::make()->add_variant( $variant ) );
		}

		protected function get_templates(): array {
			$type = static::get_element_type();
			return array( "islet-e2e/{$type}" => islet_e2e_atomic_form_template( $type, static::template() ) );
		}
	}

	/** `e-form-input`: `<input>` of type text, email, number, tel, password or url. */
	class Islet_E2E_Form_Input extends Islet_E2E_Form_Field {
		public static function get_element_type(): string {
			return 'e-form-input';
		}

		protected static function define_props_schema(): array {
			$string  = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type';
			$boolean = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\Boolean_Prop_Type';
			return array_merge(
				static::common_props(),
				array(
					'placeholder'  => $string::make()->default( '' ),
					'type'         => $string::make()->default( 'text' )->enum( array( 'text', 'email', 'number', 'tel', 'password', 'url' ) ),
					'required'     => $boolean::make()->default( false ),
					'autocomplete' => $boolean::make()->default( true ),
					'readonly'     => $boolean::make()->default( false ),
				)
			);
		}

		protected static function base_props(): array {
			return array(
				'height'    => static::size( 36 ),
				'font-size' => static::size( 12 ),
			);
		}

		// `autocomplete`: `on` for text, number and password, the type for the others, or `off`.
		protected static function template(): string {
			return <<<'TWIG'
{%- set name = settings.name is not empty ? settings.name : (settings._cssid is not empty ? settings._cssid : id) -%}
{%- set autocomplete = settings.autocomplete ? (settings.type in ['text', 'number', 'password'] ? 'on' : settings.type) : 'off' -%}
<input{% if settings._cssid is not empty %} id="{{ settings._cssid }}"{% endif %} name="{{ name }}" class="{{ settings.classes | merge([base_styles.base]) | join(' ') | trim }}" type="{{ settings.type }}" data-interaction-id="{{ interaction_id | default(id) }}"{% if settings.attributes is not empty %} {{ settings.attributes | raw }}{% endif %}{% if settings.placeholder is not empty %} placeholder="{{ settings.placeholder }}"{% endif %}{% if settings.required %} required{% endif %}{% if settings.readonly %} readonly{% endif %} autocomplete="{{ autocomplete }}">
TWIG;
		}
	}

	/** `e-form-label`: `<label for>` its field (`input-id`), text allowing inline tags. */
	class Islet_E2E_Form_Label extends Islet_E2E_Form_Field {
		public static function get_element_type(): string {
			return 'e-form-label';
		}

		protected static function define_props_schema(): array {
			return array_merge(
				static::common_props(),
				array(
					'text'     => \Elementor\Modules\AtomicWidgets\PropTypes\Html_V3_Prop_Type::make()->default(
						array(
							'content'  => \Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type::generate( 'Label' ),
							'children' => array(),
						)
					),
					'input-id' => \Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type::make()->default( '' ),
				)
			);
		}

		protected static function base_props(): array {
			return array( 'font-size' => static::size( 12 ) );
		}

		protected static function template(): string {
			return <<<'TWIG'
<label{% if settings._cssid is not empty %} id="{{ settings._cssid }}"{% endif %} class="{{ settings.classes | merge([base_styles.base, 'e-default-label']) | join(' ') | trim }}"{% if settings['input-id'] is not empty %} for="{{ settings['input-id'] }}"{% endif %} data-interaction-id="{{ interaction_id | default(id) }}"{% if settings.attributes is not empty %} {{ settings.attributes | raw }}{% endif %}>{{ settings.text | striptags('<b><strong><sup><sub><s><em><i><u><a><del><span><br>') | raw }}</label>
TWIG;
		}
	}

	/** `e-form-textarea`: `<textarea>` with rows and lengths. */
	class Islet_E2E_Form_Textarea extends Islet_E2E_Form_Field {
		public static function get_element_type(): string {
			return 'e-form-textarea';
		}

		protected static function define_props_schema(): array {
			$string  = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type';
			$boolean = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\Boolean_Prop_Type';
			$number  = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\Number_Prop_Type';
			return array_merge(
				static::common_props(),
				array(
					'placeholder' => $string::make()->default( '' ),
					'required'    => $boolean::make()->default( false ),
					'readonly'    => $boolean::make()->default( false ),
					'rows'        => $number::make()->default( 4 ),
					'minlength'   => $number::make(),
					'maxlength'   => $number::make(),
				)
			);
		}

		protected static function base_props(): array {
			return array( 'font-size' => static::size( 12 ) );
		}

		protected static function template(): string {
			return <<<'TWIG'
{%- set name = settings.name is not empty ? settings.name : (settings._cssid is not empty ? settings._cssid : id) -%}
<textarea{% if settings._cssid is not empty %} id="{{ settings._cssid }}"{% endif %} name="{{ name }}" class="{{ settings.classes | merge([base_styles.base]) | join(' ') | trim }}" data-interaction-id="{{ interaction_id | default(id) }}"{% if settings.attributes is not empty %} {{ settings.attributes | raw }}{% endif %}{% if settings.placeholder is not empty %} placeholder="{{ settings.placeholder }}"{% endif %}{% if settings.required %} required{% endif %}{% if settings.readonly %} readonly{% endif %}{% if settings.rows is not empty %} rows="{{ settings.rows }}"{% endif %}{% if settings.minlength is not empty %} minlength="{{ settings.minlength }}"{% endif %}{% if settings.maxlength is not empty %} maxlength="{{ settings.maxlength }}"{% endif %}></textarea>
TWIG;
		}
	}

	/** `e-form-checkbox`: `<input type="checkbox">` (in the builder's `e-form-checkbox-row` with its label). */
	class Islet_E2E_Form_Checkbox extends Islet_E2E_Form_Field {
		public static function get_element_type(): string {
			return 'e-form-checkbox';
		}

		protected static function define_props_schema(): array {
			$string  = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type';
			$boolean = '\Elementor\Modules\AtomicWidgets\PropTypes\Primitives\Boolean_Prop_Type';
			return array_merge(
				static::common_props(),
				array(
					'required' => $boolean::make()->default( false ),
					'checked'  => $boolean::make()->default( false ),
					'value'    => $string::make()->default( '' ),
				)
			);
		}

		protected static function base_props(): array {
			return array( 'margin' => static::size( 0 ) );
		}

		protected static function template(): string {
			return <<<'TWIG'
{%- set name = settings.name is not empty ? settings.name : (settings._cssid is not empty ? settings._cssid : id) -%}
<input{% if settings._cssid is not empty %} id="{{ settings._cssid }}"{% endif %} name="{{ name }}"{% if settings.value is not empty %} value="{{ settings.value }}"{% endif %} class="{{ settings.classes | merge([base_styles.base]) | join(' ') | trim }}" type="checkbox" data-interaction-id="{{ interaction_id | default(id) }}"{% if settings.attributes is not empty %} {{ settings.attributes | raw }}{% endif %}{% if settings.required %} required{% endif %}{% if settings.checked %} checked{% endif %}>
TWIG;
		}
	}

	/** `e-form-submit-button`: `<button type="submit">`. */
	class Islet_E2E_Form_Submit_Button extends Islet_E2E_Form_Field {
		public static function get_element_type(): string {
			return 'e-form-submit-button';
		}

		protected static function define_props_schema(): array {
			return array_merge(
				static::common_props(),
				array(
					'text' => \Elementor\Modules\AtomicWidgets\PropTypes\Html_V3_Prop_Type::make()->default(
						array(
							'content'  => \Elementor\Modules\AtomicWidgets\PropTypes\Primitives\String_Prop_Type::generate( 'Submit' ),
							'children' => array(),
						)
					),
				)
			);
		}

		protected static function base_props(): array {
			return array(
				'padding'   => static::size( 8 ),
				'font-size' => static::size( 12 ),
			);
		}

		protected static function template(): string {
			return <<<'TWIG'
<button{% if settings._cssid is not empty %} id="{{ settings._cssid }}"{% endif %} class="{{ settings.classes | merge([base_styles.base, 'e-default-button']) | join(' ') | trim }}" type="submit" data-interaction-id="{{ interaction_id | default(id) }}"{% if settings.attributes is not empty %} {{ settings.attributes | raw }}{% endif %}>{{ settings.text | striptags('<b><strong><sup><sub><s><em><i><u><del><span><br>') | raw }}</button>
TWIG;
		}
	}
}

const ISLET_E2E_ATOMIC_FORM_OPTION = 'islet_e2e_atomic_form_submissions';

/**
 * The stand-in for Pro 4.x's `Atomic_Form_Controller::ajax_send_form`: the same checks and
 * answers, then the submission kept instead of the form's actions.
 */
function islet_e2e_atomic_form_send() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is what is checked here.
	$posted = wp_unslash( $_POST );
	// phpcs:enable WordPress.Security.NonceVerification.Missing
	$nonce       = is_string( $posted['_nonce'] ?? null ) ? $posted['_nonce'] : '';
	$nonce_valid = '' !== $nonce && false !== wp_verify_nonce( $nonce, 'elementor_pro_atomic_forms_send_form' );
	$post_id     = absint( $posted['post_id'] ?? 0 );
	$form_id     = sanitize_text_field( (string) ( $posted['form_id'] ?? '' ) );
	$fields      = is_array( $posted['form_fields'] ?? null ) ? $posted['form_fields'] : array();

	$form_found = false;
	if ( $post_id && '' !== $form_id && islet_e2e_atomic_form_builder() ) {
		$document   = \Elementor\Plugin::$instance->documents->get( $post_id );
		$form_found = $document && ! empty( \Elementor\Utils::find_element_recursive( $document->get_elements_data(), $form_id ) );
	}

	$submissions   = (array) get_option( ISLET_E2E_ATOMIC_FORM_OPTION, array() );
	$submissions[] = array(
		'user'       => get_current_user_id(),
		'nonceValid' => $nonce_valid,
		'formFound'  => $form_found,
		// Everything posted but the nonce (which differs per user and day), as PHP parsed it.
		'posted'     => array_diff_key( $posted, array( '_nonce' => true ) ),
	);
	update_option( ISLET_E2E_ATOMIC_FORM_OPTION, $submissions, false );

	$message = function ( $id, $fallback ) {
		return class_exists( '\ElementorPro\Modules\Forms\Classes\Ajax_Handler' )
			? \ElementorPro\Modules\Forms\Classes\Ajax_Handler::get_default_message( $id, array() )
			: $fallback;
	};
	if ( ! $nonce_valid || ! $post_id || '' === $form_id || ! $fields ) {
		wp_send_json_error( array( 'message' => $message( 'invalid_form', 'There\'s something wrong. The form is invalid.' ) ) );
	}
	if ( ! $form_found ) {
		wp_send_json_error( array( 'message' => 'Form element not found' ) );
	}
	wp_send_json_success(
		array(
			'message' => $message( 'success', 'Your submission was successful.' ),
			'data'    => array(
				'actionResults'       => array(),
				'allActionsSucceeded' => true,
				'failedActions'       => array(),
			),
		)
	);
}
add_action( 'wp_ajax_elementor_pro_atomic_forms_send_form', 'islet_e2e_atomic_form_send' );
add_action( 'wp_ajax_nopriv_elementor_pro_atomic_forms_send_form', 'islet_e2e_atomic_form_send' );

/** What the stand-in received, for the tests (`&clear` empties it first). */
function islet_e2e_atomic_form_submissions() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( isset( $_GET['clear'] ) ) {
		delete_option( ISLET_E2E_ATOMIC_FORM_OPTION );
	}
	wp_send_json( array_values( (array) get_option( ISLET_E2E_ATOMIC_FORM_OPTION, array() ) ) );
}
add_action( 'wp_ajax_islet_e2e_atomic_form_submissions', 'islet_e2e_atomic_form_submissions' );
add_action( 'wp_ajax_nopriv_islet_e2e_atomic_form_submissions', 'islet_e2e_atomic_form_submissions' );
