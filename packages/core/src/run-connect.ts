import { createBehaviourContext, oneShot, type Services } from './behaviour-context.ts';
import type { BehaviourContext } from './behaviour.ts';
import type { ChunkLoader } from './chunks.ts';
import type { Cleanup } from './cleanup.ts';
import { warnSkipped, type ElementRecord, type Reporter, type Run } from './element-records.ts';
import { messageOf } from './error-message.ts';
import type { Logger } from './log.ts';
import { validateSettings } from './settings/validate-settings.ts';

// Module functions taking what they need, not closures inside the lifecycle: the entry's size
// budget counts every byte, and arguments minify to one letter where an object's keys do not.

/** Failures are rare: what reports them (the `islet:error` event) loads when one happens. */
export const reporter =
  (chunks: ChunkLoader, log: Logger): Reporter =>
  (record, name, phase, error) =>
    void chunks
      .load('error-event', () => import('./error-event.ts'))
      .then(({ reportFailure }) => reportFailure(record, name, phase, error, log), log.error);

/**
 * Connects a run whose code is here: its settings validated, its context built, `connect` called
 * with its errors (thrown or rejected) kept to this run. `track` holds the boot's `ready` until an
 * async connect settles; `idle` is the lifecycle's idle queue for this element.
 */
export function connectRun(
  record: ElementRecord,
  run: Run,
  behaviour: NonNullable<Run['behaviour']>,
  services: Services,
  documents: Pick<BehaviourContext, 'release' | 'hold'>,
  track: (work: Promise<unknown>) => unknown,
  report: Reporter,
  idle: (task: () => void) => Cleanup,
) {
  run.behaviour = behaviour;
  // Its element waits for idle time: the run connects when the element hydrates.
  if (record.deferred) {
    run.reason = 'waits for idle hydration';
    return;
  }
  let settings: Record<string, unknown> = {};
  let warnings: string[] = [];
  if (behaviour.settings) {
    const result = validateSettings(record.raw, behaviour.settings);
    if (!result.ok) {
      run.status = 'skipped';
      run.reason = `bad settings: ${result.errors.join('; ')}`;
      warnSkipped(record, run.reason, services.log);
      return;
    }
    ({ value: settings, warnings } = result);
  }
  // A failed connect releases what the run owned so far; the failure is reported on the element.
  const fail = (error: unknown) => {
    run.cleanups.run();
    run.abort.abort();
    run.status = 'failed';
    run.reason = messageOf(error);
    report(record, run.definition.name, 'connect', error);
  };
  const ctx = createBehaviourContext(
    record,
    run,
    settings,
    services,
    documents,
    oneShot(run, idle),
  );
  // "Fine, but warn": one line naming the element (as ctx.warn does) and the behaviour, once for
  // the page's life. The element connects again when it reconnects (popup content at every
  // showing, a run restarted after a breakpoint change) with the same settings, and a loop's items
  // repeat one template's id: the same line again would be noise.
  if (warnings.length) {
    const line = `element ${record.info.id} (${record.info.label}): ${run.definition.name}: ${warnings.join('; ')}`;
    services.log.warnOnce(line, line);
  }
  // Connected: `active`, unless the behaviour reported a status itself. A run disconnected
  // meanwhile (its element left while an async connect ran) cleans up at once.
  const connected = (cleanup: Cleanup | void) => {
    if (run.disconnected) return cleanup?.();
    run.cleanups.add(cleanup);
    if (!run.reported) {
      run.status = 'active';
      run.reason = '';
    }
  };
  try {
    const result = behaviour.connect(record.element, ctx);
    if (result instanceof Promise) {
      if (!run.reported) run.reason = 'connecting';
      track(result.then(connected, fail));
    } else connected(result);
  } catch (error) {
    fail(error);
  }
}
