import type { BehaviourContext } from '@islet/core';
import { allowedUrl } from '@islet/primitives';
import { sanitizeMessageHtml } from '@islet/primitives/sanitize';

/** What a visitor sees when a payment button is misconfigured; the details are for the owner. */
export const UNAVAILABLE = 'Payment is not available right now. Please try again later.';
export const GENERIC_ERROR = 'The payment could not be started. Please try again.';

interface StripeReply {
  response?: { code?: unknown };
  body?: unknown;
}

/**
 * The two payment buttons. Their configuration errors (printed hidden by the server) are shown
 * to the site's administrators only; visitors get a plain sentence. The checkout-session button
 * posts to the site's action once at a time and opens the returned checkout URL.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const form = element.querySelector<HTMLFormElement>('form');
  if (!form) {
    ctx.report('skipped', 'no payment form in the markup');
    return;
  }
  const owner = ctx.config.userRoles?.includes('administrator') ?? false;
  const problems = () => [
    ...element.querySelectorAll<HTMLElement>(
      '.elementor-message-danger:not(.elementor-stripe-error-message)',
    ),
  ];
  const showProblems = () => {
    if (owner) for (const problem of problems()) problem.classList.remove('elementor-hidden');
    else showError(UNAVAILABLE);
    ctx.warn(
      'the payment button is misconfigured (the server printed its configuration errors); visitors see a plain message.',
    );
  };
  const showError = (html: string) => {
    const message = element.ownerDocument.createElement('div');
    message.className = 'elementor-message elementor-stripe-error-message elementor-message-danger';
    message.setAttribute('role', 'alert');
    message.append(sanitizeMessageHtml(html));
    form.append(message);
  };

  if (ctx.info.widgetName === 'paypal-button') {
    form.addEventListener(
      'submit',
      (event) => {
        if (!problems().length) return;
        event.preventDefault();
        showProblems();
      },
      { signal: ctx.signal },
    );
    return;
  }

  const field = (name: string) =>
    form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  let busy = false;
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (ctx.config.editMode || busy) return;
      // Only this widget's earlier errors go (the original cleared every Stripe widget's).
      for (const old of form.querySelectorAll('.elementor-stripe-error-message')) old.remove();
      if (problems().length) {
        showProblems();
        return;
      }
      void pay();
    },
    { signal: ctx.signal },
  );

  async function pay() {
    const win = element.ownerDocument.defaultView!;
    const button = form!.querySelector<HTMLButtonElement>(
      'button[type="submit"], button:not([type])',
    );
    busy = true;
    if (button) button.disabled = true;
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
      else
        showError((custom && field('custom_error_msg_global')) || stripeMessage || GENERIC_ERROR);
    } catch (error) {
      if (ctx.signal.aborted) return;
      // The original throws here without custom messages and shows nothing.
      showError((custom && field('custom_error_msg_global')) || GENERIC_ERROR);
      ctx.warn(
        `the payment request failed (${error instanceof Error ? error.message : String(error)}).`,
      );
    } finally {
      busy = false;
      if (button) button.disabled = false;
    }
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
