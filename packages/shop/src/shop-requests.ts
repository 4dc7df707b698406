/** The shop's ajax endpoint URL, as its scripts build it from the printed parameters. */
export function shopAjaxUrl(win: Window, endpoint: string): string {
  const params = (win as unknown as Record<string, { wc_ajax_url?: unknown } | undefined>)
    .wc_add_to_cart_params;
  const template =
    typeof params?.wc_ajax_url === 'string' ? params.wc_ajax_url : '/?wc-ajax=%%endpoint%%';
  return new URL(template.replace('%%endpoint%%', endpoint), win.location.href).href;
}

export type Reply<T> = { ok: true; value: T } | { ok: false; reason: string };

/** What the shop's cart endpoints (add, remove, refreshed fragments) answer. */
export interface CartReply {
  fragments?: unknown;
  cart_hash?: unknown;
  error?: unknown;
  product_url?: unknown;
}

/**
 * POSTs form fields the way the shop's scripts do (url-encoded, cookies included) and reads the
 * answer; every failure (network, status, body) becomes a reason, never a throw.
 */
export async function postForm<T>(
  url: string,
  fields: Record<string, string | string[]>,
  read: 'json' | 'text',
  signal?: AbortSignal,
): Promise<Reply<T>> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      signal,
    });
  } catch (error) {
    return {
      ok: false,
      reason: `the request failed (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (!response.ok) return { ok: false, reason: `the shop answered ${response.status}` };
  try {
    const value = read === 'json' ? ((await response.json()) as T) : ((await response.text()) as T);
    return { ok: true, value };
  } catch {
    return { ok: false, reason: 'the answer was not valid JSON' };
  }
}

/**
 * One request at a time, as the shop's scripts block a form while it posts: a call while one is
 * in flight is ignored; `box`, when there is one, is marked busy (`aria-busy`, `processing`)
 * meanwhile.
 */
export function oneAtATime<A extends unknown[]>(
  run: (...args: A) => Promise<void>,
  box?: () => Element | null,
): (...args: A) => Promise<void> {
  let busy = false;
  return async (...args) => {
    if (busy) return;
    busy = true;
    const marked = box?.();
    marked?.setAttribute('aria-busy', 'true');
    marked?.classList.add('processing');
    try {
      await run(...args);
    } finally {
      busy = false;
      marked?.removeAttribute('aria-busy');
      marked?.classList.remove('processing');
    }
  };
}
