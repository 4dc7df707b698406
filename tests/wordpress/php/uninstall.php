<?php
/**
 * Uninstalls Islet as deleting it in Plugins does, without deleting its files (the suite goes
 * on with it): `php uninstall.php <dir> <url>`. Prints what is left of what it stored.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
// What a site has stored by the time it uninstalls: its settings, the bundle check and the list
// of documents with stretched sections.
update_option( 'islet_settings', Islet_Settings::sanitize( array( 'debug' => true ) ) );
Islet_Bundle::problem();
Islet_Stretched_Sections::documents();
$before = array(
	'settings'  => false !== get_option( 'islet_settings' ),
	'check'     => false !== get_transient( Islet_Bundle::TRANSIENT ),
	'stretched' => false !== get_option( Islet_Stretched_Sections::OPTION ),
);
uninstall_plugin( 'islet/islet.php' );
echo wp_json_encode(
	array(
		'before' => $before,
		'after'  => array(
			'settings'  => false !== get_option( 'islet_settings' ),
			'check'     => false !== get_transient( Islet_Bundle::TRANSIENT ),
			'stretched' => false !== get_option( 'islet_stretched_sections' ),
		),
	)
);
