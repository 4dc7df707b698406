<?php
/**
 * Removes what Islet stored: its settings, the cached bundle check, and the lists of documents with
 * stretched sections or galleries, of documents that keep the builder's atomic scripts and of
 * documents with inline code that uses jQuery.
 *
 * @package Islet
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'islet_settings' );
delete_transient( 'islet_bundle_check' );
delete_option( 'islet_head_documents' );
// The list's name while it held stretched sections only, still there on a site updated since.
delete_option( 'islet_stretched_sections' );
delete_option( 'islet_atomic_documents' );
delete_option( 'islet_jquery_content' );
