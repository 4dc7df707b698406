import type { BehaviourContext } from '@islet/core';
import { allowedUrl } from '@islet/primitives';
import { holdForm } from './form-busy.ts';
import { cssEscape, type Field } from './form-fields.ts';
import { showFieldError, showFormMessage } from './form-messages.ts';

export const SEND_ACTION = 'elementor_pro_forms_send_form';
const DEFAULT_ERROR = 'An error occurred.';

interface SendReply {
  success?: unknown;
  data?: {
    message?: unknown;
    errors?: Record<string, unknown> | unknown[];
    data?: { redirect_url?: unknown };
  };
}

/**
 * One submission to the site's endpoint with the form's fields; the form waits (class,
 * `aria-busy`, its button disabled) until the answer is shown. A failure is a
 * message in the form and a warning.
 */
export async function sendForm(form: HTMLFormElement, endpoint: string, ctx: BehaviourContext) {
  const win = form.ownerDocument.defaultView!;
  const release = holdForm(form, {
    buttons: 'button[type="submit"]',
    waitingClass: 'elementor-form-waiting',
  });
  const body = new win.FormData(form);
  body.append('action', SEND_ACTION);
  body.append('referrer', win.location.toString());
  try {
    const response = await fetch(new URL(endpoint, win.location.href), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: ctx.signal,
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    showReply(form, (await response.json()) as SendReply, ctx);
  } catch (error) {
    if (ctx.signal.aborted) return;
    showFormMessage(form, 'danger', DEFAULT_ERROR);
    ctx.warn(
      `the form could not be sent (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    release();
  }
}

/** The server's answer as the builder shows it: success and redirect, or errors per field. */
function showReply(form: HTMLFormElement, reply: SendReply, ctx: BehaviourContext) {
  const win = form.ownerDocument.defaultView!;
  const message = typeof reply.data?.message === 'string' ? reply.data.message : '';
  if (reply.success === true) {
    form.reset();
    form.dispatchEvent(
      new win.CustomEvent('submit_success', { detail: reply.data, bubbles: true }),
    );
    if (message)
      showFormMessage(form, 'success', message, ctx.config.experiments.e_font_icon_svg === true);
    const redirect = reply.data?.data?.redirect_url;
    const target =
      redirect === undefined || redirect === ''
        ? null
        : allowedUrl(redirect, win.location.href, ctx.warn, 'the form redirect');
    if (target) win.location.href = target;
    return;
  }
  const errors = reply.data?.errors;
  let first: Field | null = null;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    let index = 0;
    for (const [key, text] of Object.entries(errors)) {
      const field = form.querySelector<Field>(`#form-field-${cssEscape(key)}`);
      if (!field || typeof text !== 'string') continue;
      showFieldError(field, text, `islet-form-error-${ctx.info.id}-server-${++index}`);
      first ??= field;
    }
  }
  form.dispatchEvent(new win.CustomEvent('error', { bubbles: true }));
  showFormMessage(form, 'danger', message || DEFAULT_ERROR);
  first?.focus();
}
