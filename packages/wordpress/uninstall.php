<?php
/**
 * Removes what Islet stored: its settings and the cached bundle check.
 *
 * @package Islet
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'islet_settings' );
delete_transient( 'islet_bundle_check' );
