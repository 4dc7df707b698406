<?php
/**
 * Installs the real WooCommerce in the site (unpacked into wp-content/plugins by shop-site.ts) and
 * makes a small shop: `php shop-setup.php <wordpress dir> <site url> <spec.json>`. The shop pages
 * are the classic ones (shortcodes: the cart and checkout forms the shop's own scripts and Islet
 * work on), products simple and variable, a coupon, a flat-rate zone, offline gateways, a
 * customer, and a builder page with the Pro menu cart and Products widgets. Prints JSON: the ids.
 * Two processes: `install` (the shop not loaded yet: activated and its tables made with an
 * administrator as the current user, which the builder's hooks on the shop's page options need),
 * then `content` (the shop loaded from the start, its post types and taxonomies registered).
 */
list( , $root, $url, $step ) = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
if ( 'content' === $step ) {
	$_GET['islet-e2e-shop'] = '1'; // php/shop.php loads the shop for this process
}
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );

if ( 'install' === $step ) {
	$activated = activate_plugin( 'woocommerce/woocommerce.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, $activated->get_error_message() );
		exit( 1 );
	}
	WC_Install::install();
	exit( 0 );
}
$spec = json_decode( file_get_contents( $argv[4] ), true );

$options = array(
	// A shop open to visitors (9.x opens new shops in "coming soon" mode).
	'woocommerce_coming_soon'                => 'no',
	'woocommerce_store_pages_only'           => 'no',
	'woocommerce_currency'                   => 'USD',
	'woocommerce_default_country'            => 'US:CA',
	'woocommerce_allowed_countries'          => 'all',
	'woocommerce_calc_taxes'                 => 'no',
	'woocommerce_enable_coupons'             => 'yes',
	'woocommerce_enable_ajax_add_to_cart'    => 'yes',
	'woocommerce_cart_redirect_after_add'    => 'no',
	'woocommerce_enable_shipping_calc'       => 'yes',
	'woocommerce_shipping_cost_requires_address' => 'no',
	'woocommerce_enable_guest_checkout'      => 'yes',
	'woocommerce_enable_checkout_login_reminder' => 'yes',
	'woocommerce_enable_myaccount_registration' => 'no',
	'woocommerce_manage_stock'               => 'yes',
	'woocommerce_stock_format'               => '',
	// No geolocation: it asks a service on the internet.
	'woocommerce_default_customer_address'   => 'base',
	'woocommerce_allow_tracking'             => 'no',
	'woocommerce_show_marketplace_suggestions' => 'no',
	'woocommerce_feature_order_attribution_enabled' => 'no',
	'woocommerce_analytics_enabled'          => 'no',
);
foreach ( $options as $name => $value ) {
	update_option( $name, $value );
}

// The classic pages: the shortcodes print the forms the shop's scripts work on (9.x makes the cart
// and checkout as blocks, a different front end).
$ids   = array();
$pages = array(
	'shop'      => array( 'Shop', '' ),
	'cart'      => array( 'Cart', '[woocommerce_cart]' ),
	'checkout'  => array( 'Checkout', '[woocommerce_checkout]' ),
	'myaccount' => array( 'My account', '[woocommerce_my_account]' ),
);
foreach ( $pages as $key => list( $title, $content ) ) {
	$id = (int) get_option( "woocommerce_{$key}_page_id" );
	if ( $id && get_post( $id ) ) {
		wp_update_post( array( 'ID' => $id, 'post_content' => $content, 'post_title' => $title, 'post_status' => 'publish' ) );
	} else {
		$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content ) );
		update_option( "woocommerce_{$key}_page_id", $id );
	}
	$ids[ $key ] = $id;
}

// Products: simple ones in a fixed order (menu_order), and a variable one with two attributes.
foreach ( $spec['simple'] as $i => $item ) {
	$product = new WC_Product_Simple();
	$product->set_name( $item['name'] );
	$product->set_slug( $item['key'] );
	$product->set_regular_price( $item['price'] );
	$product->set_menu_order( $i );
	$product->set_status( 'publish' );
	$ids[ $item['key'] ] = $product->save();
}
$attributes = array();
foreach ( $spec['variable']['attributes'] as $name => $options ) {
	$attribute = new WC_Product_Attribute();
	$attribute->set_name( $name );
	$attribute->set_options( $options );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	$attributes[] = $attribute;
}
$variable = new WC_Product_Variable();
$variable->set_name( $spec['variable']['name'] );
$variable->set_slug( $spec['variable']['key'] );
$variable->set_attributes( $attributes );
$variable->set_menu_order( count( $spec['simple'] ) );
$variable->set_status( 'publish' );
$ids[ $spec['variable']['key'] ] = $variable->save();
foreach ( $spec['variable']['variations'] as $item ) {
	$variation = new WC_Product_Variation();
	$variation->set_parent_id( $variable->get_id() );
	$variation->set_attributes( array_combine( array_map( 'sanitize_title', array_keys( $item['attributes'] ) ), $item['attributes'] ) );
	$variation->set_regular_price( $item['price'] );
	$variation->set_manage_stock( true );
	$variation->set_stock_quantity( $item['stock'] );
	$variation->set_stock_status( $item['stock'] > 0 ? 'instock' : 'outofstock' );
	$variation->save();
}
WC_Product_Variable::sync( $variable->get_id() );

$coupon = new WC_Coupon();
$coupon->set_code( $spec['coupon']['code'] );
$coupon->set_discount_type( 'percent' );
$coupon->set_amount( $spec['coupon']['amount'] );
$coupon->save();

// Flat rate everywhere (the zone "locations not covered by your other zones").
$zone = new WC_Shipping_Zone( 0 );
if ( ! $zone->get_shipping_methods() ) {
	$instance = $zone->add_shipping_method( 'flat_rate' );
	update_option( "woocommerce_flat_rate_{$instance}_settings", array( 'title' => 'Flat rate', 'tax_status' => 'none', 'cost' => $spec['shipping'] ) );
}

// Offline gateways: cheque and cash on delivery.
foreach ( array( 'cheque', 'cod' ) as $gateway ) {
	$settings            = get_option( "woocommerce_{$gateway}_settings", array() );
	$settings['enabled'] = 'yes';
	update_option( "woocommerce_{$gateway}_settings", $settings );
}
update_option( 'woocommerce_gateway_order', array( 'cheque' => 0, 'cod' => 1 ) );

$customer = wc_create_new_customer( $spec['customer']['email'], $spec['customer']['login'], $spec['customer']['password'] );
if ( is_wp_error( $customer ) ) {
	fwrite( STDERR, $customer->get_error_message() );
	exit( 1 );
}
$ids['customer'] = $customer;

/** A builder document as the builder stores it; returns its id. */
function islet_e2e_shop_document( $post_type, $template_type, $title, $data, $meta = array() ) {
	$id = wp_insert_post( array( 'post_type' => $post_type, 'post_status' => 'publish', 'post_title' => $title ) );
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_template_type', $template_type );
	update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
	update_post_meta( $id, '_elementor_pro_version', ELEMENTOR_PRO_VERSION );
	if ( 'elementor_library' === $post_type ) {
		wp_set_object_terms( $id, $template_type, 'elementor_library_type' );
	} else {
		update_post_meta( $id, '_wp_page_template', 'elementor_header_footer' );
	}
	foreach ( $meta as $key => $value ) {
		update_post_meta( $id, $key, $value );
	}
	update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
	return $id;
}

// The builder page: the Pro menu cart and Products widgets.
$ids['widgets'] = islet_e2e_shop_document( 'page', 'wp-page', $spec['widgets']['title'], $spec['widgets']['data'] );

// The product card (a loop-item template whose source is products), then the pages of
// shop-site.ts `shopDocuments`: product grids through that card, Pro's Cart and Checkout widgets.
$card        = $spec['documents']['card'];
$ids['card'] = islet_e2e_shop_document( 'elementor_library', $card['templateType'], $card['title'], $card['data'], array( '_elementor_source' => 'product' ) );
foreach ( $spec['documents']['pages'] as $key => $page ) {
	$data        = json_decode( str_replace( '"{card}"', '"' . $ids['card'] . '"', wp_json_encode( $page['data'] ) ), true );
	$ids[ $key ] = islet_e2e_shop_document( 'page', 'wp-page', $page['title'], $data );
}
delete_post_meta_by_key( '_elementor_css' );
delete_post_meta_by_key( '_elementor_element_cache' );

echo wp_json_encode( array( 'ids' => $ids ) );
