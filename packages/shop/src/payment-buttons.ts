import type { BehaviourContext } from '@islet/core';
import { sanitizeMessageHtml } from '@islet/primitives/sanitize';
import { connectStripe } from './stripe-checkout.ts';

/** What a visitor sees when a payment button is misconfigured; the details are for the owner. */
export const UNAVAILABLE = 'Payment is not available right now. Please try again later.';

/**
 * The two payment buttons. Their configuration errors (printed hidden by the server) are shown
 * to the site's administrators only; visitors get a plain sentence. The checkout-session button
 * is `stripe-checkout.ts`.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const form = element.querySelector<HTMLFormElement>('form');
  if (!form) {
    ctx.report('skipped', 'no payment form in the markup');
    return;
  }
  const owner = ctx.config.userRoles?.includes('administrator') ?? false;
  const showError = (html: string) => {
    const message = element.ownerDocument.createElement('div');
    message.className = 'elementor-message elementor-stripe-error-message elementor-message-danger';
    message.setAttribute('role', 'alert');
    message.append(sanitizeMessageHtml(html));
    form.append(message);
  };
  // True when the server printed configuration errors: the payment must not start.
  const reportProblems = () => {
    const problems = element.querySelectorAll<HTMLElement>(
      '.elementor-message-danger:not(.elementor-stripe-error-message)',
    );
    if (!problems.length) return false;
    if (owner) for (const problem of problems) problem.classList.remove('elementor-hidden');
    else showError(UNAVAILABLE);
    ctx.warn(
      'the payment button is misconfigured (the server printed its configuration errors); visitors see a plain message.',
    );
    return true;
  };

  if (ctx.info.widgetName === 'paypal-button')
    form.addEventListener(
      'submit',
      (event) => {
        if (reportProblems()) event.preventDefault();
      },
      { signal: ctx.signal },
    );
  else connectStripe(element, form, ctx, reportProblems, showError);
}
