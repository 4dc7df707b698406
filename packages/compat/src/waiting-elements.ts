import { drainInSlices, type BehaviourContext } from '@islet/core';

/** The page's installation of the builder's front-end API, as elements use it. */
export interface Installation {
  /** Fires `element_ready` for an element Islet connected (once per connection). */
  connectElement(element: HTMLElement, ctx: BehaviourContext): void;
  uninstall(): void;
}

const installations = new WeakMap<Window, Installation>();
/**
 * The elements' `element_ready` waiting for the installation, each ending the promise its connect
 * returned; present from the first until the last has fired.
 */
const waiting = new WeakMap<Window, (() => void)[]>();
/** The windows whose page behaviour could not install (the minimal `$` did not load). */
const failures = new WeakSet<Window>();

/**
 * Calls `fire` with the page's installation: at once when it is made and no element waits before
 * this one; else, in document order, once it is made (`null` when it could not be: the page
 * behaviour warned once for the page, so elements only wait and stay quiet). The promise, while
 * it waits, ends when `fire` has run.
 */
export function whenInstalled(
  win: Window,
  fire: (installation: Installation | null) => void,
): void | Promise<void> {
  const queue = waiting.get(win);
  if (!queue) {
    const existing = installations.get(win);
    if (existing) return fire(existing);
    if (failures.has(win)) return fire(null);
  }
  return new Promise((resolve, reject) => {
    const waiter = () => {
      try {
        fire(installations.get(win) ?? null);
        resolve();
      } catch (error) {
        reject(error);
      }
    };
    if (queue) queue.push(waiter);
    else waiting.set(win, [waiter]);
  });
}

/** The page behaviour could not install: elements waiting for it learn there is none. */
export function installFailed(win: Window, yieldToBrowser: () => Promise<void>): void {
  failures.add(win);
  settleWaiting(win, yieldToBrowser);
}

/**
 * The page behaviour has installed: the elements that waited for it fire, and later ones fire at
 * once once none waits.
 */
export function installed(
  win: Window,
  installation: Installation,
  yieldToBrowser: () => Promise<void>,
): void {
  installations.set(win, installation);
  failures.delete(win);
  settleWaiting(win, yieldToBrowser);
}

/** The installation is gone (the runtime stopped). */
export function uninstalled(win: Window): void {
  installations.delete(win);
}

/**
 * Fires the elements that waited for the installation, in slices with a yield between: on a page
 * without jQuery the first viewport's elements all wait for it, and their add-ons'
 * `element_ready` callbacks run together would be one long task. Elements that connect meanwhile
 * queue behind them, so the callbacks still run in document order.
 *
 * The first slice waits for a yield too: the installation's task already holds the add-ons' own
 * `elementor/frontend/init` handlers, 27 ms of a 40 ms task at 4× CPU on `elcreativoweb` with the
 * first slice in it (about 70 ms in Lighthouse's mobile runs, a long task).
 */
function settleWaiting(win: Window, yieldToBrowser: () => Promise<void>): void {
  const queue = waiting.get(win);
  if (!queue) return;
  void yieldToBrowser().then(() => drainInSlices(queue, yieldToBrowser, () => waiting.delete(win)));
}
