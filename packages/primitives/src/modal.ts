import { createFocusTrap } from 'focus-trap';
import { isFocusable, tabbable, type CheckOptions } from 'tabbable';

/**
 * The one modal primitive of dialog-like widgets (popup, off-canvas, side cart, search cover,
 * theme cover modals, lightbox): focus held inside (focus-trap, with `tabbable` deciding what is
 * focusable), Escape, the page's scroll locked, focus returned to the opener, and everything
 * outside inert. Each piece stands alone, since the widgets reproduce originals that time them
 * differently (focus moves in after 100 ms in one, 250 ms in another): each composes them itself.
 * The page-behind parts (`inertOutside`, `lockScroll`) and the tabbable queries live in their own
 * modules, so a chunk needing only those does not load focus-trap.
 */

export interface FocusHoldOptions {
  /** What takes the focus first; nothing (the default) means the first tabbable element. */
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * What takes the focus when nothing inside is tabbable; by default the container itself, given
   * `tabindex="-1"` for as long as the hold lasts when it has none.
   */
  fallbackFocus?: () => HTMLElement;
  /**
   * `'full'` (the default): only elements laid out count. `'none'`: hidden ones count too, for a
   * panel whose CSS shows it only after the focus has moved in.
   */
  displayCheck?: CheckOptions['displayCheck'];
}

export interface FocusHold {
  /** Moves focus back inside when a layout change hid the focused element. */
  refocusIfHidden(): void;
  release(): void;
}

/**
 * Keeps keyboard focus inside `container` (Tab and Shift+Tab wrap; focus that escapes, say by a
 * click, is brought back). Escape, outside clicks and focus return are the caller's business:
 * the originals each decide them.
 */
export function holdFocus(container: HTMLElement, options: FocusHoldOptions = {}): FocusHold {
  const doc = container.ownerDocument;
  const addedTabIndex = !options.fallbackFocus && !container.hasAttribute('tabindex');
  if (addedTabIndex) container.setAttribute('tabindex', '-1');
  const fallback = () => options.fallbackFocus?.() ?? container;
  const check = { displayCheck: options.displayCheck ?? 'full' } satisfies CheckOptions;
  const initial = () => {
    const preferred = options.initialFocus?.();
    return preferred && container.contains(preferred) && isFocusable(preferred, check)
      ? preferred
      : undefined;
  };
  const trap = createFocusTrap(container, {
    document: doc,
    initialFocus: initial,
    fallbackFocus: fallback,
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    delayInitialFocus: false,
    preventScroll: true,
    tabbableOptions: check,
  });
  try {
    trap.activate();
  } catch {
    // Nothing the trap can measure as tabbable and no usable fallback: focus it by hand.
    fallback().focus({ preventScroll: true });
  }
  return {
    refocusIfHidden() {
      const active = doc.activeElement as HTMLElement | null;
      if (active && container.contains(active) && active.getClientRects().length) return;
      (initial() ?? tabbable(container, check)[0] ?? fallback()).focus({ preventScroll: true });
    },
    release() {
      trap.deactivate();
      if (addedTabIndex) container.removeAttribute('tabindex');
    },
  };
}

/** Calls `onEscape` for an Escape key press anywhere in the document; returns the stop. */
export function onEscape(doc: Document, listener: (event: KeyboardEvent) => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') listener(event);
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
