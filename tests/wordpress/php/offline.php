<?php
/**
 * Plugin Name: Islet end-to-end: offline site
 * Description: Test-only. The builder's Google Fonts links fail offline and log console errors.
 */
add_filter( 'elementor/frontend/print_google_fonts', '__return_false' );
add_filter( 'pre_option_elementor_google_font', function () { return '0'; } );
