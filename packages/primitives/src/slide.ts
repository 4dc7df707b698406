import { prefersReducedMotion } from './reduced-motion.ts';

export interface SlideOptions {
  /** How long the slide takes; 0, or a visitor who prefers reduced motion, jumps to the end. */
  ms: number;
  /**
   * Puts the panel in its shown or hidden state: before an opening slide, after a closing one.
   * By default jQuery's slideDown/slideUp end states (`display: block` / `none`, which the site's
   * CSS expects), with `hidden` following so assistive technology never sees a closed panel.
   */
  state?: (open: boolean) => void;
  /** The height while closed (a `<details>` keeps its summary); default 0, padding included. */
  closedHeight?: () => number;
  easing?: string;
}

const running = new WeakMap<HTMLElement, Animation>();

/**
 * Shows or hides a panel with its height animated (Web Animations API), the way the builder's
 * jQuery `slideDown`/`slideUp`/`slideToggle` did. A slide started on a panel still sliding
 * replaces it. Where `animate` is missing (jsdom, old engines) the state changes at once.
 */
export function slide(panel: HTMLElement, open: boolean, options: SlideOptions): void {
  const state = options.state ?? ((shown: boolean) => displayState(panel, shown));
  stopSlide(panel);
  const win = panel.ownerDocument.defaultView;
  const still = !win || prefersReducedMotion(win) || typeof panel.animate !== 'function';
  if (options.ms <= 0 || still) {
    state(open);
    return;
  }
  if (open) state(true);
  const style = win.getComputedStyle(panel);
  const full = {
    height: `${panel.getBoundingClientRect().height}px`,
    paddingTop: style.paddingTop || '0px',
    paddingBottom: style.paddingBottom || '0px',
  };
  const closed = options.closedHeight
    ? { ...full, height: `${options.closedHeight()}px` }
    : { height: '0px', paddingTop: '0px', paddingBottom: '0px' };
  const animation = panel.animate(
    [
      { ...(open ? closed : full), overflow: 'hidden', boxSizing: 'border-box' },
      { ...(open ? full : closed), overflow: 'hidden', boxSizing: 'border-box' },
    ],
    { duration: options.ms, easing: options.easing ?? 'ease' },
  );
  running.set(panel, animation);
  animation.onfinish = () => {
    running.delete(panel);
    if (!open) state(false);
  };
}

/** Stops a slide still running on `panel` (on disconnect): the panel stays as it was set. */
export function stopSlide(panel: HTMLElement): void {
  running.get(panel)?.cancel();
  running.delete(panel);
}

function displayState(panel: HTMLElement, open: boolean): void {
  panel.hidden = !open;
  panel.style.display = open ? 'block' : 'none';
}
