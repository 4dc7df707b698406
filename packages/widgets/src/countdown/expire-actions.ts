export type ExpireAction =
  { type: 'hide' } | { type: 'message' } | { type: 'redirect'; url: string };

/** An action as the page lists it: a redirect's URL not checked yet (`countdown-redirect.ts`). */
export type ListedAction =
  { type: 'hide' } | { type: 'message' } | { type: 'redirect'; url: unknown };

/**
 * The `data-expire-actions` list: hide the timer, show the expiry message, or redirect. Returns an
 * error text for anything else. A redirect's URL is checked apart (`checkRedirects`), with the
 * URL policy that pages without a redirect never download.
 */
export function readExpireActions(text: string | undefined): ListedAction[] | string {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `data-expire-actions is not JSON: ${text.slice(0, 60)}`;
  }
  if (!Array.isArray(value)) return 'data-expire-actions is not a list';
  const actions: ListedAction[] = [];
  for (const entry of value as unknown[]) {
    const { type, redirect_url: url } = (entry ?? {}) as { type?: unknown; redirect_url?: unknown };
    if (type === 'hide' || type === 'message') actions.push({ type });
    else if (type === 'redirect') actions.push({ type, url });
    else return `unknown expire action ${JSON.stringify(type ?? null)}`;
  }
  return actions;
}

/** Whether the list has a redirect, whose URL must be checked before it counts. */
export const hasRedirect = (actions: readonly ListedAction[]) =>
  actions.some((action) => action.type === 'redirect');

/**
 * The expiry as the page shows it: the timer hidden, the message shown. A redirect is the
 * behaviour's alone (its URL is checked first); `islet-head.js` shows an expiry that came before
 * the page loaded with this too.
 */
export function showExpiry(
  wrapper: HTMLElement,
  message: HTMLElement | undefined,
  actions: readonly ListedAction[],
): void {
  for (const action of actions) {
    if (action.type === 'hide') wrapper.style.display = 'none';
    else if (action.type === 'message' && message) message.style.display = 'block';
  }
}
