import { createRuntime } from '@islet/core';
import { createRecordingLogger } from '../../../core/src/test-support/recording-logger.ts';
import { features } from '../features.ts';
import { settle, type Booted } from '../test-support/boot.ts';

/**
 * Test support for the floating elements: boots this package's features on `document` holding
 * `html`, with the container feature on or off in the printed config as the server prints it
 * (`experimentalFeatures`), since the builder has these widgets only with containers. `prepare`
 * runs on the new markup before the runtime starts.
 */
export async function bootFloating(
  html: string,
  { container = true, prepare }: { container?: boolean; prepare?: () => void } = {},
): Promise<Booted> {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    experimentalFeatures: container ? { container: true, e_optimized_markup: true } : {},
  };
  document.body.innerHTML = html;
  prepare?.(); // e.g. stub the layout jsdom does not have, before anything connects
  const log = createRecordingLogger();
  const islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await settle();
  return { islet, log, row: (id) => islet.inspect().find((entry) => entry.id === id) };
}
