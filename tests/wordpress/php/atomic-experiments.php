<?php
/**
 * Turns the builder's atomic elements on (Editor V4), as its opt-in does: each experiment is stored
 * as the option `elementor_experiment-<name>` = `active`, read when the builder loads in the next
 * process: `php atomic-experiments.php <wordpress dir> <site url>`. Prints JSON: the builder's
 * version and the option stored for each experiment (names a version does not know are harmless).
 *
 * The 4.x opt-in (modules/atomic-widgets/opt-in.php, OPT_IN_FEATURES) turns on `e_opt_in_v4`,
 * `container`, `nested-elements`, `e_atomic_elements`, `e_classes` and `e_variables`; the
 * interactions (`e_interactions`) and components (`e_components`) are active by default once the
 * atomic elements are. 3.32.4 has its atomic tabs behind `e_nested_elements`.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';

$experiments = array(
	'e_opt_in_v4',
	'container',
	'nested-elements',
	'e_atomic_elements',
	'e_classes',
	'e_variables',
	'e_interactions',
	'e_components',
	'e_nested_elements',
);
$manager = \Elementor\Plugin::$instance->experiments;
foreach ( $experiments as $name ) {
	update_option( $manager->get_feature_option_key( $name ), \Elementor\Core\Experiments\Manager::STATE_ACTIVE );
}
echo wp_json_encode(
	array(
		'builder'     => ELEMENTOR_VERSION,
		'experiments' => array_combine(
			$experiments,
			array_map(
				function ( $name ) {
					return get_option( 'elementor_experiment-' . $name );
				},
				$experiments
			)
		),
	)
);
