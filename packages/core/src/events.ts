import type { Cleanup } from './cleanup.ts';

interface JQueryLike {
  (target: unknown): { trigger(name: string, args?: unknown[]): unknown };
}

export interface EmitOptions {
  detail?: unknown;
  /** Arguments for the jQuery channel; defaults to none. */
  jqueryArgs?: unknown[];
  target?: EventTarget;
}

export interface Events {
  /** `popup/show` becomes `{builder}/popup/show`. */
  name(event: string): string;
  emit(event: string, options?: EmitOptions): void;
  on(event: string, listener: (event: CustomEvent) => void, target?: EventTarget): Cleanup;
}

/**
 * Builder events go out natively on `window`, and once more through the page's jQuery on
 * `document` when the page has jQuery, because sites listen with `jQuery(document).on(…)`.
 * Each channel hears each event exactly once.
 */
export function createEvents(builder: string, win: Window): Events {
  const name = (event: string) => `${builder}/${event}`;
  return {
    name,
    emit(event, options = {}) {
      const full = name(event);
      (options.target ?? win).dispatchEvent(
        new (win as Window & typeof globalThis).CustomEvent(full, { detail: options.detail }),
      );
      const jquery = (win as unknown as { jQuery?: JQueryLike }).jQuery;
      if (typeof jquery === 'function')
        jquery(win.document).trigger(full, options.jqueryArgs ?? []);
    },
    on(event, listener, target = win) {
      const full = name(event);
      const handler = listener as EventListener;
      target.addEventListener(full, handler);
      return () => target.removeEventListener(full, handler);
    },
  };
}
