<?php
/**
 * Prints Islet's admin notices for an administrator, with `?islet-e2e-builder=<arg>` as
 * builder-switch.php reads it: `php notices.php <dir> <url> missing`.
 */
list( , $root, $url, $builder ) = $argv;
$_SERVER['HTTP_HOST']       = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_GET['islet-e2e-builder'] = $builder;
require $root . '/wp-load.php';
wp_set_current_user( 1 );
Islet_Admin::notices();
