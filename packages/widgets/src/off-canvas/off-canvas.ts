import { createIslandContainer, parseActionLink, type BehaviourContext } from '@islet/core';
import { reactRenderer } from '@islet/core/react';
import { nextOpen, offCanvasOptions } from './display-mode.ts';
import { toggleEventName, useOffCanvasActions } from './off-canvas-actions.ts';
import type { OffCanvasView, ShellProps } from './off-canvas-shell.ts';
import { holdFocus, lockScroll, prefersReducedMotion, type FocusHold } from '@islet/primitives';

/** Focus moves into an open modal other than a popup after 100 ms, and back after 100 ms. */
export const FOCUS_DELAY_MS = 100;
/** The longest an exit animation may hold the panel on screen when no `animationend` comes. */
const EXIT_FALLBACK_MS = 1500;

/**
 * The off-canvas panel: opened, closed and toggled by the `off_canvas:*` actions (through the
 * original's window event) and by links to `#off-canvas-{id}`; a React island renders the panel
 * shell with the server's content moved in. While open: focus trapped inside, Escape and the
 * overlay close, the page does not scroll; focus returns to the opener on close.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
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
  const options = offCanvasOptions(ctx.rawSettings);
  const reduced = () => prefersReducedMotion(win);
  const builder = ctx.config.builder;
  const panelId = server.id || `off-canvas-${id}`;
  let view: OffCanvasView = {
    panelId,
    className: server.className,
    label: server.getAttribute('aria-label') || 'Off-Canvas',
    phase: 'closed',
    animation: '',
    content,
    onOverlayClick: () => options.closeOnOverlay && close(),
    mainRef: (node) => (main = node),
  };
  let main: HTMLElement | null = null;
  let render: ((props: ShellProps) => void) | null = null;
  const show = (patch: Partial<OffCanvasView>) => {
    view = { ...view, ...patch };
    render?.({ view });
  };

  // The shell and React load together on the first opening (the shell's module imports React);
  // the server panel stays, closed, until then.
  let shell: Promise<boolean> | null = null;
  const ensureShell = () =>
    (shell ??= (async () => {
      try {
        const container = createIslandContainer(server.parentElement!, { before: server });
        // The extra wrapper must not change the layout the site's CSS expects.
        container.style.display = 'contents';
        const { Shell } = await import('./off-canvas-shell.ts');
        const handle = await ctx.mountIsland<ShellProps>(container, Shell, { view }, reactRenderer);
        if (ctx.signal.aborted) return false;
        render = handle.render;
        show({}); // what changed while the island mounted
        server.remove();
        ctx.own(() => {
          // Hand the content back as the server printed it, for a later reconnect.
          server.querySelector('.e-off-canvas__main')?.append(content);
          container.replaceWith(server);
        });
        return true;
      } catch (error) {
        shell = null;
        ctx.warn(`the off-canvas could not load its panel: ${String(error)}`);
        return false;
      }
    })());

  const triggers = findTriggers(doc, id, panelId, builder);
  const setExpanded = (open: boolean) => {
    for (const trigger of triggers) trigger.setAttribute('aria-expanded', String(open));
  };
  for (const trigger of triggers) trigger.setAttribute('aria-controls', panelId);
  setExpanded(false);

  let wanted = false;
  let isOpen = false;
  let trap: FocusHold | null = null;
  let returnTo: HTMLElement | null = null;
  let stopTimers: (() => void)[] = [];
  const clearTimers = () => {
    stopTimers.forEach((stop) => stop());
    stopTimers = [];
  };
  let unlock: (() => void) | null = null;

  async function open() {
    wanted = true;
    if (isOpen) return;
    const active = doc.activeElement;
    returnTo = active instanceof win.HTMLElement && active !== doc.body ? active : null;
    if (!(await ensureShell()) || !wanted || isOpen) return;
    isOpen = true;
    clearTimers();
    doc.body.classList.remove('e-off-canvas__no-scroll-animation');
    const animation = reduced() ? '' : options.entrance;
    show({ phase: 'open', animation });
    setExpanded(true);
    if (options.preventScroll) {
      doc.body.classList.add('e-off-canvas__no-scroll');
      unlock = lockScroll(doc);
    }
    stopTimers.push(
      ctx.setTimeout(() => {
        if (!main || !isOpen) return;
        const panel = main;
        trap = holdFocus(panel, { fallbackFocus: () => panel });
      }, FOCUS_DELAY_MS),
    );
    ctx.explain({ state: 'open' });
  }

  function close() {
    wanted = false;
    if (!isOpen) return;
    isOpen = false;
    clearTimers();
    trap?.release();
    trap = null;
    setExpanded(false);
    doc.body.classList.remove('e-off-canvas__no-scroll');
    unlock?.();
    unlock = null;
    const finish = () => {
      clearTimers();
      doc.body.classList.remove('e-off-canvas__no-scroll-animation');
      show({ phase: 'closed', animation: '' });
    };
    const exit = reduced() ? '' : options.exit;
    if (exit && main) {
      doc.body.classList.add('e-off-canvas__no-scroll-animation');
      show({ phase: 'closing', animation: exit });
      const target = main;
      const onEnd = (event: Event) => event.target === target && finish();
      target.addEventListener('animationend', onEnd, { signal: ctx.signal });
      target.addEventListener('animationcancel', onEnd, { signal: ctx.signal });
      stopTimers.push(
        () => {
          target.removeEventListener('animationend', onEnd);
          target.removeEventListener('animationcancel', onEnd);
        },
        ctx.setTimeout(finish, EXIT_FALLBACK_MS),
      );
    } else finish();
    const back = returnTo;
    returnTo = null;
    if (back) ctx.setTimeout(() => back.isConnected && back.focus(), FOCUS_DELAY_MS);
    ctx.explain({ state: 'closed' });
  }

  const setOpen = (next: boolean) => void (next ? open() : close());

  ctx.own(useOffCanvasActions(ctx.actions, win, builder));
  win.addEventListener(
    toggleEventName(builder),
    (event) => {
      const next = nextOpen((event as CustomEvent).detail, id, wanted);
      if (next !== null) setOpen(next);
    },
    { signal: ctx.signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof win.Element ? event.target : null;
      const link = target?.closest(`a[href="#${panelId}"], [aria-controls="${panelId}"]`);
      // Action links already reach the panel through their action.
      if (!link || !triggers.includes(link as HTMLElement) || isActionLink(link, builder)) return;
      event.preventDefault();
      setOpen(!wanted);
    },
    { signal: ctx.signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !isOpen || !options.closeOnEscape) return;
      event.preventDefault();
      close();
    },
    { signal: ctx.signal },
  );
  ctx.own(() => {
    clearTimers();
    trap?.release();
    unlock?.();
    doc.body.classList.remove('e-off-canvas__no-scroll', 'e-off-canvas__no-scroll-animation');
  });
  ctx.explain({ state: 'closed', triggers: triggers.length });
}

const isActionLink = (link: Element, builder: string) =>
  (link.getAttribute('href') ?? '').replace('%23', '#').startsWith(`#${builder}-action`);

/** Links that open this panel: its off-canvas action links and plain links to its id. */
function findTriggers(doc: Document, id: string, panelId: string, builder: string) {
  const found: HTMLElement[] = [];
  for (const link of doc.querySelectorAll<HTMLElement>(
    `a[href^="#${builder}-action"], a[href^="%23${builder}-action"], a[href="#${panelId}"]`,
  )) {
    const href = link.getAttribute('href') ?? '';
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
