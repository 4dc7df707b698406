import {
  actionHashOf,
  actionLinkSelector,
  parseActionLink,
  type BehaviourContext,
  type SettingsOf,
} from '@islet/core';
import { nextOpen, offCanvasOptions, type settings } from './display-mode.ts';
import { toggleEventName, useOffCanvasActions } from './off-canvas-actions.ts';
import { createPanel, type OffCanvasPanel } from './off-canvas-panel.ts';
import { holdFocus, lockScroll, prefersReducedMotion, type FocusHold } from '@islet/primitives';

/** Focus moves into an open modal other than a popup after 100 ms, and back after 100 ms. */
export { settings } from './display-mode.ts';

export const FOCUS_DELAY_MS = 100;
/** The longest an exit animation may hold the panel on screen when no `animationend` comes. */
const EXIT_FALLBACK_MS = 1500;

/**
 * The off-canvas panel: opened, closed and toggled by the `off_canvas:*` actions (through the
 * original's window event) and by links to `#off-canvas-{id}`; a React island renders the panel
 * shell with the server's content moved in. While open: focus trapped inside, Escape and the
 * overlay close, the page does not scroll; focus returns to the opener on close.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const id = ctx.info.id;
  const server = element.querySelector<HTMLElement>('.e-off-canvas');
  const content = server?.querySelector<HTMLElement>('.e-off-canvas__content');
  if (!server || !content) {
    ctx.warn('the off-canvas has no .e-off-canvas__content in its markup; it is left as printed.');
    ctx.report('skipped', 'no .e-off-canvas__content');
    return;
  }
  const options = offCanvasOptions(ctx.settings);
  const builder = ctx.config.builder;
  const panel = createPanel(server, content, ctx, () => options.closeOnOverlay && state.close());
  const triggers = findTriggers(doc, id, panel.id, builder);
  for (const trigger of triggers) trigger.setAttribute('aria-controls', panel.id);
  const state = createOpenState(ctx, panel, options, triggers);
  setExpanded(triggers, false);
  const setOpen = (next: boolean) => void (next ? state.open() : state.close());

  ctx.own(useOffCanvasActions(ctx.actions, win, builder));
  win.addEventListener(
    toggleEventName(builder),
    (event) => {
      const next = nextOpen((event as CustomEvent).detail, id, state.wanted());
      if (next !== null) setOpen(next);
    },
    { signal: ctx.signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof win.Element ? event.target : null;
      const link = target?.closest(`a[href="#${panel.id}"], [aria-controls="${panel.id}"]`);
      // Action links already reach the panel through their action.
      if (!link || !triggers.includes(link as HTMLElement) || isActionLink(link, builder)) return;
      event.preventDefault();
      setOpen(!state.wanted());
    },
    { signal: ctx.signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !state.isOpen() || !options.closeOnEscape) return;
      event.preventDefault();
      state.close();
    },
    { signal: ctx.signal },
  );
  ctx.explain({ state: 'closed', triggers: triggers.length });
}

/**
 * Opening and closing: `wanted` is what the visitor last asked for (an opening waits for the
 * shell), `isOpen` what is shown. While open the focus is held in the panel and the page may be
 * locked; closing plays the exit animation and returns the focus to the opener.
 */
function createOpenState(
  ctx: BehaviourContext,
  panel: OffCanvasPanel,
  options: ReturnType<typeof offCanvasOptions>,
  triggers: readonly HTMLElement[],
) {
  const doc = ctx.element.ownerDocument;
  const win = doc.defaultView!;
  const body = doc.body.classList;
  let wanted = false;
  let isOpen = false;
  let trap: FocusHold | null = null;
  let returnTo: HTMLElement | null = null;
  let unlock: (() => void) | null = null;
  /** The pending timers of the last opening or closing, which the next one stops. */
  const timers: (() => void)[] = [];
  ctx.own(() => {
    stopAll(timers);
    trap?.release();
    unlock?.();
    body.remove('e-off-canvas__no-scroll', 'e-off-canvas__no-scroll-animation');
  });

  async function open() {
    wanted = true;
    if (isOpen) return;
    const active = doc.activeElement;
    returnTo = active instanceof win.HTMLElement && active !== doc.body ? active : null;
    if (!(await panel.ready()) || !wanted || isOpen) return;
    isOpen = true;
    stopAll(timers);
    body.remove('e-off-canvas__no-scroll-animation');
    panel.show({ phase: 'open', animation: prefersReducedMotion(win) ? '' : options.entrance });
    setExpanded(triggers, true);
    if (options.preventScroll) {
      body.add('e-off-canvas__no-scroll');
      unlock = lockScroll(doc);
    }
    timers.push(
      ctx.setTimeout(() => {
        const main = panel.main();
        if (main && isOpen) trap = holdFocus(main, { fallbackFocus: () => main });
      }, FOCUS_DELAY_MS),
    );
    ctx.explain({ state: 'open' });
  }

  function close() {
    wanted = false;
    if (!isOpen) return;
    isOpen = false;
    stopAll(timers);
    trap?.release();
    trap = null;
    setExpanded(triggers, false);
    body.remove('e-off-canvas__no-scroll');
    unlock?.();
    unlock = null;
    const finish = () => {
      stopAll(timers);
      body.remove('e-off-canvas__no-scroll-animation');
      panel.show({ phase: 'closed', animation: '' });
    };
    const exit = prefersReducedMotion(win) ? '' : options.exit;
    const main = panel.main();
    if (!exit || !main) finish();
    else {
      body.add('e-off-canvas__no-scroll-animation');
      panel.show({ phase: 'closing', animation: exit });
      timers.push(awaitExit(ctx, main, finish));
    }
    const back = returnTo;
    returnTo = null;
    if (back) ctx.setTimeout(() => back.isConnected && back.focus(), FOCUS_DELAY_MS);
    ctx.explain({ state: 'closed' });
  }

  return { open, close, wanted: () => wanted, isOpen: () => isOpen };
}

function stopAll(stops: (() => void)[]) {
  stops.forEach((stop) => stop());
  stops.length = 0;
}

function setExpanded(triggers: readonly HTMLElement[], open: boolean) {
  for (const trigger of triggers) trigger.setAttribute('aria-expanded', String(open));
}

/** The exit animation holds the panel until it ends (or for `EXIT_FALLBACK_MS` at most). */
function awaitExit(ctx: BehaviourContext, target: HTMLElement, finish: () => void) {
  const onEnd = (event: Event) => event.target === target && finish();
  target.addEventListener('animationend', onEnd, { signal: ctx.signal });
  target.addEventListener('animationcancel', onEnd, { signal: ctx.signal });
  const stopFallback = ctx.setTimeout(finish, EXIT_FALLBACK_MS);
  return () => {
    target.removeEventListener('animationend', onEnd);
    target.removeEventListener('animationcancel', onEnd);
    stopFallback();
  };
}

const isActionLink = (link: Element, builder: string) =>
  actionHashOf(link).replace('%23', '#').startsWith(`#${builder}-action`);

/** Links that open this panel: its off-canvas action links and plain links to its id. */
function findTriggers(doc: Document, id: string, panelId: string, builder: string) {
  const found: HTMLElement[] = [];
  const actions = actionLinkSelector(builder);
  for (const link of doc.querySelectorAll<HTMLElement>(`${actions}, a[href="#${panelId}"]`)) {
    const href = actionHashOf(link);
    if (href === `#${panelId}`) {
      found.push(link);
      continue;
    }
    const parsed = parseActionLink(href, builder);
    // The panel's own close links are not openers.
    if (
      parsed?.ok &&
      /^off_canvas:(open|toggle)$/.test(parsed.action) &&
      String(parsed.settings.id) === id
    )
      found.push(link);
  }
  return found;
}
