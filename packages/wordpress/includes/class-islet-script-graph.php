<?php
/**
 * Takes the replaced scripts off the page by walking WordPress's registered script graph.
 *
 * @package Islet
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The seeds, handles whose work Islet does, come from Islet_Settings::families(). A replaced
 * handle stays registered and in the queue, but loses its file, its dependencies and its `after`
 * code: WordPress then prints only its `data` and `before` scripts (the builder's
 * configuration), each in its own script element, where the handle would have been. Libraries
 * (`libraries` of replaced-scripts.json: jQuery and the like) go only when no script left on the
 * page depends on them (the builder's editing tools, loaded for logged-in editors, keep its
 * dialog and jQuery), their inline code, which only sets the library up, with them; a script that
 * depends on a replaced handle (an add-on) stays and loses only that dependency. A library that
 * stays prints as late as the scripts needing it allow (`place_kept_libraries`).
 */
class Islet_Script_Graph {
	/**
	 * Handles whose presence means an add-on talks to the builder's front-end API.
	 *
	 * @var string[]
	 */
	const BUILDER_API = array( 'elementor-frontend', 'elementor-frontend-modules', 'elementor-pro-frontend' );

	/**
	 * The builder's front end, whose `before` code (its configuration) stays when it is replaced.
	 *
	 * @var string
	 */
	const FRONTEND = 'elementor-frontend';

	/**
	 * The scripts.
	 *
	 * @var WP_Scripts
	 */
	private $scripts;

	/**
	 * Handles Islet replaces on this page.
	 *
	 * @var array<string, true>
	 */
	private $replaced;

	/**
	 * What was taken off the page so far: handle => 'replaced' | 'library'.
	 *
	 * @var array<string, string>
	 */
	private $removed = array();

	/**
	 * Libraries moved to the footer by the first pass, decided on by the second.
	 *
	 * @var array<string, true>
	 */
	private $deferred = array();

	/**
	 * Kept scripts that depended on a replaced handle.
	 *
	 * @var string[]
	 */
	private $dependents = array();

	/**
	 * Libraries, removed when nothing left on the page needs them.
	 *
	 * @var string[]
	 */
	private $libraries;

	/**
	 * Code printed after the builder's configuration where a kept script depends on the builder's
	 * front end (replaced-scripts.json `frontendPlaceholder`); empty for none.
	 *
	 * @var string
	 */
	private $placeholder;

	/**
	 * The builder's scripts Islet leaves on the page that only set data up for a library the
	 * page may not have (replaced-scripts.json `deferred`): printed with the `defer` strategy.
	 *
	 * @var string[]
	 */
	private $deferrable;

	/**
	 * Whether the placeholder was added to the builder's front end already.
	 *
	 * @var bool
	 */
	private $placeholder_added = false;

	/**
	 * Builds the walker for one page.
	 *
	 * @param WP_Scripts $scripts   The page's scripts.
	 * @param string[]   $replaced  Handles Islet replaces (after the filter and the settings).
	 * @param string[]   $libraries Libraries to take off when nothing left needs them.
	 * @param string     $placeholder Code for `window.elementorFrontend` before the add-ons run.
	 * @param string[]   $deferrable  Scripts left on the page that may run deferred.
	 */
	public function __construct( $scripts, array $replaced, array $libraries, $placeholder = '', array $deferrable = array() ) {
		$this->scripts     = $scripts;
		$this->replaced    = array_fill_keys( $replaced, true );
		$this->libraries   = $libraries;
		$this->placeholder = (string) $placeholder;
		$this->deferrable  = $deferrable;
	}

	/**
	 * Changes the handles Islet replaces, for the passes still to come (the page's atomic
	 * elements are known only once its content has rendered).
	 *
	 * @param string[] $replaced Handles Islet replaces.
	 */
	public function set_replaced( array $replaced ) {
		$this->replaced = array_fill_keys( $replaced, true );
	}

	/**
	 * Takes the replaced scripts off what is still to print.
	 *
	 * @param bool $final False before the head prints: libraries are only moved to the footer, so a
	 *                    script the builder enqueues while the footer prints can still have them.
	 */
	public function apply( $final ) {
		if ( $final ) {
			// Decided now: removed, or printed in the footer for a script that needs them.
			$this->deferred = array();
		}
		$closure = $this->closure();
		foreach ( $closure as $handle => $_ ) {
			if ( isset( $this->replaced[ $handle ] ) ) {
				$this->remove( $handle, 'replaced' );
			}
		}
		// A library goes when every script that needs it has gone; repeat, since removing one
		// (jquery-ui-core) can free another (jQuery).
		do {
			$changed = false;
			foreach ( $this->libraries as $library ) {
				if ( ! isset( $closure[ $library ] ) || isset( $this->removed[ $library ] ) || isset( $this->deferred[ $library ] ) || $this->needed( $library, $closure ) ) {
					continue;
				}
				if ( $final ) {
					$this->remove( $library, 'library' );
				} else {
					$this->scripts->add_data( $library, 'group', 1 );
					$this->deferred[ $library ] = true;
				}
				$changed = true;
			}
		} while ( $changed );
		$this->detach_dependents( $closure );
		$this->place_kept_libraries( $closure, $final );
		$this->defer_data_scripts( $closure );
	}

	/**
	 * The `defer` strategy for the builder's scripts that only hand data to a library (Font
	 * Awesome's v4 shim fills `window.___FONT_AWESOME___.shims` for Font Awesome's own JavaScript,
	 * which the builder does not load): blocking in the head, they held the first paint back for
	 * nothing the page shows. Deferred, they still run before `DOMContentLoaded`, where Font
	 * Awesome's JavaScript, if the site adds it, reads them. WordPress keeps a script blocking all
	 * the same where a blocking script depends on it or inline code follows it, and so does this
	 * where the site gave it a strategy of its own or inline code after it.
	 *
	 * @param array<string, true> $closure The page's handles.
	 */
	private function defer_data_scripts( array $closure ) {
		foreach ( $this->deferrable as $handle ) {
			if ( ! isset( $closure[ $handle ] ) || isset( $this->removed[ $handle ] ) || in_array( $handle, $this->scripts->done, true ) ) {
				continue;
			}
			if ( $this->scripts->registered[ $handle ]->src && ! $this->scripts->get_data( $handle, 'strategy' ) && ! $this->scripts->get_data( $handle, 'after' ) ) {
				$this->scripts->add_data( $handle, 'strategy', 'defer' );
			}
		}
	}

	/**
	 * Head scripts that need a kept library (a theme's jQuery code, a preloader, a tracking plugin)
	 * go to the footer group too, with it, so neither blocks the first paint: the original needed
	 * jQuery in the head for the builder's scripts, which Islet replaced. Only a blocking classic
	 * file with no inline code of its own around it (`before` or `after`: WordPress 6.3+ does not delay a
	 * script whose `after` code follows it either, and that code may rely on it having run); its
	 * `data` (localized variables) prints with it. A head script another head script depends on
	 * stays, since WordPress would print it in its dependent's group anyway. Declared dependencies
	 * only: inline code in the content that calls such a script without declaring it needs the
	 * filter `islet_move_head_script` (or `islet_move_kept_libraries`).
	 *
	 * @param array<string, true> $closure The page's handles.
	 */
	private function move_head_dependents( array $closure ) {
		$kept = array();
		foreach ( $this->libraries as $library ) {
			if ( isset( $closure[ $library ] ) && ! isset( $this->removed[ $library ] ) ) {
				$kept[ $library ] = true;
			}
		}
		$head = array();
		foreach ( $closure as $handle => $_ ) {
			if ( ! isset( $this->removed[ $handle ] ) && ! isset( $kept[ $handle ] ) && ! in_array( $handle, $this->scripts->done, true ) && ! $this->scripts->get_data( $handle, 'group' ) ) {
				$head[ $handle ] = true;
			}
		}
		$moved = array();
		do {
			$changed = false;
			foreach ( $head as $handle => $_ ) {
				if ( isset( $moved[ $handle ] ) || ! $this->movable( $handle ) ) {
					continue;
				}
				foreach ( $this->scripts->registered[ $handle ]->deps as $dependency ) {
					if ( isset( $kept[ $dependency ] ) || isset( $moved[ $dependency ] ) ) {
						$moved[ $handle ] = true;
						$changed          = true;
						break;
					}
				}
			}
		} while ( $changed );
		// One that stays in the head keeps what it depends on there.
		do {
			$changed = false;
			foreach ( $head as $handle => $_ ) {
				if ( isset( $moved[ $handle ] ) ) {
					continue;
				}
				foreach ( $this->scripts->registered[ $handle ]->deps as $dependency ) {
					if ( isset( $moved[ $dependency ] ) ) {
						unset( $moved[ $dependency ] );
						$changed = true;
					}
				}
			}
		} while ( $changed );
		foreach ( $moved as $handle => $_ ) {
			$this->scripts->add_data( $handle, 'group', 1 );
		}
	}

	/**
	 * Whether a head script may print in the footer instead: a blocking file (a deferred or async
	 * one blocks nothing where it is, and jQuery is deferred with it when all are), no inline code
	 * of its own printed before or after it, no IE condition, and the site did not say otherwise.
	 *
	 * @param string $handle A handle in the head group.
	 * @return bool
	 */
	private function movable( $handle ) {
		$item = $this->scripts->registered[ $handle ];
		if ( ! $item->src || $this->scripts->get_data( $handle, 'strategy' ) || $this->scripts->get_data( $handle, 'before' ) || $this->scripts->get_data( $handle, 'after' ) || $this->scripts->get_data( $handle, 'conditional' ) ) {
			return false;
		}
		/**
		 * Whether a head script that needs a library Islet keeps (jQuery…) prints in the footer
		 * with it. False keeps it, and so the library, in the head: for a script that must run
		 * before the content is parsed, or that inline code in the content calls.
		 *
		 * @param bool   $move   True for a classic file with no inline code of its own.
		 * @param string $handle The script's handle.
		 */
		return (bool) apply_filters( 'islet_move_head_script', true, $handle );
	}

	/**
	 * A library a kept script needs (jQuery for a theme or an add-on) no longer has to be ready for
	 * the builder's scripts, which were in the head: it goes to the footer group, where WordPress
	 * leaves it unless a head script depends on it (it prints a dependency in its dependent's group),
	 * and gets the `defer` strategy, which WordPress 6.3+ applies only when every script depending
	 * on it is deferred too and no inline code follows it (ignored before 6.3). Both follow declared
	 * dependencies: inline code that uses jQuery without declaring it needs the filter.
	 *
	 * @param array<string, true> $closure The page's handles.
	 * @param bool                $final   False before the head prints.
	 */
	private function place_kept_libraries( array $closure, $final ) {
		/**
		 * Whether the libraries kept for the page's own scripts (jQuery…) print as late as those
		 * scripts allow: in the footer, with the head scripts that need them unless one must stay
		 * (`move_head_dependents`), deferred when all that need
		 * them are. False leaves them where they were registered (jQuery in the head), for inline
		 * code that uses jQuery without declaring it.
		 *
		 * @param bool $move True.
		 */
		if ( ! apply_filters( 'islet_move_kept_libraries', true ) ) {
			return;
		}
		if ( ! $final ) {
			$this->move_head_dependents( $closure );
		}
		foreach ( $this->libraries as $library ) {
			if ( ! isset( $closure[ $library ] ) || isset( $this->removed[ $library ] ) || isset( $this->deferred[ $library ] ) || in_array( $library, $this->scripts->done, true ) ) {
				continue;
			}
			if ( ! $final ) {
				$this->scripts->add_data( $library, 'group', 1 );
			}
			// An alias (`jquery`, no file of its own) takes no strategy: WordPress refuses one.
			if ( $this->scripts->registered[ $library ]->src && ! $this->scripts->get_data( $library, 'strategy' ) ) {
				$this->scripts->add_data( $library, 'strategy', 'defer' );
			}
		}
	}

	/**
	 * Removed handles: handle => 'replaced' | 'library'.
	 *
	 * @return array<string, string>
	 */
	public function removed() {
		return $this->removed;
	}

	/**
	 * Whether a script left on the page used the builder's front-end API (an add-on).
	 *
	 * @return bool
	 */
	public function has_builder_api_dependents() {
		return (bool) $this->dependents;
	}

	/**
	 * Kept scripts that depended on a replaced handle.
	 *
	 * @return string[]
	 */
	public function dependents() {
		return $this->dependents;
	}

	/**
	 * Every handle the queue will print, with its dependencies, as keys; unregistered ones left out.
	 *
	 * @return array<string, true>
	 */
	private function closure() {
		$seen  = array();
		$stack = $this->scripts->queue;
		while ( $stack ) {
			$handle = array_pop( $stack );
			if ( isset( $seen[ $handle ] ) || ! isset( $this->scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			foreach ( $this->scripts->registered[ $handle ]->deps as $dependency ) {
				$stack[] = $dependency;
			}
		}
		return $seen;
	}

	/**
	 * Whether a script that stays depends on `$library`, or it was printed already.
	 *
	 * @param string              $library A library handle.
	 * @param array<string, true> $closure The page's handles.
	 * @return bool
	 */
	private function needed( $library, array $closure ) {
		if ( in_array( $library, $this->scripts->done, true ) ) {
			return true;
		}
		foreach ( $closure as $handle => $_ ) {
			if ( isset( $this->removed[ $handle ] ) || isset( $this->deferred[ $handle ] ) ) {
				continue;
			}
			if ( in_array( $library, $this->scripts->registered[ $handle ]->deps, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Empties a handle: no file, no dependencies, no `after` code. A replaced handle keeps its
	 * `data` and `before` code (the configuration Islet reads); a library keeps nothing.
	 *
	 * @param string $handle The handle.
	 * @param string $kind   'replaced' or 'library'.
	 */
	private function remove( $handle, $kind ) {
		$item               = $this->scripts->registered[ $handle ];
		$item->src          = false;
		$item->deps         = array();
		$item->textdomain   = '';
		$item->translations_path = '';
		unset( $item->extra['after'] );
		if ( 'library' === $kind ) {
			unset( $item->extra['before'], $item->extra['data'] );
		}
		$this->removed[ $handle ] = $kind;
	}

	/**
	 * A kept script that depended on a removed handle keeps its place and loses that dependency
	 * (its code then talks to Islet's compatibility layer instead of the builder), except on the
	 * builder's replaced front end, which now prints only code: its configuration, then the
	 * placeholder that stands for `window.elementorFrontend` until compat fills it in. Add-ons
	 * that take `window.elementorFrontend` as their script runs (ElementsKit) need it there first.
	 *
	 * @param array<string, true> $closure The page's handles.
	 */
	private function detach_dependents( array $closure ) {
		$frontend = isset( $this->removed[ self::FRONTEND ] ) && 'replaced' === $this->removed[ self::FRONTEND ] && '' !== $this->placeholder;
		foreach ( $closure as $handle => $_ ) {
			if ( isset( $this->removed[ $handle ] ) ) {
				continue;
			}
			$item = $this->scripts->registered[ $handle ];
			$kept = array();
			foreach ( $item->deps as $dependency ) {
				if ( isset( $this->removed[ $dependency ] ) ) {
					if ( in_array( $dependency, self::BUILDER_API, true ) ) {
						if ( ! in_array( $handle, $this->dependents, true ) ) {
							$this->dependents[] = $handle;
						}
						if ( $frontend ) {
							$kept[] = self::FRONTEND;
						}
					}
					continue;
				}
				$kept[] = $dependency;
			}
			$item->deps = array_values( array_unique( $kept ) );
		}
		if ( $frontend && $this->dependents && ! $this->placeholder_added ) {
			$this->scripts->add_inline_script( self::FRONTEND, $this->placeholder, 'before' );
			$this->placeholder_added = true;
		}
	}
}
