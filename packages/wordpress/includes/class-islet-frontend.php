<?php
/**
 * On front-end page views: takes the replaced scripts off and loads Islet.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Hooks into WordPress's script printing.
 */
class Islet_Frontend {
	const MODULE_ID   = 'islet';
	const HEAD_HANDLE = 'islet-head';

	/**
	 * The page's walker, shared by the passes before the head and before the footer scripts.
	 *
	 * @var Islet_Script_Graph|null
	 */
	private static $graph = null;

	/**
	 * The settings for this request.
	 *
	 * @var array{enabled: bool, leave: string[], debug: bool}
	 */
	private static $settings;

	/**
	 * Every handle Islet replaces on this page view, once its atomic elements are known.
	 *
	 * @var string[]
	 */
	private static $replaced = array();

	/**
	 * Why this page view keeps the builder's atomic scripts, or null.
	 *
	 * @var string|null
	 */
	private static $atomic_kept = null;

	/**
	 * Adds the hooks.
	 */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'start' ), PHP_INT_MAX );
	}

	/**
	 * Whether Islet runs on this request.
	 *
	 * @return bool
	 */
	public static function enabled() {
		self::$settings = Islet_Settings::get();
		$enabled        = self::$settings['enabled'] && self::is_page_view() && ! self::switched_off_for_comparison()
			&& null === Islet_Builder::problem() && null === Islet_Bundle::problem() && null !== Islet_Settings::replaced_scripts();
		/**
		 * Whether Islet replaces the scripts on this page view.
		 *
		 * @param bool $enabled True on a front-end page view with the plugin on, a supported builder
		 *                      and a whole bundle.
		 */
		return (bool) apply_filters( 'islet_enabled', $enabled );
	}

	/**
	 * A front-end page view: not wp-admin, the builder's editor or preview, a feed, an embed, a
	 * REST, AJAX or XML-RPC response, nor the customizer.
	 *
	 * @return bool
	 */
	private static function is_page_view() {
		if ( is_admin() || wp_doing_ajax() || wp_doing_cron() || is_feed() || is_embed() || is_customize_preview() ) {
			return false;
		}
		if ( ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) || wp_is_json_request() ) {
			return false;
		}
		// The builder's preview inside its editor, and its preview links.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only switch.
		if ( isset( $_GET['elementor-preview'] ) || isset( $_GET['elementor_library'] ) ) {
			return false;
		}
		if ( class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->preview ) && \Elementor\Plugin::$instance->preview->is_preview_mode() ) {
			return false;
		}
		return true;
	}

	/**
	 * `?islet=off` shows an administrator the page with the original scripts.
	 *
	 * @return bool
	 */
	private static function switched_off_for_comparison() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view switch.
		$value = isset( $_GET['islet'] ) ? sanitize_key( wp_unslash( $_GET['islet'] ) ) : '';
		return 'off' === $value && current_user_can( 'manage_options' );
	}

	/**
	 * Runs last on `wp_enqueue_scripts`: first pass, and the hooks for the rest of the page.
	 */
	public static function start() {
		if ( ! self::enabled() ) {
			return;
		}
		$replaced = array();
		foreach ( Islet_Settings::families() as $family => $definition ) {
			if ( ! in_array( $family, self::$settings['leave'], true ) ) {
				$replaced = array_merge( $replaced, $definition['handles'] );
			}
		}
		/**
		 * The script handles Islet takes off the page. Handles not registered are ignored, and a
		 * handle not in this list is never removed, except the libraries only replaced scripts used.
		 *
		 * @param string[] $replaced Handles.
		 */
		$replaced       = (array) apply_filters( 'islet_replaced_handles', array_values( array_unique( $replaced ) ) );
		self::$replaced = array_map( 'strval', $replaced );
		$scripts        = Islet_Settings::replaced_scripts();
		// Whether the atomic scripts stay is known once the content has rendered: until then
		// they, and the webpack runtime they need, are left alone.
		self::$graph = new Islet_Script_Graph( wp_scripts(), array_values( array_diff( self::$replaced, self::atomic_handles() ) ), array_map( 'strval', $scripts['libraries'] ), isset( $scripts['frontendPlaceholder'] ) ? (string) $scripts['frontendPlaceholder'] : '', isset( $scripts['deferred'] ) ? array_map( 'strval', (array) $scripts['deferred'] ) : array() );
		self::$graph->apply( false );
		Islet_Late_Styles::start();

		$bundle  = Islet_Bundle::url();
		$version = Islet_Bundle::version();
		wp_register_script( self::HEAD_HANDLE, $bundle . 'islet-head.js', array(), $version, false );
		// The head script must run after the theme's style sheets, at the very end of <head>.
		add_action( 'wp_head', array( __CLASS__, 'print_head_script' ), PHP_INT_MAX );
		add_action( 'wp_head', array( __CLASS__, 'print_module_preload' ), PHP_INT_MAX );
		// The builder enqueues more scripts while the footer prints: walk again just before.
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'before_footer_scripts' ), 1 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'print_options' ), 11 );

		if ( self::has_script_modules() ) {
			// Nothing of Islet is needed for the first paint (islet-head.js does that part), so its
			// entry is fetched at low priority, behind the style sheets, fonts and images that
			// paint waits for. A module otherwise goes at high priority, and Lighthouse's
			// simulation counts every high-priority script fetched before the first paint as
			// holding it back. WordPress before 6.9 ignores the argument.
			wp_enqueue_script_module( self::MODULE_ID, $bundle . 'islet.js', array(), $version, array( 'fetchpriority' => 'low' ) );
			// Modules print on wp_footer (10), before the footer scripts (20) that hold the
			// configuration; print them after, so Islet comes last in the document too.
			$modules = wp_script_modules();
			if ( false !== has_action( 'wp_footer', array( $modules, 'print_enqueued_script_modules' ) ) ) {
				remove_action( 'wp_footer', array( $modules, 'print_enqueued_script_modules' ) );
				add_action( 'wp_footer', array( $modules, 'print_enqueued_script_modules' ), 21 );
			}
		} else {
			wp_enqueue_script( self::MODULE_ID, $bundle . 'islet.js', array(), $version, true );
			add_filter( 'script_loader_tag', array( __CLASS__, 'module_tag' ), 10, 2 );
		}
	}

	/**
	 * Whether WordPress prints script modules (6.5+); before that, `islet.js` is a classic handle
	 * printed as a module.
	 *
	 * @return bool
	 */
	private static function has_script_modules() {
		/**
		 * Whether Islet loads through WordPress's script modules. For testing the path of
		 * WordPress before 6.5 on a newer one; a site has no reason to change it.
		 *
		 * @param bool $modules True where `wp_enqueue_script_module` exists.
		 */
		return (bool) apply_filters( 'islet_script_modules', function_exists( 'wp_enqueue_script_module' ) );
	}

	/**
	 * Second pass, with everything the footer enqueued.
	 */
	public static function before_footer_scripts() {
		if ( ! self::$graph ) {
			return;
		}
		$left              = in_array( Islet_Atomic::FAMILY, self::$settings['leave'], true );
		self::$atomic_kept = $left ? null : Islet_Atomic::kept_reason();
		// The atomic scripts stay: left by the settings for the whole site, or for this page.
		$keeps = $left || null !== self::$atomic_kept;
		if ( $keeps ) {
			self::needs_webpack_runtime();
		}
		self::$graph->set_replaced( $keeps ? array_values( array_diff( self::$replaced, self::atomic_handles() ) ) : self::$replaced );
		self::$graph->apply( true );
	}

	/**
	 * The builder's atomic scripts, and the webpack runtime its atomic handlers need without
	 * declaring it: what a page keeps when Islet leaves its atomic elements to the builder.
	 *
	 * @return string[]
	 */
	private static function atomic_handles() {
		$families = Islet_Settings::families();
		$atomic   = isset( $families[ Islet_Atomic::FAMILY ] ) ? $families[ Islet_Atomic::FAMILY ]['handles'] : array();
		return array_merge( $atomic, array( 'elementor-webpack-runtime' ) );
	}

	/**
	 * The builder's atomic handlers are chunks of its webpack build, and none declares the
	 * runtime: the builder's own front-end script brings it (through `elementor-frontend-modules`),
	 * and Islet replaces that one. A page that keeps them gets the runtime as their dependency, so
	 * it prints, before them, as on the original page.
	 */
	private static function needs_webpack_runtime() {
		$scripts = wp_scripts();
		if ( ! isset( $scripts->registered['elementor-webpack-runtime'] ) ) {
			return;
		}
		$families = Islet_Settings::families();
		foreach ( isset( $families[ Islet_Atomic::FAMILY ] ) ? $families[ Islet_Atomic::FAMILY ]['handles'] : array() as $handle ) {
			$item = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
			if ( $item && ! in_array( 'elementor-webpack-runtime', $item->deps, true ) ) {
				$item->deps[] = 'elementor-webpack-runtime';
			}
		}
	}

	/**
	 * Why this page view kept the builder's atomic scripts, or null (for tests and the debug view).
	 *
	 * @return string|null
	 */
	public static function atomic_kept() {
		return self::$atomic_kept;
	}

	/**
	 * Prints `islet-head.js` where a stretched section or a Pro gallery may show: elsewhere it would
	 * be render-blocking code for nothing. Its code is printed inline (7 kB, 2.8 kB compressed): as
	 * a file, its request is a round trip before the first paint.
	 */
	public static function print_head_script() {
		/**
		 * Whether this page view loads `islet-head.js`, which stretches sections to the window
		 * and lays Pro galleries out before the first paint.
		 *
		 * @param bool $needed True where a document with a stretched section or a Pro gallery may
		 *                     render: the viewed post's own, or any template's; on archives, any.
		 */
		if ( ! apply_filters( 'islet_head_script', Islet_Head_Documents::on_this_page() ) ) {
			return;
		}
		/**
		 * Whether `islet-head.js` is printed inline, through `wp_print_inline_script_tag` (and so
		 * the `wp_inline_script_attributes` filter, where a site adds its CSP nonce), or as a
		 * `<script src>`: for a Content-Security-Policy that allows no inline script at all.
		 *
		 * @param bool $inline True.
		 */
		$code = apply_filters( 'islet_head_script_inline', true ) ? self::head_script_code() : null;
		if ( null === $code ) {
			wp_print_scripts( array( self::HEAD_HANDLE ) );
			return;
		}
		// The id WordPress gives the handle's file, so the page reads the same either way.
		wp_print_inline_script_tag( $code, array( 'id' => self::HEAD_HANDLE . '-js' ) );
	}

	/**
	 * `islet.js` named in `<head>` as a module preload, at the module's own low priority and the
	 * very URL its script element will ask for, so the two are one request.
	 *
	 * The entry is printed last in the document, behind every image the page names. Fetched from
	 * the head, it no longer waits behind those images on a slow connection. Lighthouse also
	 * queues requests in document order on one connection in its simulation; from the footer, it
	 * counted the entry after every image, and so after the largest paint
	 * (docs/wordpress.md, "The entry named in the head").
	 */
	public static function print_module_preload() {
		$src = add_query_arg( 'ver', Islet_Bundle::version(), Islet_Bundle::url() . 'islet.js' );
		// The filter each path's own printer applies to the URL, so a CDN rewrite reaches both.
		$src = self::has_script_modules()
			? apply_filters( 'script_module_loader_src', $src, self::MODULE_ID )
			: apply_filters( 'script_loader_src', $src, self::MODULE_ID );
		if ( ! is_string( $src ) || '' === $src ) {
			return;
		}
		// Under a Content-Security-Policy of nonces, a preload without one is refused (and reported
		// in the console): it gets the nonce the module's own element gets, from the filter where
		// a site adds it to every script element.
		$script = apply_filters(
			'wp_script_attributes',
			array(
				'src'  => $src,
				'type' => 'module',
				'id'   => self::MODULE_ID . '-js-module',
			)
		);
		$nonce  = is_array( $script ) && isset( $script['nonce'] ) && is_string( $script['nonce'] ) ? $script['nonce'] : '';
		printf(
			'<link rel="modulepreload" href="%s" id="islet-js-modulepreload" fetchpriority="low"%s>' . "\n",
			esc_url( $src ),
			'' === $nonce ? '' : ' nonce="' . esc_attr( $nonce ) . '"'
		);
	}

	/**
	 * The code of `islet-head.js`, or null where it cannot be printed inline: unreadable, empty,
	 * or holding what could end the script element early (`<script`, `</script`, `<!--`), which
	 * WordPress before 7.1 prints as it is.
	 *
	 * @return string|null
	 */
	private static function head_script_code() {
		$file = Islet_Bundle::dir() . 'islet-head.js';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		// Reading a file of the plugin's own folder, not a remote URL; a failure is the file form.
		$code = @file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, WordPress.PHP.NoSilencedErrors.Discouraged
		if ( ! is_string( $code ) || '' === trim( $code ) || preg_match( '/<\/?script|<!--/i', $code ) ) {
			return null;
		}
		return $code;
	}

	/**
	 * Prints `window.isletOptions` for the runtime when anything is not the default: families left
	 * to the original scripts, the debug outline, or an add-on that needs the builder's API.
	 */
	public static function print_options() {
		$options = array();
		$leave   = self::$settings['leave'];
		if ( null !== self::$atomic_kept ) {
			$leave[] = Islet_Atomic::FAMILY;
		}
		if ( $leave ) {
			$options['leave'] = Islet_Settings::runtime_families( $leave );
		}
		if ( null !== self::$atomic_kept ) {
			$options['atomicKept'] = self::$atomic_kept;
		}
		if ( self::$settings['debug'] && current_user_can( 'manage_options' ) ) {
			$options['debug'] = true;
		}
		$attributes = array( 'id' => 'islet-options' );
		// The builder's atomic handlers read `elementorFrontend` (its URL actions, hooks, config).
		if ( self::$graph && ( self::$graph->has_builder_api_dependents() || null !== self::$atomic_kept ) ) {
			// Turns the compatibility layer on even for add-ons it could not detect at boot.
			$attributes['data-islet-compat'] = 'on';
		}
		if ( ! $options && 1 === count( $attributes ) ) {
			return;
		}
		wp_print_inline_script_tag( 'window.isletOptions = ' . wp_json_encode( (object) $options ) . ';', $attributes );
	}

	/**
	 * Before WordPress 6.5 (no script modules): the classic handle printed as a module, at the
	 * same low fetch priority as the script module.
	 *
	 * @param string $tag    The script tag.
	 * @param string $handle The handle.
	 * @return string
	 */
	public static function module_tag( $tag, $handle ) {
		if ( self::MODULE_ID !== $handle ) {
			return $tag;
		}
		// Themes without HTML5 script support get `type='text/javascript'` before 6.4: replaced.
		return (string) preg_replace_callback(
			'/<script\b[^>]*>/',
			function ( $match ) {
				$open = (string) preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $match[0] );
				return '<script type="module" fetchpriority="low"' . substr( $open, strlen( '<script' ) );
			},
			$tag,
			1
		);
	}

	/**
	 * What the walker removed on this page (for tests and the debug view).
	 *
	 * @return array<string, string>
	 */
	public static function removed() {
		return self::$graph ? self::$graph->removed() : array();
	}
}
