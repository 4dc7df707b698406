import { createRuntime, type BehaviourDefinition, type InspectRow, type Islet } from '@islet/core';
import { createRecordingLogger, type RecordingLogger } from './recording-logger.ts';

/** What a test keeps: the runtime, what it would have printed, and its inspect row by id. */
export interface Booted {
  islet: Islet;
  log: RecordingLogger;
  row(id: string): InspectRow | undefined;
}

/** What the elements tests read of the log (a `RecordingLogger` is one). */
export interface TestLogger {
  warnings: string[];
  errors: string[];
}

/**
 * The one boot every package's test helpers build on: a runtime on `win` carrying `features`,
 * with a logger that keeps what it would print, started and ready.
 */
export async function bootRuntime(
  features: readonly BehaviourDefinition[],
  win: Window = window,
): Promise<Booted> {
  const log = createRecordingLogger();
  const islet = createRuntime({ window: win, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return { islet, log, row: (id) => islet.inspect().find((entry) => entry.id === id) };
}

/**
 * Puts `html` in jsdom's body with a builder config and starts a runtime carrying `features`,
 * with a logger that keeps what it would print.
 */
export async function bootPage(
  html: string,
  features: readonly BehaviourDefinition[],
  config: Record<string, unknown> = {},
  /** Runs on the fresh markup before the runtime starts (to fake layout, say). */
  beforeStart?: () => void,
): Promise<Booted> {
  document.body.innerHTML = html;
  beforeStart?.();
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    is_static: false,
    ...config,
  };
  return bootRuntime(features);
}

export function clearPage(islet: Islet | undefined): void {
  islet?.stop();
  delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  document.body.innerHTML = '';
}

/** Lets queued tasks and microtasks run (chunk imports, zero-delay timers). */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
