import { actionHashOf, actionLinkSelector, parseActionLink } from './action-link.ts';
import type { Cleanup } from './cleanup.ts';
import { isElement } from './elements/element-info.ts';
import type { Logger } from './log.ts';

/**
 * A clicked action link whose action is not registered yet waits this long for it: the feature
 * that registers it (a popup, the lightbox) may still be loading its chunk. The original keeps such
 * a click too (the hash stays in the URL and runs when its handlers start).
 */
export const ACTION_WAIT_MS = 5000;

export interface ActionContext {
  /** The link that was clicked, when the action came from a click. */
  link?: Element;
  event?: Event;
}

export type ActionHandler = (settings: Record<string, unknown>, context: ActionContext) => void;

export interface Actions {
  register(name: string, handler: ActionHandler): Cleanup;
  /**
   * Runs an action by name; returns false when no handler is registered. From a click (`context`
   * has its `event`), the last such click is held and runs when its handler registers, within
   * ACTION_WAIT_MS, or warns then; for every other caller it warns at once.
   */
  run(name: string, settings?: Record<string, unknown>, context?: ActionContext): boolean;
  has(name: string): boolean;
  /** Delegated click handling for action links in `doc`. */
  listen(doc: Document): Cleanup;
  /** Runs the action in `location.hash` when the page itself links to that hash. */
  runFromHash(doc: Document, hash: string): void;
}

/**
 * The last click that came before its action's handler: `hold` keeps it (and forgets the one
 * before), `release(name)` runs it once that action's handler registers, `drop` forgets it;
 * `expire(name)` is called when ACTION_WAIT_MS pass first. A tuple: the entry's size budget
 * counts property names, and these minify.
 */
function lastEarlyClick(expire: (name: string) => void) {
  let held: { name: string; run: () => void; timer: ReturnType<typeof setTimeout> } | undefined;
  const drop = () => {
    clearTimeout(held?.timer);
    held = undefined;
  };
  const hold = (name: string, run: () => void) => {
    drop();
    const timer = setTimeout(() => {
      drop();
      expire(name);
    }, ACTION_WAIT_MS);
    held = { name, run, timer };
  };
  const release = (name: string) => {
    const run = held?.name === name ? held.run : undefined;
    if (!run) return;
    drop();
    // After the registering code has finished setting up what the handler acts on.
    queueMicrotask(run);
  };
  return [hold, release, drop] as const;
}

export function createActions(builder: string, log: Logger): Actions {
  const handlers = new Map<string, ActionHandler>();
  const selector = actionLinkSelector(builder);
  const notRegistered = (name: string) =>
    log.warn(`action "${name}" is not registered; the link does nothing.`);
  const [hold, release, drop] = lastEarlyClick(notRegistered);

  const actions: Actions = {
    register(name, handler) {
      handlers.set(name, handler);
      release(name);
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
    has: (name) => handlers.has(name),
    run(name, settings = {}, context = {}) {
      const handler = handlers.get(name);
      if (!handler) {
        if (context.event) hold(name, () => actions.run(name, settings, context));
        else notRegistered(name);
        return false;
      }
      try {
        handler(settings, context);
      } catch (error) {
        log.error(`action "${name}" failed`, error);
      }
      return true;
    },
    listen(doc) {
      const onClick = (event: Event) => {
        const target = event.target;
        const link = isElement(target) ? target.closest(selector) : null;
        if (!link) return;
        // The href is never a real destination: following it would only litter the URL.
        event.preventDefault();
        const parsed = parseActionLink(actionHashOf(link), builder);
        if (!parsed) return;
        if (!parsed.ok) {
          log.warn(`action link ignored: ${parsed.error}.`, link);
          return;
        }
        actions.run(parsed.action, parsed.settings, { link, event });
      };
      doc.addEventListener('click', onClick);
      return () => {
        doc.removeEventListener('click', onClick);
        drop();
      };
    },
    runFromHash(doc, hash) {
      if (!hash || hash === '#') return;
      const parsed = parseActionLink(hash, builder);
      if (!parsed?.ok) return;
      // Only hashes the page itself offers may run, so a crafted URL cannot trigger actions.
      const offered = [
        ...doc.querySelectorAll('[data-e-action-hash], a[href], [data-action-link]'),
      ].some(
        (el) =>
          el.getAttribute('data-e-action-hash') === hash ||
          el.getAttribute('href') === hash ||
          el.getAttribute('data-action-link') === hash,
      );
      if (offered) actions.run(parsed.action, parsed.settings);
    },
  };
  return actions;
}
