<?php
/**
 * Stores the head documents' list as given, e.g. as a version before countdowns stored it (post id
 * => post type, without the marks it was made from):
 * `php head-documents-option.php <dir> <url> ['<json>']`. Prints the stored option, which is all
 * it does without `<json>`.
 */
list( , $root, $url ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
if ( isset( $argv[3] ) ) {
	update_option( 'islet_head_documents', json_decode( $argv[3], true ), true );
}
echo wp_json_encode( get_option( 'islet_head_documents' ) );
