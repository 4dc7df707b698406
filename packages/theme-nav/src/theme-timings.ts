/**
 * The theme's numbers (product spec §9 "Theme", reference theme-twentytwenty.md §10). Kept
 * together so the behaviours and their tests agree on them.
 */

/** A cover modal is shown (`show-modal`) this long before `active`, so its CSS transition runs. */
export const MODAL_ACTIVATE_DELAY_MS = 10;
/** The modal hide animation; `hiding-modal` and the close clean-up wait for it. */
export const MODAL_HIDE_MS = 500;
/** Focus moves into an open modal this long after it starts opening (spec §9, other modals). */
export const MODAL_FOCUS_DELAY_MS = 100;
/** At or above this width the expanded menu is used, below it the mobile menu. */
export const EXPANDED_MENU_MIN_WIDTH = 1000;
/** At or below this width modals sit below the admin bar, which scrolls with the page there. */
export const SMALL_SCREEN_MAX_WIDTH = 600;
