import { createBehaviourContext, oneShot, type Services } from './behaviour-context.ts';
import type { BehaviourContext, BehaviourDefinition, LazyBehaviour } from './behaviour.ts';
import type { ChunkLoader } from './chunks.ts';
import type { Cleanup } from './cleanup.ts';
import {
  createRun,
  warnSkipped,
  type ElementRecord,
  type Reporter,
  type Run,
} from './element-records.ts';
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

/** A new run of `definition` on the element, unless it has one or the behaviour declines it. */
export function addRun(
  record: ElementRecord,
  definition: BehaviourDefinition,
  log: Logger,
  report: Reporter,
): Run | undefined {
  if (record.runs.some((run) => run.definition === definition)) return;
  try {
    if (definition.applies && !definition.applies(record.raw, record.info, record.element)) return;
  } catch (error) {
    log.error(`behaviour "${definition.name}" could not check element ${record.info.id}`, error);
    return;
  }
  const run = createRun(record, definition, report);
  record.runs.push(run);
  return run;
}

/** The behaviour's chunk did not load: it stays off, with one warning per cause. */
export function chunkFailed(run: Run, { chunk, name }: LazyBehaviour, error: unknown, log: Logger) {
  run.status = 'failed';
  run.reason = messageOf(error);
  log.warnOnce(`chunk:${chunk}:${run.reason}`, `${run.reason} "${name}" stays off.`, error);
}

/** Connected: the status is `active`, unless the behaviour reported a status itself. */
function activate(run: Run) {
  if (run.reported) return;
  run.status = 'active';
  run.reason = '';
}

/** A failed connect releases what the run owned so far; the failure is reported on the element. */
function fail(record: ElementRecord, run: Run, error: unknown, report: Reporter) {
  run.cleanups.run();
  run.abort.abort();
  run.status = 'failed';
  run.reason = messageOf(error);
  report(record, run.definition.name, 'connect', error);
}

/**
 * Connects a run whose code is here: its settings validated, its context built, `connect` called
 * with its errors (thrown or rejected) kept to this run. `track` holds the boot's `ready` until an
 * async connect settles; `idle` is the lifecycle's idle queue for this element.
 */
export function connectRun(
  record: ElementRecord,
  run: Run,
  services: Services,
  documents: Pick<BehaviourContext, 'release' | 'hold'>,
  track: (work: Promise<unknown>) => unknown,
  report: Reporter,
  idle: (task: () => void) => Cleanup,
) {
  const behaviour = run.behaviour!;
  let settings: Record<string, unknown> = {};
  if (behaviour.settings) {
    const result = validateSettings(record.raw, behaviour.settings);
    if (!result.ok) {
      run.status = 'skipped';
      run.reason = `bad settings: ${result.errors.join('; ')}`;
      warnSkipped(record, run.reason, services.log);
      return;
    }
    settings = result.value;
  }
  const ctx = createBehaviourContext(
    record,
    run,
    settings,
    services,
    documents,
    oneShot(run, idle),
  );
  try {
    const result = behaviour.connect(record.element, ctx);
    if (!(result instanceof Promise)) {
      run.cleanups.add(result);
      return activate(run);
    }
    if (!run.reported) run.reason = 'connecting';
    track(
      result.then(
        (cleanup) => {
          if (run.disconnected) return cleanup?.();
          run.cleanups.add(cleanup);
          activate(run);
        },
        (error: unknown) => fail(record, run, error, report),
      ),
    );
  } catch (error) {
    fail(record, run, error, report);
  }
}
