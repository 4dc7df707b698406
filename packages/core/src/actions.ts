import { actionHashOf, actionLinkSelector, parseActionLink } from './action-link.ts';
import type { Cleanup } from './cleanup.ts';
import { isElement } from './elements/element-info.ts';
import type { Logger } from './log.ts';

export interface ActionContext {
  /** The link that was clicked, when the action came from a click. */
  link?: Element;
  event?: Event;
}

export type ActionHandler = (settings: Record<string, unknown>, context: ActionContext) => void;

export interface Actions {
  register(name: string, handler: ActionHandler): Cleanup;
  /** Runs an action by name; returns false (with one warning) when no handler is registered. */
  run(name: string, settings?: Record<string, unknown>, context?: ActionContext): boolean;
  has(name: string): boolean;
  /** Delegated click handling for action links in `doc`. */
  listen(doc: Document): Cleanup;
  /** Runs the action in `location.hash` when the page itself links to that hash. */
  runFromHash(doc: Document, hash: string): void;
}

export function createActions(builder: string, log: Logger): Actions {
  const handlers = new Map<string, ActionHandler>();
  const selector = actionLinkSelector(builder);

  const actions: Actions = {
    register(name, handler) {
      handlers.set(name, handler);
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
    has: (name) => handlers.has(name),
    run(name, settings = {}, context = {}) {
      const handler = handlers.get(name);
      if (!handler) {
        log.warn(`action "${name}" is not registered; the link does nothing.`);
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
      return () => doc.removeEventListener('click', onClick);
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
