import { bootRuntime } from '@islet/test-support/boot';
import { features } from '../src/features.ts';
import { settle, type Booted } from './boot.ts';

/** What the floating elements sent with `navigator.sendBeacon` (jsdom has none), in order. */
export const beacons: { url: string; body: unknown }[] = [];
export const CLICK_NONCE = 'c1ick5n0nc';
export const AJAX_URL = 'https://example.test/wp-admin/admin-ajax.php';

/**
 * Test support for the floating elements: boots this package's features on `document` holding
 * `html`, with the container feature on or off in the printed config as the server prints it
 * (`experimentalFeatures`), since the builder has these widgets only with containers, and the
 * click-tracking nonce and admin-ajax URL it prints (`clickTracking: false` leaves them out).
 * `prepare` runs on the new markup before the runtime starts.
 */
export async function bootFloating(
  html: string,
  {
    container = true,
    clickTracking = true,
    prepare,
  }: { container?: boolean; clickTracking?: boolean; prepare?: () => void } = {},
): Promise<Booted> {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    experimentalFeatures: container ? { container: true, e_optimized_markup: true } : {},
    ...(clickTracking && {
      nonces: { floatingButtonsClickTracking: CLICK_NONCE },
      urls: { ajaxurl: AJAX_URL },
    }),
  };
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: unknown) => beacons.push({ url, body }) > 0,
  });
  beacons.length = 0;
  document.body.innerHTML = html;
  prepare?.(); // e.g. stub the layout jsdom does not have, before anything connects
  const booted = await bootRuntime(features);
  await settle();
  return booted;
}
