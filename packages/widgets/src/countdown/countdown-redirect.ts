import { checkUrl } from '@islet/primitives';
import type { ExpireAction, ListedAction } from './expire-actions.ts';

/**
 * The listed actions with each redirect's URL checked: http, https or site-relative only, so a
 * `javascript:` URL from a bad import never runs. An error text for the first that fails. A chunk
 * of its own (`countdown-redirect`): only a countdown that redirects needs the URL policy.
 */
export function checkRedirects(
  actions: readonly ListedAction[],
  base: string,
): ExpireAction[] | string {
  const checked: ExpireAction[] = [];
  for (const action of actions) {
    if (action.type !== 'redirect') {
      checked.push(action);
      continue;
    }
    const url = checkUrl(action.url, base);
    if (!url.ok) return `bad redirect URL ${JSON.stringify(action.url ?? null)}`;
    checked.push({ type: 'redirect', url: url.url.href });
  }
  return checked;
}
