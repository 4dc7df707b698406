import type { Cleanup } from './cleanup.ts';

interface JQueryLike {
  (target: unknown): { trigger(name: string, args?: unknown[]): unknown };
}

export interface EmitOptions {
  /**
   * The native event's `detail`.
   * @default undefined
   */
  detail?: unknown;
  /**
   * Where the native event is dispatched.
   * @default window
   */
  target?: EventTarget;
  /**
   * Also trigger the event through the page's jQuery, when the page has jQuery, with these
   * arguments, on `jqueryTarget` (`document` by default). Leave out for events the original
   * sends natively only: jQuery handlers on the native target already hear those.
   */
  jqueryArgs?: unknown[];
  /** @default document */
  jqueryTarget?: EventTarget;
}

export interface Events {
  /** `popup/show` becomes `{builder}/popup/show`. */
  name(event: string): string;
  emit(event: string, options?: EmitOptions): void;
  /** A jQuery-only event, unprefixed (`sticky:stick` on an element); nothing without jQuery. */
  jquery(target: EventTarget, event: string, args?: unknown[]): void;
  on(event: string, listener: (event: CustomEvent) => void, target?: EventTarget): Cleanup;
}

/**
 * Builder events go out natively and, where the original also used jQuery, once more through the
 * page's jQuery, because sites listen with `jQuery(document).on(…)`. Each channel hears each event
 * exactly once (the original fired `popup/show` twice).
 */
export function createEvents(builder: string, win: Window): Events {
  const name = (event: string) => `${builder}/${event}`;
  const jquery = (target: EventTarget, event: string, args: unknown[] = []) => {
    const $ = (win as unknown as { jQuery?: JQueryLike }).jQuery;
    if (typeof $ === 'function') $(target).trigger(event, args);
  };
  return {
    name,
    emit(event, options = {}) {
      const full = name(event);
      const View = (win as Window & typeof globalThis).CustomEvent;
      (options.target ?? win).dispatchEvent(new View(full, { detail: options.detail }));
      if (options.jqueryArgs)
        jquery(options.jqueryTarget ?? win.document, full, options.jqueryArgs);
    },
    jquery,
    on(event, listener, target = win) {
      const full = name(event);
      const handler = listener as EventListener;
      target.addEventListener(full, handler);
      return () => target.removeEventListener(full, handler);
    },
  };
}
