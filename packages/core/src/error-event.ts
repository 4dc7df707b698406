import type { ElementRecord } from './element-records.ts';
import type { Logger } from './log.ts';

/** Where a behaviour failed: connecting, disconnecting (one of its cleanups), or its island. */
export type IsletErrorPhase = 'connect' | 'disconnect' | 'island';

/** The `detail` of the `islet:error` event. */
export interface IsletErrorDetail {
  error: unknown;
  /** The behaviour's registered name. */
  behaviour: string;
  phase: IsletErrorPhase;
}

declare global {
  interface ElementEventMap {
    'islet:error': CustomEvent<IsletErrorDetail>;
  }
}

/**
 * Tells the page that a behaviour failed on an element: a bubbling, cancelable `islet:error`
 * event there, so a site can report it its own way, and the console line only when no listener
 * called `preventDefault()` (a handled error is not logged twice).
 */
export function reportFailure(
  record: ElementRecord,
  behaviour: string,
  phase: IsletErrorPhase,
  error: unknown,
  log: Logger,
): void {
  const { element, info } = record;
  const handled = !element.dispatchEvent(
    new CustomEvent('islet:error', {
      bubbles: true,
      cancelable: true,
      detail: { error, behaviour, phase },
    }),
  );
  if (!handled)
    log.error(`behaviour "${behaviour}" failed on element ${info.id} (${info.label})`, error);
}
