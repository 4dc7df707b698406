import type { BehaviourContext } from '@islet/core';
import { holdFocus, type FocusHold } from '@islet/primitives';
import { fitMiniCart } from './mini-cart-height.ts';

const SHOWN = 'elementor-menu-cart--shown';
const CLOSE_BUTTONS =
  '.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom';

const isOpen = (element: HTMLElement) => element.classList.contains(SHOWN);

/** Names the panel for assistive technology: a modal dialog for the side cart, or a popup. */
export function describePanel(
  element: HTMLElement,
  ctx: BehaviourContext,
  toggle: HTMLElement,
  main: HTMLElement,
  sideCart: boolean,
) {
  const panelId = main.id || `menu-cart-${ctx.info.id}`;
  main.id = panelId;
  toggle.setAttribute('aria-controls', panelId);
  toggle.setAttribute('aria-haspopup', sideCart ? 'dialog' : 'true');
  if (sideCart) {
    main.setAttribute('role', 'dialog');
    main.setAttribute('aria-modal', 'true');
    main.setAttribute('aria-label', toggle.getAttribute('aria-label') ?? 'Cart');
  }
  // The close control is a bare div in the markup: give it a name and the keyboard.
  for (const close of element.querySelectorAll<HTMLElement>(CLOSE_BUTTONS)) {
    if (close.tagName !== 'BUTTON' && close.tagName !== 'A') {
      close.setAttribute('role', 'button');
      close.tabIndex = 0;
    }
    if (!close.hasAttribute('aria-label')) close.setAttribute('aria-label', 'Close cart');
  }
}

/**
 * The open state: the classes and ARIA the site's CSS expects, the side cart's focus trap (made
 * on opening, released on closing and with the widget), focus back on the toggle on closing.
 */
export function createOpenState(
  element: HTMLElement,
  ctx: BehaviourContext,
  toggle: () => HTMLElement,
  container: HTMLElement,
  main: HTMLElement,
  sideCart: boolean,
) {
  let trap: FocusHold | undefined;
  ctx.own(() => trap?.release());
  return (open: boolean, returnFocus = true) => {
    if (open === isOpen(element)) return;
    element.classList.toggle(SHOWN, open);
    toggle().setAttribute('aria-expanded', String(open));
    main.setAttribute('aria-hidden', String(!open));
    container.setAttribute('aria-hidden', String(!open));
    if (open) {
      if (!sideCart) fitMiniCart(ctx, toggle(), main);
      else {
        // The panel is shown by a CSS transition that has not started yet: count hidden controls.
        trap ??= holdFocus(main, {
          initialFocus: () => main.querySelector<HTMLElement>('.elementor-menu-cart__close-button'),
          fallbackFocus: () => main,
          displayCheck: 'none',
        });
      }
    } else {
      trap?.release();
      trap = undefined;
      const doc = element.ownerDocument;
      if (returnFocus && (sideCart || element.contains(doc.activeElement))) toggle().focus();
    }
  };
}

/**
 * What opens and closes the panel: the toggle (by click, or hover in hover mode), the close
 * buttons (also by Enter and Space), a click outside and Escape.
 */
export function connectControls(
  element: HTMLElement,
  ctx: BehaviourContext,
  hover: boolean,
  setOpen: (open: boolean, returnFocus?: boolean) => void,
) {
  const doc = element.ownerDocument;
  const { signal } = ctx;
  // Heard on the widget: Pro's fragments replace the toggle, as the original delegates these.
  const onToggle = (event: Event) =>
    (event.target as Element).closest?.('.elementor-menu-cart__toggle_button');
  element.addEventListener(
    'click',
    (event) => {
      if (!onToggle(event)) return;
      event.preventDefault();
      setOpen(hover ? true : !isOpen(element));
    },
    { signal },
  );
  if (hover) {
    element.addEventListener('mouseover', (event) => onToggle(event) && setOpen(true), {
      signal,
    });
    element
      .querySelector('.elementor-menu-cart__toggle_wrapper')
      ?.addEventListener('mouseleave', () => setOpen(false, false), { signal });
  }
  element.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest(CLOSE_BUTTONS)) {
        event.preventDefault();
        setOpen(false);
      }
    },
    { signal },
  );
  element.addEventListener(
    'keydown',
    (event) => {
      const close = (event.target as Element).closest('[role="button"]');
      if (close && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        close.dispatchEvent(
          new (doc.defaultView as Window & typeof globalThis).MouseEvent('click', {
            bubbles: true,
          }),
        );
      }
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      if (!isOpen(element)) return;
      const target = event.target as Element;
      // A side cart's backdrop is the container itself; a click there is outside the panel.
      if (!target.closest?.('.elementor-menu-cart__main, .elementor-menu-cart__toggle'))
        setOpen(false, false);
    },
    { signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && isOpen(element)) setOpen(false);
    },
    { signal },
  );
}
