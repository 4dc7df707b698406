import { createLogger, createRuntime, type BehaviourDefinition, type Islet } from '@islet/core';

export interface TestLogger {
  warnings: string[];
  errors: string[];
}

export interface BootedPage {
  islet: Islet;
  log: TestLogger;
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
): Promise<BootedPage> {
  document.body.innerHTML = html;
  beforeStart?.();
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    is_static: false,
    ...config,
  };
  const log: TestLogger = { warnings: [], errors: [] };
  const islet = createRuntime({
    logger: createLogger({
      warn: (message: unknown) => log.warnings.push(String(message)),
      error: (message: unknown) => log.errors.push(String(message)),
    }),
  });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return { islet, log };
}

export function clearPage(islet: Islet | undefined): void {
  islet?.stop();
  delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  document.body.innerHTML = '';
}

/** Lets queued tasks and microtasks run (chunk imports, zero-delay timers). */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
