<?php
/**
 * Settings → Islet, and the notices saying why Islet is not running.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The admin side. The form goes through options.php (Settings API): WordPress checks the nonce
 * and the `manage_options` capability there, and `Islet_Settings::sanitize` cleans the input.
 */
class Islet_Admin {
	const PAGE = 'islet';

	/**
	 * Adds the hooks.
	 */
	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_notices', array( __CLASS__, 'notices' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( ISLET_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * Settings → Islet.
	 */
	public static function menu() {
		add_options_page( __( 'Islet', 'islet' ), __( 'Islet', 'islet' ), 'manage_options', self::PAGE, array( __CLASS__, 'render' ) );
	}

	/**
	 * Registers the option with its sanitizer.
	 */
	public static function register() {
		register_setting(
			self::PAGE,
			Islet_Settings::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( 'Islet_Settings', 'sanitize' ),
				'default'           => Islet_Settings::sanitize( array() ),
			)
		);
	}

	/**
	 * A "Settings" link on the plugins screen.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public static function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'islet' ) . '</a>' );
		return $links;
	}

	/**
	 * Why Islet is not running, for those who can fix it.
	 */
	public static function notices() {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		foreach ( array( Islet_Builder::problem(), Islet_Bundle::problem() ) as $problem ) {
			if ( null !== $problem ) {
				echo '<div class="notice notice-warning islet-notice"><p><strong>' . esc_html__( 'Islet is not running.', 'islet' ) . '</strong> ' . esc_html( $problem ) . '</p></div>';
			}
		}
		$untested = Islet_Builder::untested();
		if ( null !== $untested ) {
			echo '<div class="notice notice-info islet-notice islet-untested"><p>' . esc_html( $untested ) . '</p></div>';
		}
	}

	/**
	 * The documents whose pages keep the builder's atomic scripts, and why.
	 */
	private static function render_atomic_documents() {
		$documents = Islet_Atomic::documents_keeping_scripts();
		?>
		<h2><?php esc_html_e( "Pages that keep the builder's scripts", 'islet' ); ?></h2>
		<?php if ( ! $documents ) : ?>
			<p class="islet-atomic-none"><?php esc_html_e( 'None: Islet runs every atomic element on this site.', 'islet' ); ?></p>
		<?php else : ?>
			<table class="widefat striped islet-atomic-documents">
				<thead><tr><th><?php esc_html_e( 'Document', 'islet' ); ?></th><th><?php esc_html_e( 'Why', 'islet' ); ?></th></tr></thead>
				<tbody>
				<?php foreach ( $documents as $id => $reason ) : ?>
					<?php $link = get_permalink( $id ); ?>
					<tr>
						<td><?php if ( $link ) : ?><a href="<?php echo esc_url( $link ); ?>"><?php echo esc_html( get_the_title( $id ) ); ?></a><?php else : ?><?php echo esc_html( get_the_title( $id ) ); ?><?php endif; ?> (#<?php echo (int) $id; ?>)</td>
						<td><?php echo esc_html( $reason ); ?></td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
		<?php
	}

	/**
	 * The settings page.
	 */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to change these settings.', 'islet' ), 403 );
		}
		$settings = Islet_Settings::get();
		$name     = Islet_Settings::OPTION;
		$compare  = add_query_arg( 'islet', 'off', home_url( '/' ) );
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Islet', 'islet' ); ?></h1>
			<p><?php esc_html_e( "Islet replaces the page builder's, its Pro add-on's, the theme's and the shop's front-end scripts (and jQuery, where nothing else needs it) with one small script that loads each feature only where a page has it.", 'islet' ); ?></p>
			<form method="post" action="options.php">
				<?php settings_fields( self::PAGE ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Islet', 'islet' ); ?></th>
						<td>
							<input type="hidden" name="<?php echo esc_attr( $name ); ?>[enabled]" value="0" />
							<label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[enabled]" value="1" <?php checked( $settings['enabled'] ); ?> />
							<?php esc_html_e( 'Replace the original scripts with Islet on every page view', 'islet' ); ?></label>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Leave to the original scripts', 'islet' ); ?></th>
						<td>
							<fieldset>
							<?php foreach ( Islet_Settings::families() as $family => $definition ) : ?>
								<label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[leave][]" value="<?php echo esc_attr( $family ); ?>" <?php checked( in_array( $family, $settings['leave'], true ) ); ?> />
								<?php echo esc_html( $definition['label'] ); ?></label><br />
							<?php endforeach; ?>
							</fieldset>
							<p class="description"><?php esc_html_e( "Their scripts stay on the page and Islet leaves their elements alone. The builder's own features all live in one script of the builder, so they are replaced together.", 'islet' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Debug outline', 'islet' ); ?></th>
						<td>
							<label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[debug]" value="1" <?php checked( $settings['debug'] ); ?> />
							<?php esc_html_e( "Outline every element in its status colour and open Islet's inspector (administrators only)", 'islet' ); ?></label>
						</td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
			<?php self::render_atomic_documents(); ?>
			<p>
				<?php esc_html_e( 'To compare a page with the original scripts, add ?islet=off to its address while logged in as an administrator:', 'islet' ); ?>
				<a href="<?php echo esc_url( $compare ); ?>"><?php echo esc_html( $compare ); ?></a>
			</p>
		</div>
		<?php
	}
}
