import { checkUrl } from '@islet/primitives';

export type ExpireAction =
  { type: 'hide' } | { type: 'message' } | { type: 'redirect'; url: string };

/**
 * The `data-expire-actions` list, checked: hide the timer, show the expiry message, or redirect
 * (http, https or site-relative URLs only: a `javascript:` URL from a bad import never runs).
 * Returns an error text for anything else.
 */
export function parseExpireActions(
  text: string | undefined,
  base: string,
): ExpireAction[] | string {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `data-expire-actions is not JSON: ${text.slice(0, 60)}`;
  }
  if (!Array.isArray(value)) return 'data-expire-actions is not a list';
  const actions: ExpireAction[] = [];
  for (const entry of value as unknown[]) {
    const { type, redirect_url: redirect } = (entry ?? {}) as {
      type?: unknown;
      redirect_url?: unknown;
    };
    if (type === 'hide' || type === 'message') actions.push({ type });
    else if (type === 'redirect') {
      const url = checkUrl(redirect, base);
      if (!url.ok) return `bad redirect URL ${JSON.stringify(redirect ?? null)}`;
      actions.push({ type, url: url.url.href });
    } else return `unknown expire action ${JSON.stringify(type ?? null)}`;
  }
  return actions;
}
