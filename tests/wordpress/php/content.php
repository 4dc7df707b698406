<?php
/**
 * Creates the content the pages need from site.json: posts, a menu, builder templates and pages
 * (the builder's JSON in `_elementor_data`, its settings in other post meta):
 * `php content.php <wordpress dir> <site url> <site.json>`. Prints JSON: the ids made, and an
 * administrator's login cookie.
 */
list( , $root, $url, $spec_file ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
require $root . '/wp-load.php';
wp_set_current_user( 1 );
$spec = json_decode( file_get_contents( $spec_file ), true );

// The administrator sees the site as a visitor does (no admin bar), for side-by-side views.
update_user_meta( 1, 'show_admin_bar_front', 'false' );
update_option( 'elementor_onboarded', true );
// The builder's kit (site settings) is made on its first admin visit; a page needs it.
if ( ! get_option( 'elementor_active_kit' ) ) {
	\Elementor\Core\Kits\Manager::create_default_kit();
}
// A first view can render empty and the builder caches that; no element cache, no stale page.
update_option( 'elementor_element_cache_ttl', 'disable' );
update_option( 'elementor_load_fa4_shim', '' );

$ids = array();
// Only the posts made here: the loop grid's order and counts are part of the checks.
wp_delete_post( 1, true );

// Images in the media library (copies of a picture the builder ships), for carousels linking to
// their files, which is what opens the lightbox.
require_once ABSPATH . 'wp-admin/includes/image.php';
$picture = file_get_contents( WP_PLUGIN_DIR . '/elementor/assets/images/placeholder.png' );
foreach ( $spec['images'] as $key ) {
	$upload = wp_upload_bits( $key . '.png', null, $picture );
	$id     = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => $key, 'post_status' => 'inherit' ), $upload['file'] );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	$ids[ $key ] = $id;
}

// Posts in categories, for the loop grid, its filter and its load more.
$categories = array();
foreach ( $spec['categories'] as $name ) {
	$categories[ $name ] = wp_insert_term( $name, 'category' )['term_id'];
}
foreach ( $spec['posts'] as $i => $post ) {
	wp_insert_post(
		array(
			'post_title'    => $post['title'],
			'post_content'  => $post['content'],
			'post_status'   => 'publish',
			'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2026-01-01' ) + $i * 3600 ),
			'post_category' => array( $categories[ $post['category'] ] ),
		)
	);
}

// The menu the nav menu widget shows, with a sub-menu.
$menu_id = wp_create_nav_menu( $spec['menu']['name'] );
$parents = array();
foreach ( $spec['menu']['items'] as $item ) {
	$parents[ $item['title'] ] = wp_update_nav_menu_item(
		$menu_id,
		0,
		array(
			'menu-item-title'     => $item['title'],
			'menu-item-url'       => $item['url'],
			'menu-item-status'    => 'publish',
			'menu-item-parent-id' => isset( $item['parent'] ) ? $parents[ $item['parent'] ] : 0,
		)
	);
}

// The theme's own header shows the same menu, folded behind its toggle on narrow screens.
set_theme_mod( 'nav_menu_locations', array( 'menu-1' => $menu_id ) );

require __DIR__ . '/documents.php';
/** Builder documents: templates first (pages refer to them by "{id:key}"), then pages. */
foreach ( $spec['documents'] as $document ) {
	$ids[ $document['key'] ] = islet_e2e_save_document( $document, $ids );
}
if ( class_exists( '\ElementorPro\Modules\ThemeBuilder\Module' ) ) {
	\ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager()->get_cache()->regenerate();
}
// The builder caches rendered elements and CSS; a first view must not find a stale empty one.
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );
delete_option( '_elementor_global_css' );

// A subscriber: logged in, but not allowed Islet's settings or its `?islet=off`.
$subscriber = wp_insert_user(
	array(
		'user_login' => 'subscriber',
		'user_pass'  => 'islet-e2e-password',
		'user_email' => 'subscriber@example.com',
		'role'       => 'subscriber',
	)
);

$expiration = time() + DAY_IN_SECONDS;
/** A `Cookie` header logging user `$user` in on the front end and in wp-admin. */
$cookies = function ( $user ) use ( $expiration ) {
	return LOGGED_IN_COOKIE . '=' . wp_generate_auth_cookie( $user, $expiration, 'logged_in' )
		. '; ' . AUTH_COOKIE . '=' . wp_generate_auth_cookie( $user, $expiration, 'auth' );
};
echo wp_json_encode(
	array(
		'ids'     => $ids,
		'menu'    => $menu_id,
		'cookie'  => array(
			'name'  => LOGGED_IN_COOKIE,
			'value' => wp_generate_auth_cookie( 1, $expiration, 'logged_in' ),
		),
		'headers' => array(
			'admin'      => $cookies( 1 ),
			'subscriber' => $cookies( $subscriber ),
		),
	)
);
