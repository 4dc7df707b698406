import type { BehaviourContext } from '@islet/core';
import { allowedUrl } from '@islet/primitives';

export const GENERIC_ERROR = 'The payment could not be started. Please try again.';

interface StripeReply {
  response?: { code?: unknown };
  body?: unknown;
}

/**
 * The checkout-session button: it posts to the site's action once at a time and opens the
 * returned checkout URL. `reportProblems` shows the server's configuration errors, if any.
 */
export function connectStripe(
  element: HTMLElement,
  form: HTMLFormElement,
  ctx: BehaviourContext,
  reportProblems: () => boolean,
  showError: (html: string) => void,
) {
  let busy = false;
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (ctx.config.editMode || busy) return;
      // Only this widget's earlier errors go (the original cleared every Stripe widget's).
      for (const old of form.querySelectorAll('.elementor-stripe-error-message')) old.remove();
      if (!reportProblems()) void pay();
    },
    { signal: ctx.signal },
  );

  async function pay() {
    const button = form.querySelector<HTMLButtonElement>(
      'button[type="submit"], button:not([type])',
    );
    busy = true;
    if (button) button.disabled = true;
    try {
      await requestCheckout(element, form, ctx, showError);
    } finally {
      busy = false;
      if (button) button.disabled = false;
    }
  }
}

/** One checkout request: the checkout opens, or the site's (or provider's) message shows. */
async function requestCheckout(
  element: HTMLElement,
  form: HTMLFormElement,
  ctx: BehaviourContext,
  showError: (html: string) => void,
) {
  const win = element.ownerDocument.defaultView!;
  const field = (name: string) =>
    form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  const action = field('action');
  const postId = Number.parseInt(
    element.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') ?? '',
    10,
  );
  const body = new URLSearchParams({
    action,
    'data[action]': action,
    'data[postId]': String(Number.isNaN(postId) ? '' : postId),
    'data[widgetId]': field('widget_id'),
    'data[pageUrl]': element.ownerDocument.URL,
    'data[nonce]': field('stripe_form_submit_nonce'),
  });
  const custom = field('custom_error_msg') !== '';
  try {
    const response = await fetch(
      new URL(field('url') || ctx.config.ajaxUrl || '', win.location.href),
      {
        method: 'POST',
        body,
        credentials: 'same-origin',
        signal: ctx.signal,
      },
    );
    const reply = (await response.json()) as StripeReply;
    const code = Number(reply.response?.code);
    const parsed = parseBody(reply.body);
    const checkout =
      code === 200 && typeof parsed?.url === 'string'
        ? allowedUrl(parsed.url, win.location.href, ctx.warn, 'the payment checkout URL')
        : null;
    if (checkout) {
      win.open(checkout, field('open_in_new_window') === 'yes' ? '_blank' : '_self');
      return;
    }
    const stripeMessage = typeof parsed?.error?.message === 'string' ? parsed.error.message : '';
    if (code === 401 || code === 403)
      showError((custom && field('custom_error_msg_payment')) || stripeMessage || GENERIC_ERROR);
    else showError((custom && field('custom_error_msg_global')) || stripeMessage || GENERIC_ERROR);
  } catch (error) {
    if (ctx.signal.aborted) return;
    // The original throws here without custom messages and shows nothing.
    showError((custom && field('custom_error_msg_global')) || GENERIC_ERROR);
    ctx.warn(
      `the payment request failed (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

function parseBody(body: unknown): { url?: unknown; error?: { message?: unknown } } | null {
  if (typeof body !== 'string') return typeof body === 'object' ? (body as never) : null;
  try {
    return JSON.parse(body) as { url?: unknown; error?: { message?: unknown } };
  } catch {
    return null;
  }
}
