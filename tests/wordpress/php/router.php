<?php
// Router for `php -S`: files are served as they are, everything else goes to WordPress.
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && is_file( $file ) ) {
	if ( substr( $file, -4 ) === '.php' ) {
		require $file;
		return true;
	}
	return false;
}
if ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) {
	require rtrim( $file, '/' ) . '/index.php';
	return true;
}
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
