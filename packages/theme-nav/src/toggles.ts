import type { Cleanup } from '@islet/core';
import { slideToggle, type SlideTimers } from './slide-toggle.ts';
import { classToToggle, describeToggle, resolveToggleTarget } from './toggle-target.ts';
import { MODAL_ACTIVATE_DELAY_MS } from './theme-timings.ts';

/** What the theme's toggle events carry here: the toggle that caused them. */
export interface ToggleEventDetail {
  toggle: HTMLElement;
}

export interface ToggleOptions extends SlideTimers {
  /** One warning per broken toggle. */
  warn(message: string): void;
  reducedMotion(): boolean;
}

export interface Toggles {
  /** The theme's `performToggle`: `instantly` skips the slide animation. */
  perform(toggle: HTMLElement, instantly?: boolean): void;
  /** Every toggle on the page that acts on `target`. */
  togglesOf(target: HTMLElement): HTMLElement[];
  /** Whether the toggle has a target; warns once for one that has none. */
  resolves(toggle: HTMLElement): boolean;
}

const TOGGLE = '[data-toggle-target]';

/**
 * The theme's toggles (theme-twentytwenty.md §2). The theme's events are sent on the target as
 * it sends them (plain, non-bubbling; `toggle-target-before-inactive` before opening, the names
 * are the theme's), so cover modals and other scripts can follow. Unlike the theme,
 * `aria-expanded` and the body class are set to the target's state rather than flipped, so they
 * cannot drift apart, and a toggle whose target is missing warns once instead of throwing.
 */
export function createToggles(doc: Document, options: ToggleOptions): Toggles {
  const win = doc.defaultView!;
  const warned = new WeakSet<HTMLElement>();

  const targetOf = (toggle: HTMLElement) => {
    const lookup = resolveToggleTarget(toggle);
    if (lookup.problem !== undefined && !warned.has(toggle)) {
      warned.add(toggle);
      options.warn(`theme toggle ${describeToggle(toggle)} is ignored: ${lookup.problem}.`);
    }
    return lookup.target;
  };

  const send = (target: HTMLElement, type: string, toggle: HTMLElement) =>
    target.dispatchEvent(
      new win.CustomEvent<ToggleEventDetail>(type, { detail: { toggle }, bubbles: false }),
    );

  const togglesOf = (target: HTMLElement) =>
    [...doc.querySelectorAll<HTMLElement>(TOGGLE)].filter(
      (toggle) => resolveToggleTarget(toggle).target === target,
    );

  function flip(toggle: HTMLElement, target: HTMLElement, instantly: boolean) {
    const className = classToToggle(toggle);
    const duration = toggle.dataset.toggleDuration;
    const animate =
      toggle.dataset.toggleType === 'slidetoggle' &&
      !instantly &&
      duration !== '0' &&
      !options.reducedMotion();
    if (animate) slideToggle(target, Number(duration) || 0, options);
    else target.classList.toggle(className);
    const active = target.classList.contains(className);

    markedToggle(doc, toggle, target)?.classList.toggle('active', active);

    for (const sibling of togglesOf(target))
      if (sibling.hasAttribute('aria-expanded'))
        sibling.setAttribute('aria-expanded', String(active));

    const bodyClass = toggle.dataset.toggleBodyClass;
    if (bodyClass) doc.body.classList.toggle(bodyClass, active);

    // Cover modals move focus themselves once they are shown (cover-modals.ts).
    if (!target.classList.contains('cover-modal')) setFocus(doc, toggle, active);

    send(target, 'toggled', toggle);
    send(target, active ? 'toggle-target-after-active' : 'toggle-target-after-inactive', toggle);
  }

  return {
    togglesOf,
    resolves: (toggle) => targetOf(toggle) !== undefined,
    perform(toggle, instantly = false) {
      const target = targetOf(toggle);
      if (!target) return;
      send(
        target,
        target.classList.contains('active')
          ? 'toggle-target-before-active'
          : 'toggle-target-before-inactive',
        toggle,
      );
      // A cover modal is displayed first, then made active, so its CSS transition has a start.
      if (target.classList.contains('cover-modal'))
        options.setTimeout(() => flip(toggle, target, instantly), MODAL_ACTIVATE_DELAY_MS);
      else flip(toggle, target, instantly);
    },
  };
}

/**
 * The toggle the theme marks active: the toggle itself for `next` and sub-menus (the chevron
 * turns), else the first toggle printed for that target (the header's own button).
 */
function markedToggle(doc: Document, toggle: HTMLElement, target: HTMLElement) {
  const selector = toggle.dataset.toggleTarget;
  return selector === 'next' || target.classList.contains('sub-menu')
    ? toggle
    : [...doc.querySelectorAll<HTMLElement>(TOGGLE)].find(
        (candidate) => candidate.dataset.toggleTarget === selector,
      );
}

/** The toggle's `data-set-focus` element: focused as the target opens, blurred as it closes. */
function setFocus(doc: Document, toggle: HTMLElement, active: boolean) {
  const focusSelector = toggle.dataset.setFocus;
  if (!focusSelector) return;
  let focusTarget: HTMLElement | null = null;
  try {
    focusTarget = doc.querySelector<HTMLElement>(focusSelector);
  } catch {
    /* an invalid selector focuses nothing */
  }
  if (active) focusTarget?.focus();
  else focusTarget?.blur();
}

/** Clicks on any toggle, present now or added later, go through `toggles.perform`. */
export function listenToToggleClicks(
  doc: Document,
  toggles: Toggles,
  signal: AbortSignal,
): Cleanup {
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element | null)?.closest?.<HTMLElement>(TOGGLE);
    if (!toggle) return;
    event.preventDefault();
    toggles.perform(toggle);
  };
  doc.addEventListener('click', onClick, { signal });
  return () => doc.removeEventListener('click', onClick);
}
