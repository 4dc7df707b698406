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
      let url: URL | undefined;
      try {
        url = typeof redirect === 'string' && redirect ? new URL(redirect, base) : undefined;
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        return `bad redirect URL ${JSON.stringify(redirect ?? null)}`;
      }
      actions.push({ type, url: url.href });
    } else return `unknown expire action ${JSON.stringify(type ?? null)}`;
  }
  return actions;
}
