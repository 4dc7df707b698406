<?php
/**
 * Plugin Name:       Islet
 * Plugin URI:        https://github.com/islet-runtime/islet
 * Description:       Replaces the page builder's jQuery-era front-end scripts with Islet: one small, lazy script that runs the same menus, popups, sticky headers, motion effects, loops, carousels and forms on the unchanged markup.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            The Islet authors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       islet
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ISLET_VERSION', '0.1.0' );
define( 'ISLET_FILE', __FILE__ );
define( 'ISLET_DIR', plugin_dir_path( __FILE__ ) );

require_once ISLET_DIR . 'includes/class-islet-settings.php';
require_once ISLET_DIR . 'includes/class-islet-bundle.php';
require_once ISLET_DIR . 'includes/class-islet-builder.php';
require_once ISLET_DIR . 'includes/class-islet-script-graph.php';
require_once ISLET_DIR . 'includes/class-islet-document-lists.php';
require_once ISLET_DIR . 'includes/class-islet-head-documents.php';
require_once ISLET_DIR . 'includes/class-islet-late-styles.php';
require_once ISLET_DIR . 'includes/class-islet-atomic.php';
require_once ISLET_DIR . 'includes/class-islet-content-scripts.php';
require_once ISLET_DIR . 'includes/class-islet-optimizers.php';
require_once ISLET_DIR . 'includes/class-islet-frontend.php';
require_once ISLET_DIR . 'includes/class-islet-admin.php';

add_action( 'plugins_loaded', array( 'Islet_Frontend', 'init' ) );
Islet_Document_Lists::init();
Islet_Atomic::init();
Islet_Content_Scripts::init();
Islet_Optimizers::init();
if ( is_admin() ) {
	add_action( 'plugins_loaded', array( 'Islet_Admin', 'init' ) );
}
