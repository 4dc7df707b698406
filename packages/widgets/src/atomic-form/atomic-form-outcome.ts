import type { BehaviourContext } from '@islet/core';
import { createFailureNotice, type FailureNotice } from '@islet/primitives';
import type { ReplyVerdict } from './atomic-form-protocol.ts';

type FormState = 'default' | 'success' | 'error';

const STATES: readonly FormState[] = ['default', 'success', 'error'];
export const SUBMIT_BUTTONS = 'button[type="submit"], input[type="submit"]';
const SUCCESS_MESSAGE =
  '[data-e-type="e-form-success-message"], [data-element_type="e-form-success-message"]';
const ERROR_MESSAGE =
  '[data-e-type="e-form-error-message"], [data-element_type="e-form-error-message"]';
const SENT = 'Your submission was sent.';
const NOT_SENT = 'Your submission could not be processed.';
const NETWORK_FAILED = 'The form could not be sent. Please try again.';

/** The builder's state classes: its CSS shows the success or error message element for them. */
function setState(form: HTMLFormElement, state: FormState) {
  form.classList.remove(...STATES.map((name) => `form-state-${name}`));
  form.classList.add(`form-state-${state}`);
}

/**
 * How an answer shows: the builder's state classes, announced in a status region (the text of
 * the form's own success or error message element); a network failure also gets a notice with a
 * retry, next to the error message.
 */
export function createOutcomeView(form: HTMLFormElement, ctx: BehaviourContext) {
  const doc = form.ownerDocument;
  const status = doc.createElement('p');
  status.className = 'elementor-screen-only islet-atomic-form-status';
  status.setAttribute('role', 'status');
  Object.assign(status.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    margin: '0',
  });
  form.append(status);
  let notice: FailureNotice | null = null;

  const textOf = (selector: string, fallback: string) =>
    form.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() || fallback;
  const announce = (text: string) => {
    status.textContent = '';
    status.textContent = text;
  };
  const dropNotice = () => {
    notice?.remove(form.querySelector<HTMLElement>(SUBMIT_BUTTONS));
    notice = null;
  };

  const show = (verdict: ReplyVerdict) => {
    if (verdict.kind === 'success') {
      dropNotice();
      setState(form, 'success');
      form.reset();
      // As the builder: the success message stays until the visitor types again.
      form.addEventListener('input', () => setState(form, 'default'), {
        once: true,
        signal: ctx.signal,
      });
      announce(textOf(SUCCESS_MESSAGE, SENT));
      return;
    }
    setState(form, 'error');
    ctx.warn(`the form could not be sent (${verdict.reason}).`);
    if (verdict.kind === 'refused') {
      dropNotice();
      announce(textOf(ERROR_MESSAGE, NOT_SENT));
      return;
    }
    // The status region stays quiet: the notice is an alert of its own.
    if (notice) notice.say(NETWORK_FAILED);
    else {
      notice = createFailureNotice(doc, {
        message: NETWORK_FAILED,
        className: 'islet-atomic-form-notice',
        onRetry: () => form.requestSubmit(),
      });
      const errorMessage = form.querySelector(ERROR_MESSAGE);
      if (errorMessage) errorMessage.after(notice.element);
      else form.append(notice.element);
    }
  };

  return {
    show,
    dispose() {
      status.remove();
      notice?.remove();
    },
  };
}
