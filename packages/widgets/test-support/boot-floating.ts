import { bootRuntime } from '@islet/test-support/boot';
import { features } from '../src/features.ts';
import { settle, type Booted } from './boot.ts';

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
  const booted = await bootRuntime(features);
  await settle();
  return booted;
}
