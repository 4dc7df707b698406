import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { validateFields } from './form-fields.ts';
import { sendForm } from './form-send.ts';
import { setUpSteps } from './form-steps.ts';

export { SEND_ACTION } from './form-send.ts';

export const settings = {
  step_next_label: schema.lenient(schema.string()),
  step_previous_label: schema.lenient(schema.string()),
  button_width: schema.lenient(schema.string()),
};

export type FormContext = BehaviourContext<SettingsOf<typeof settings>>;

/**
 * The form widget: the browser's bubbles give way to messages in the page (the builder's markup,
 * `aria-invalid`, `aria-describedby`, the first wrong field focused), then one submission at a
 * time to the site's own endpoint with the form's fields; the server's success, errors per field
 * and redirect as the builder shows them.
 */
export function connect(element: HTMLElement, ctx: FormContext) {
  const form = element.querySelector<HTMLFormElement>('form.elementor-form');
  if (!form) {
    ctx.warn('the form widget has no form in its markup; it is left as printed.');
    ctx.report('skipped', 'no form.elementor-form');
    return;
  }
  const endpoint = ctx.config.ajaxUrl;
  if (!endpoint) {
    ctx.warn(
      'the form has no endpoint (no ajaxurl in the page configuration); it posts as a plain form.',
    );
    ctx.report('skipped', 'no form endpoint in the configuration');
    return;
  }
  form.noValidate = true;
  const validate = (scope: ParentNode = form) =>
    validateFields(form, scope, `islet-form-error-${ctx.info.id}-`);
  let busy = false;
  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (busy || !validate()) return;
      busy = true;
      try {
        await sendForm(form, endpoint, ctx);
      } finally {
        busy = false;
      }
    },
    { signal: ctx.signal },
  );
  ctx.own(setUpSteps(form, validate, ctx));
}
