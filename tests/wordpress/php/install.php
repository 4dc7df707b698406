<?php
// Installs WordPress non-interactively: `php install.php <wordpress dir> <site url>`.
// Run on its own: with WP_INSTALLING set the builder's hooks do not run, so the site's setup is a
// second process (setup.php).
list( , $root, $url ) = $argv;
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install( 'Islet end to end', 'admin', 'admin@example.com', false, '', 'islet-e2e-password' );
update_option( 'siteurl', $url );
update_option( 'home', $url );
echo 'installed user ' . $result['user_id'] . "\n";
