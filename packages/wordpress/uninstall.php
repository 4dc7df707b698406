<?php
/**
 * Removes what Islet stored: its settings, the cached bundle check, and the lists of documents with
 * stretched sections and of documents that keep the builder's atomic scripts.
 *
 * @package Islet
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'islet_settings' );
delete_transient( 'islet_bundle_check' );
delete_option( 'islet_stretched_sections' );
delete_option( 'islet_atomic_documents' );
