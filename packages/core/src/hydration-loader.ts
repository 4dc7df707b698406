import type { Services } from './behaviour-context.ts';
import type { ElementRecord } from './element-records.ts';
import type { Hydration } from './hydration.ts';

/**
 * The idle queue (`hydration.ts`, a chunk of its own), loaded only when some elements wait for
 * idle time (`below` the first viewport), and made only while the lifecycle still runs (`alive`).
 * Without the chunk (it failed to load) the waiting work runs at once, as before there was idle
 * hydration.
 */
export function loadHydration(
  doc: Document,
  below: Element[],
  services: Services,
  records: Map<Element, ElementRecord>,
  alive: () => unknown,
): Promise<Hydration | void> {
  return below.length
    ? services.chunks
        .load('hydration', () => import('./hydration.ts'))
        .then(
          ({ createHydration }) =>
            alive()
              ? createHydration(
                  doc.defaultView ?? window,
                  services.scheduler.yieldToBrowser,
                  // Still getting ready: waiting for idle time, a chunk, an async step.
                  (element) => {
                    const record = records.get(element);
                    return (
                      !!record?.deferred || !!record?.runs.some((run) => run.status === 'pending')
                    );
                  },
                )
              : undefined,
          (error: unknown) => services.log.warn(`idle hydration is off: ${String(error)}`),
        )
    : Promise.resolve();
}
