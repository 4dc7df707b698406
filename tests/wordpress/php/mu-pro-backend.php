<?php
/**
 * Plugin Name: Islet e2e Pro backend pages
 * Description: Test only, for pro-backend.test.ts. A category archive lists two posts a page, so
 * the Archive Posts widget of its template (pro-backend-content.mjs) has a next page to load.
 */
add_action(
	'pre_get_posts',
	function ( $query ) {
		if ( ! is_admin() && $query->is_main_query() && $query->is_category() ) {
			$query->set( 'posts_per_page', 2 );
		}
	}
);
