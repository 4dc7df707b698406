import type { BehaviourContext, Cleanup } from '@islet/core';
import { prefersReducedMotion, type FocusHold } from '@islet/primitives';
import { countDisplay, type Period } from './display-counts.ts';
import type { OpenPath, PagePopups, PopupHandle } from './page-popups.ts';
import { PopupIsland } from './popup-island.ts';
import type { PopupSettings } from './popup-options.ts';
import { textOf, type PopupValues } from './popup-settings.ts';
import { disableKey } from './visitor-counters.ts';

/** Focus moves into an open popup this long after it shows (after its entrance animation). */
export const FOCUS_DELAY_MS = 250;

/** What the boot part of a popup hands its dialog. */
export interface DialogInput {
  ctx: BehaviourContext<PopupValues>;
  element: HTMLElement;
  id: string;
  settings: PopupSettings;
  page: PagePopups;
  /** The popup's handle on the page (the others ask it whether it holds the scroll). */
  handle: PopupHandle;
  /** What listeners of the show and hide events get as `instance`. */
  publicInstance: object;
  /** Counts a display on `open` or `close`, per the popup's `times` rule; null when off. */
  countOn: 'open' | 'close' | null;
  period: Period;
  explain(patch: Record<string, unknown>): void;
}

/**
 * The dialog of one popup, loaded when a trigger is about to fire or a link asks for it:
 * opening, closing, the focus hold and the island that draws it.
 */
export class PopupDialog {
  state: 'closed' | 'opening' | 'open' = 'closed';
  private readonly island: PopupIsland;
  private readonly openCleanups: Cleanup[] = [];
  private pendingHide: Cleanup | null = null;
  private trap: FocusHold | null = null;
  private returnTo: HTMLElement | null = null;

  constructor(private readonly input: DialogInput) {
    const { ctx, element, id, settings } = input;
    const builder = ctx.config.builder;
    const heading = element.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading) heading.id ||= `${builder}-popup-title-${id}`;
    this.island = new PopupIsland(ctx, id, (view, rootRef) => ({
      modalId: `${builder}-popup-modal-${id}`,
      id,
      className: `${builder}-popup-modal${settings.classes ? ` ${settings.classes}` : ''}`,
      ...view,
      closeOutside: settings.closeOutside,
      labelledBy: heading?.id ?? null,
      content: element,
      onClose: () => this.close(),
      onBackgroundClick: () => {
        if (!settings.preventBackgroundClose) this.close();
      },
      rootRef,
    }));
    ctx.own(() => {
      for (const cleanup of this.openCleanups.splice(0)) cleanup();
      this.trap?.release();
      if (this.state === 'open' && settings.preventScroll)
        element.ownerDocument.body.classList.remove('dialog-prevent-scroll');
    });
  }

  /** Mounts the closed dialog ahead of its first opening. */
  warm(): void {
    void this.island.ensure();
  }

  private later(callback: () => void, ms: number): Cleanup {
    const stop = this.input.ctx.setTimeout(callback, ms);
    this.openCleanups.push(stop);
    return stop;
  }

  private animationOf(key: 'entrance_animation' | 'exit_animation'): string {
    const { ctx, element } = this.input;
    // The current device's name: its responsive check made it text (`popup-settings.ts`), but
    // `ctx.setting` returns `unknown`.
    const value = textOf(ctx.setting(key));
    const still = prefersReducedMotion(element.ownerDocument.defaultView!);
    return value && value !== 'none' && !still ? value : '';
  }

  private blockedBy(path: OpenPath): string | null {
    const { ctx, settings, page, id } = this.input;
    if (path === 'preview' || ctx.config.previewMode) return null;
    if (ctx.storage.local.get(disableKey(id))) return 'disabled by "do not show again"';
    if (path === 'trigger' && settings.avoidMultiple && page.popped)
      return 'another popup already opened (avoid_multiple_popups)';
    return null;
  }

  private count(when: 'open' | 'close'): void {
    const { ctx, countOn, id, period } = this.input;
    if (countOn === when && !ctx.config.previewMode) countDisplay(ctx.storage, id, period);
  }

  private emit(name: 'popup/show' | 'popup/hide'): void {
    const { ctx, id, publicInstance } = this.input;
    ctx.events.emit(name, {
      detail: { id: Number(id), instance: publicInstance },
      jqueryArgs: [Number(id), publicInstance],
    });
  }

  async open(path: OpenPath): Promise<void> {
    const { ctx, element, settings, page } = this.input;
    if (this.state !== 'closed') return;
    const blocked = this.blockedBy(path);
    if (blocked) {
      this.input.explain({ lastOpen: `${path}: ${blocked}` });
      return;
    }
    const doc = element.ownerDocument;
    this.state = 'opening';
    page.popped = true;
    const active = doc.activeElement;
    this.returnTo =
      active instanceof doc.defaultView!.HTMLElement && active !== doc.body ? active : null;
    const ready = await this.island.ensure();
    if (!ready || this.state !== 'opening') {
      this.state = 'closed';
      return;
    }
    this.pendingHide?.();
    this.pendingHide = null;
    this.state = 'open';
    element.style.display = 'block';
    ctx.release(element);
    const entrance = this.animationOf('entrance_animation');
    const delayed = settings.closeButtonDelay > 0;
    this.island.render({ visible: true, animation: entrance, closeHidden: delayed });
    if (settings.preventScroll) doc.body.classList.add('dialog-prevent-scroll');
    if (delayed)
      this.later(() => this.island.render({ closeHidden: false }), settings.closeButtonDelay);
    if (settings.closeAutomatically !== null)
      this.later(() => this.close(), settings.closeAutomatically);
    if (entrance)
      this.later(() => this.island.render({ animation: '' }), settings.animationDuration);
    this.bindClosers();
    this.scheduleFocus(entrance);
    this.count('open');
    this.input.explain({ state: 'open', lastOpen: path });
    this.emit('popup/show');
  }

  private bindClosers(): void {
    const { element, settings } = this.input;
    const win = element.ownerDocument.defaultView!;
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !settings.preventEscClose) this.close();
    };
    const onOutsideClick = (event: MouseEvent) => {
      const root = this.island.root;
      if (settings.preventBackgroundClose || event.button === 2 || !root) return;
      const target = event.target;
      if (!(target instanceof win.Node) || root.contains(target)) return;
      if (target instanceof win.Element && target.closest('.flatpickr-calendar')) return;
      this.close();
    };
    win.addEventListener('keyup', onKeyUp);
    win.addEventListener('click', onOutsideClick, true);
    this.openCleanups.push(() => {
      win.removeEventListener('keyup', onKeyUp);
      win.removeEventListener('click', onOutsideClick, true);
    });
  }

  private scheduleFocus(entrance: string): void {
    const { element, settings } = this.input;
    const island = this.island;
    const focusIn = () =>
      this.later(() => {
        if (this.state === 'open' && island.root && island.shell)
          this.trap = island.shell.trapFocus(island.root, element);
      }, FOCUS_DELAY_MS);
    const box = island.root?.querySelector('.dialog-widget-content');
    if (!entrance || settings.animationDuration === 0 || !box) {
      focusIn();
      return;
    }
    // After the entrance animation; the timer covers sites whose CSS lacks the animation.
    let waiting = true;
    const unlisten = () => {
      box.removeEventListener('animationend', done);
      box.removeEventListener('animationcancel', done);
    };
    const done = () => {
      if (!waiting) return;
      waiting = false;
      unlisten();
      stop();
      focusIn();
    };
    box.addEventListener('animationend', done);
    box.addEventListener('animationcancel', done);
    const stop = this.later(done, settings.animationDuration + 50);
    this.openCleanups.push(unlisten);
  }

  close(options: { doNotShowAgain?: boolean } = {}): void {
    const { ctx, element, settings, id } = this.input;
    if (options.doNotShowAgain) ctx.storage.local.set(disableKey(id), true);
    if (this.state === 'opening') this.state = 'closed';
    if (this.state !== 'open') return;
    this.state = 'closed';
    for (const cleanup of this.openCleanups.splice(0)) cleanup();
    this.trap?.release();
    this.trap = null;
    this.count('close');
    const exit = this.animationOf('exit_animation');
    const hide = () => {
      this.pendingHide = null;
      this.island.render({ visible: false, animation: '' });
      ctx.hold(element);
    };
    if (exit) {
      this.island.render({ animation: `${exit} reverse` });
      this.pendingHide = ctx.setTimeout(hide, settings.animationDuration);
    } else hide();
    this.releaseScroll();
    const target = this.returnTo;
    this.returnTo = null;
    if (target)
      ctx.setTimeout(() => {
        if (target.isConnected && this.state === 'closed') target.focus();
      }, FOCUS_DELAY_MS);
    this.input.explain({ state: 'closed' });
    this.emit('popup/hide');
  }

  private releaseScroll(): void {
    const { page, handle, element } = this.input;
    const stillPreventing = [...page.popups.values()].some(
      (other) => other !== handle && other.isOpen() && other.preventsScroll(),
    );
    if (!stillPreventing) element.ownerDocument.body.classList.remove('dialog-prevent-scroll');
  }
}
