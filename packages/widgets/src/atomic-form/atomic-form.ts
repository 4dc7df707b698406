import type { BehaviourContext } from '@islet/core';
import { holdForm } from '../form/form-busy.ts';
import { validateFields, type Field } from '../form/form-fields.ts';
import { readSubmission } from './atomic-form-fields.ts';
import { createOutcomeView, SUBMIT_BUTTONS } from './atomic-form-outcome.ts';
import {
  ATOMIC_FIELD_SELECTOR,
  buildRequest,
  readReply,
  type ReplyVerdict,
} from './atomic-form-protocol.ts';

export { ATOMIC_SEND_ACTION } from './atomic-form-protocol.ts';

export const settings = {};

/** `{builder}FrontendConfig.nonces.atomicFormsSendForm`, where the builder prints the nonce. */
function nonceOf(frontend: Readonly<Record<string, unknown>>): string | null {
  const nonces = frontend.nonces;
  const nonce =
    nonces && typeof nonces === 'object'
      ? (nonces as Record<string, unknown>).atomicFormsSendForm
      : undefined;
  return typeof nonce === 'string' ? nonce : null;
}

/** Where a field's message goes: after the field, or after the checkbox row that holds it. */
const messageAfter = (field: Field): Element => field.closest('.e-form-checkbox-row') ?? field;

/**
 * The builder 4.x atomic form (`e-form`), without Alpine: the fields checked in the page (the
 * classic form's rules and messages), then one submission at a time to the builder's endpoint
 * with the builder's own request; the answer shown by the builder's state classes
 * (`form-state-success` / `form-state-error`, which its CSS turns into the form's success and
 * error message elements), announced in a status region. A network failure also gets a notice
 * with a retry. The form never submits natively (it has no method: that would be a GET).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  if (!(element instanceof win.HTMLFormElement)) {
    // Without Pro the builder prints a promotion placeholder (a div) under the same type.
    ctx.report('skipped', 'not a form (the builder’s Pro promotion placeholder)');
    return;
  }
  const form = element;
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  const outcome = createOutcomeView(form, ctx);
  let busy = false;
  ctx.own(() => {
    form.noValidate = hadNoValidate;
    outcome.dispose();
  });
  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (busy) return;
      const valid = validateFields(form, form, `islet-form-error-${ctx.info.id}-`, {
        fields: ATOMIC_FIELD_SELECTOR,
        messageAfter,
      });
      if (!valid) return;
      const request = buildRequest(readSubmission(form, ctx.config.builder, ctx.config.postId), {
        ajaxUrl: ctx.config.ajaxUrl,
        nonce: nonceOf(ctx.config.frontend),
        title: doc.title,
        href: win.location.href,
      });
      if (!request.ok) {
        // As the builder: the error state, nothing sent.
        outcome.show({ kind: 'refused', reason: request.reason });
        return;
      }
      busy = true;
      const release = holdForm(form, {
        buttons: SUBMIT_BUTTONS,
        marker: 'data-atomic-form-submitting',
      });
      let verdict: ReplyVerdict;
      try {
        const body = new win.FormData();
        for (const [name, value] of request.entries) body.append(name, value);
        const response = await fetch(request.url, {
          method: 'POST',
          body,
          credentials: 'same-origin',
          signal: ctx.signal,
        });
        verdict = readReply(response.status, await response.text());
      } catch (error) {
        verdict = {
          kind: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        };
      } finally {
        busy = false;
        release();
      }
      if (!ctx.signal.aborted) outcome.show(verdict);
    },
    { signal: ctx.signal },
  );
}
