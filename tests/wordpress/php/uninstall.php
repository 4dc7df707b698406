<?php
/**
 * Uninstalls Islet as deleting it in Plugins does, without deleting its files (the suite goes
 * on with it): `php uninstall.php <dir> <url> [atomic]`. Prints what is left of what it stored; with `atomic`,
 * of the list of documents that keep the builder's atomic scripts too.
 */
list( , $root, $url ) = $argv;
$atomic               = in_array( 'atomic', array_slice( $argv, 3 ), true );
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
// What a site has stored by the time it uninstalls: its settings, the bundle check and the list
// of documents for the head script (and, updated from a version before galleries, that list's
// older form).
update_option( 'islet_settings', Islet_Settings::sanitize( array( 'debug' => true ) ) );
Islet_Bundle::problem();
Islet_Head_Documents::documents();
update_option( 'islet_stretched_sections', array() );
$before = array(
	'settings' => false !== get_option( 'islet_settings' ),
	'check'    => false !== get_transient( Islet_Bundle::TRANSIENT ),
	'head'     => false !== get_option( Islet_Head_Documents::OPTION ) && false !== get_option( 'islet_stretched_sections' ),
);
if ( $atomic ) {
	Islet_Atomic::documents_keeping_scripts();
	$before['atomic'] = false !== get_option( Islet_Atomic::OPTION );
}
uninstall_plugin( 'islet/islet.php' );
$after = array(
	'settings' => false !== get_option( 'islet_settings' ),
	'check'    => false !== get_transient( Islet_Bundle::TRANSIENT ),
	'head'     => false !== get_option( 'islet_head_documents' ) || false !== get_option( 'islet_stretched_sections' ),
);
if ( $atomic ) {
	$after['atomic'] = false !== get_option( 'islet_atomic_documents' );
}
echo wp_json_encode(
	array(
		'before' => $before,
		'after'  => $after,
	)
);
