<?php
/**
 * Renders a page as a visitor does, in this process, and prints what WordPress knows of its
 * scripts: `php atomic-scripts.php <wordpress dir> <site url> <page id>`. Prints JSON
 * `{printed: [handle…], scripts: {handle: {src, deps, ver, footer, before, after, data, module}},
 * config}`: the handles printed in order (`wp_scripts()->done`), each printed handle's
 * registration (`wp_scripts()->registered`), and `elementorFrontendConfig` as the page printed it.
 */
list( , $root, $url, $page_id ) = $argv;
$_SERVER['HTTP_HOST']      = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']    = '/?page_id=' . (int) $page_id;
$_SERVER['REQUEST_METHOD'] = 'GET';
$_GET['page_id']           = (string) (int) $page_id;
define( 'WP_USE_THEMES', true );
ob_start();
require $root . '/wp-blog-header.php';
$html = ob_get_clean();

$scripts  = wp_scripts();
$printed  = array_values( $scripts->done );
$describe = function ( $handle ) use ( $scripts ) {
	$script = $scripts->registered[ $handle ] ?? null;
	if ( ! $script ) {
		return null;
	}
	return array(
		'src'    => $script->src ? $script->src : null,
		'deps'   => array_values( $script->deps ),
		'ver'    => $script->ver,
		'footer' => 1 === (int) $scripts->get_data( $handle, 'group' ),
		'before' => (bool) $scripts->get_data( $handle, 'before' ),
		'after'  => (bool) $scripts->get_data( $handle, 'after' ),
		'data'   => (bool) $scripts->get_data( $handle, 'data' ),
	);
};
$described = array();
foreach ( $printed as $handle ) {
	$described[ $handle ] = $describe( $handle );
}
// The atomic elements' handles, registered or not on this version, printed or not on this page.
$named = array(
	'elementor-webpack-runtime',
	'elementor-frontend-modules',
	'elementor-frontend',
	'elementor-v2-frontend-handlers',
	'elementor-v2-alpinejs',
	'elementor-v2-action-link-handlers',
	'elementor-v2-form-handlers',
	'elementor-tabs-handler',
	'elementor-tabs-preview-handler',
	'elementor-youtube-handler',
	'motion-js',
	'elementor-interactions-shared-utils',
	'elementor-interactions',
	'elementor-editor-interactions',
);
$registered = array();
foreach ( $named as $handle ) {
	$registered[ $handle ] = $describe( $handle );
}
$config = null;
if ( preg_match( '/var elementorFrontendConfig = (\{.*?\});\n/s', $html, $match ) ) {
	$config = json_decode( $match[1], true );
}
echo wp_json_encode(
	array(
		'builder'    => ELEMENTOR_VERSION,
		'printed'    => $printed,
		'scripts'    => $described,
		'registered' => $registered,
		'config'     => $config,
	),
	JSON_UNESCAPED_SLASHES
);
