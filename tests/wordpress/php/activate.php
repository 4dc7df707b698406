<?php
/**
 * Activates the default theme, the builder and its Pro add-on, and installs Islet from its zip the
 * way an upload does (Plugin_Upgrader): `php activate.php <wordpress dir> <site url> <islet.zip>`.
 * The content comes in the next process (content.php), where the builder is loaded from the start.
 */
list( , $root, $url, $zip ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

switch_theme( 'hello-elementor' );
$activated = activate_plugins( array( 'elementor/elementor.php', 'pro-elements/pro-elements.php' ) );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() );
	exit( 1 );
}

// Islet from the zip a site owner uploads.
wp_set_current_user( 1 );
$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$result   = $upgrader->install( $zip );
if ( true !== $result ) {
	fwrite( STDERR, 'Installing islet.zip failed: ' . ( is_wp_error( $result ) ? $result->get_error_message() : var_export( $upgrader->skin->get_upgrade_messages(), true ) ) );
	exit( 1 );
}
$activated = activate_plugin( 'islet/islet.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() );
	exit( 1 );
}

