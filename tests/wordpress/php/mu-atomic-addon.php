<?php
/**
 * Plugin Name: Islet e2e atomic add-on
 * Description: Test only. On the builder 4.x, registers an atomic widget of a third party,
 * `e-islet-addon`, the way an add-on does: an `Atomic_Widget_Base` with a twig template, whose
 * script (`islet-e2e-atomic-addon`, on the builder's `elementor-v2-frontend-handlers`) registers a
 * frontend handler that writes "addon ran" into the element. Islet does not know the type, so a
 * page that renders it keeps the builder's atomic scripts (class-islet-atomic.php). Does nothing
 * on the builder 3.x (its atomic classes differ, and the suite checks nothing of it there).
 */

add_action(
	'elementor/widgets/register',
	function ( $widgets_manager ) {
		if ( ! defined( 'ELEMENTOR_VERSION' ) || version_compare( ELEMENTOR_VERSION, '4.0.0', '<' )
			|| ! class_exists( '\Elementor\Modules\AtomicWidgets\Elements\Base\Atomic_Widget_Base' ) ) {
			return;
		}
		islet_e2e_define_atomic_addon();
		$widgets_manager->register( new Islet_E2E_Atomic_Addon() );
	}
);

/**
 * The template, written once next to this file: the builder's renderer loads templates from
 * files, and the harness copies only this PHP file into the site.
 *
 * @return string The template's path.
 */
function islet_e2e_atomic_addon_template() {
	$template = <<<'TWIG'
{% set classes = settings.classes | merge( [ base_styles.base ] ) | join(' ') %}
{% set id_attribute = settings._cssid is not empty ? 'id=' ~ settings._cssid | e('html_attr') : '' %}
<div data-id="{{ id }}" data-interaction-id="{{ interaction_id }}" data-e-type="{{ type }}" {{ id_attribute }} class="{{ classes }}" {{ settings.attributes | raw }}>addon waiting</div>
TWIG;
	$path     = __DIR__ . '/mu-atomic-addon-' . md5( $template ) . '.html.twig';
	if ( ! file_exists( $path ) ) {
		// Several server workers may render at once: written aside, then moved into place.
		$temporary = $path . '.' . getmypid() . '.tmp';
		file_put_contents( $temporary, $template );
		rename( $temporary, $path );
	}
	return $path;
}

/**
 * Declares the widget's class, once the builder's atomic classes can be loaded.
 */
function islet_e2e_define_atomic_addon() {
	if ( class_exists( 'Islet_E2E_Atomic_Addon', false ) ) {
		return;
	}

	/**
	 * The add-on's atomic widget.
	 */
	class Islet_E2E_Atomic_Addon extends \Elementor\Modules\AtomicWidgets\Elements\Base\Atomic_Widget_Base {
		use \Elementor\Modules\AtomicWidgets\Elements\Base\Has_Template;

		const SCRIPT = 'islet-e2e-atomic-addon';

		public static function get_element_type(): string {
			return 'e-islet-addon';
		}

		public function get_title() {
			return 'Islet e2e add-on';
		}

		public function get_icon() {
			return 'eicon-e-divider';
		}

		protected static function define_props_schema(): array {
			return array(
				'classes'    => \Elementor\Modules\AtomicWidgets\PropTypes\Classes_Prop_Type::make()->default( array() ),
				'attributes' => \Elementor\Modules\AtomicWidgets\PropTypes\Attributes_Prop_Type::make(),
			);
		}

		protected function define_atomic_controls(): array {
			return array();
		}

		protected function define_base_styles(): array {
			return array(
				'base' => \Elementor\Modules\AtomicWidgets\Styles\Style_Definition::make()
					->add_variant(
						\Elementor\Modules\AtomicWidgets\Styles\Style_Variant::make()
							->add_prop(
								'min-height',
								\Elementor\Modules\AtomicWidgets\PropTypes\Size_Prop_Type::generate(
									array(
										'size' => 24,
										'unit' => 'px',
									)
								)
							)
					),
			);
		}

		public function get_script_depends() {
			return array_merge( parent::get_script_depends(), array( self::SCRIPT ) );
		}

		/**
		 * The add-on's handler, inline (no file of its own to copy): on the builder's registry of
		 * atomic handlers, which runs it for every `[data-e-type="e-islet-addon"]`.
		 */
		public function register_frontend_handlers() {
			wp_register_script( self::SCRIPT, false, array( 'elementor-v2-frontend-handlers' ), '1.0.0', true );
			wp_add_inline_script(
				self::SCRIPT,
				"window.elementorV2.frontendHandlers.register({ elementType: 'e-islet-addon', id: 'islet-e2e-atomic-addon', callback: ({ element }) => { element.textContent = 'addon ran'; } });"
			);
		}

		protected function get_templates(): array {
			return array( 'islet-e2e/atomic-addon' => islet_e2e_atomic_addon_template() );
		}
	}
}
