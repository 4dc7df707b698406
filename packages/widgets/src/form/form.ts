import type { BehaviourContext } from '@islet/core';
import { allowedUrl } from '@islet/primitives';
import { checkField, rulesOf, type FieldValue } from './field-rules.ts';
import { clearMessages, showFieldError, showFormMessage } from './form-messages.ts';

export const SEND_ACTION = 'elementor_pro_forms_send_form';
const DEFAULT_ERROR = 'An error occurred.';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface SendReply {
  success?: unknown;
  data?: {
    message?: unknown;
    errors?: Record<string, unknown> | unknown[];
    data?: { redirect_url?: unknown };
  };
}

/**
 * The form widget: the browser's bubbles give way to messages in the page (the builder's markup,
 * `aria-invalid`, `aria-describedby`, the first wrong field focused), then one submission at a
 * time to the site's own endpoint with the form's fields; the server's success, errors per field
 * and redirect as the builder shows them.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
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
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  form.noValidate = true;
  let busy = false;

  const fields = () =>
    [
      ...form.querySelectorAll<Field>(
        'input[name^="form_fields"], select[name^="form_fields"], textarea[name^="form_fields"]',
      ),
    ].filter(
      (field) => field.type !== 'hidden' && !field.disabled && !field.closest('.elementor-hidden'),
    );
  const valueOf = (field: Field): FieldValue => {
    if (field instanceof win.HTMLInputElement && field.type === 'file')
      return [...(field.files ?? [])].map(({ name, size, type }) => ({ name, size, type }));
    if (
      field instanceof win.HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      const group = form.querySelectorAll<HTMLInputElement>(
        `input[name="${cssEscape(field.name)}"]`,
      );
      return [...group].some((input) => input.checked) ? 'on' : '';
    }
    return field.value;
  };

  /** Checks the fields (of one step, in a multi-step form); shows and focuses what is wrong. */
  const validate = (scope: ParentNode = form): boolean => {
    clearMessages(form);
    let first: Field | null = null;
    const seen = new Set<string>();
    for (const field of fields()) {
      if (!scope.contains(field) || seen.has(field.name)) continue;
      seen.add(field.name);
      const problem = checkField(rulesOf(field), valueOf(field));
      if (!problem) continue;
      showFieldError(field, problem, `islet-form-error-${ctx.info.id}-${seen.size}`);
      first ??= field;
    }
    first?.focus();
    return !first;
  };

  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (busy || !validate()) return;
      void send();
    },
    { signal: ctx.signal },
  );
  ctx.own(setUpSteps(form, validate, ctx));

  async function send() {
    busy = true;
    const button = form!.querySelector<HTMLButtonElement>('button[type="submit"]');
    form!.classList.add('elementor-form-waiting');
    form!.setAttribute('aria-busy', 'true');
    if (button) button.disabled = true;
    const body = new win.FormData(form!);
    body.append('action', SEND_ACTION);
    body.append('referrer', win.location.toString());
    try {
      const response = await fetch(new URL(endpoint!, win.location.href), {
        method: 'POST',
        body,
        credentials: 'same-origin',
        signal: ctx.signal,
      });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const reply = (await response.json()) as SendReply;
      const message = typeof reply.data?.message === 'string' ? reply.data.message : '';
      if (reply.success === true) {
        form!.reset();
        form!.dispatchEvent(
          new win.CustomEvent('submit_success', { detail: reply.data, bubbles: true }),
        );
        if (message) showFormMessage(form!, 'success', message);
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
          const field = form!.querySelector<Field>(`#form-field-${cssEscape(key)}`);
          if (!field || typeof text !== 'string') continue;
          showFieldError(field, text, `islet-form-error-${ctx.info.id}-server-${++index}`);
          first ??= field;
        }
      }
      form!.dispatchEvent(new win.CustomEvent('error', { bubbles: true }));
      showFormMessage(form!, 'danger', message || DEFAULT_ERROR);
      first?.focus();
    } catch (error) {
      if (ctx.signal.aborted) return;
      showFormMessage(form!, 'danger', DEFAULT_ERROR);
      ctx.warn(
        `the form could not be sent (${error instanceof Error ? error.message : String(error)}).`,
      );
    } finally {
      busy = false;
      form!.classList.remove('elementor-form-waiting');
      form!.removeAttribute('aria-busy');
      if (button) button.disabled = false;
    }
  }
}

/**
 * Multi-step forms: the server prints step fields (`.elementor-field-type-step`) between the
 * others; the steps are built here, each checked before the next shows, with the indicator.
 */
function setUpSteps(
  form: HTMLFormElement,
  validate: (scope: ParentNode) => boolean,
  ctx: BehaviourContext,
): () => void {
  const doc = form.ownerDocument;
  const wrapper = form.querySelector<HTMLElement>('.elementor-form-fields-wrapper');
  const markers = [
    ...(wrapper?.querySelectorAll<HTMLElement>(':scope > .elementor-field-type-step') ?? []),
  ];
  if (!wrapper || !markers.length) return () => {};
  const raw = ctx.rawSettings;
  const nextLabel = typeof raw.step_next_label === 'string' ? raw.step_next_label : 'Next';
  const previousLabel =
    typeof raw.step_previous_label === 'string' ? raw.step_previous_label : 'Previous';
  const submit = wrapper.querySelector<HTMLElement>(':scope > .elementor-field-type-submit');
  const steps: HTMLElement[] = [];
  for (const marker of markers) {
    const step = doc.createElement('div');
    step.className = 'e-form__step';
    step.setAttribute('role', 'group');
    const label = marker.querySelector('input')?.dataset.label ?? marker.textContent?.trim() ?? '';
    step.setAttribute('aria-label', label || `Step ${steps.length + 1}`);
    marker.before(step);
    let node = marker.nextElementSibling;
    while (node && !node.classList.contains('elementor-field-type-step') && node !== submit) {
      const next = node.nextElementSibling;
      step.append(node);
      node = next;
    }
    marker.hidden = true;
    steps.push(step);
  }
  const indicators = doc.createElement('div');
  indicators.className = 'e-form__indicators';
  indicators.setAttribute('aria-hidden', 'true');
  const live = doc.createElement('p');
  live.className = 'elementor-screen-only';
  live.setAttribute('aria-live', 'polite');
  wrapper.before(indicators, live);
  const button = (label: string, kind: 'next' | 'previous') => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.className = `elementor-button e-form__buttons__wrapper__button e-form__buttons__wrapper__button-${kind}`;
    element.textContent = label;
    return element;
  };
  for (const [index, step] of steps.entries()) {
    const buttons = doc.createElement('div');
    buttons.className = 'e-form__buttons';
    if (index > 0) {
      const previous = button(previousLabel, 'previous');
      previous.addEventListener('click', () => show(index - 1), { signal: ctx.signal });
      buttons.append(previous);
    }
    if (index < steps.length - 1) {
      const next = button(nextLabel, 'next');
      next.addEventListener('click', () => validate(step) && show(index + 1), {
        signal: ctx.signal,
      });
      buttons.append(next);
    } else if (submit) buttons.append(submit);
    step.append(buttons);
  }
  function show(index: number) {
    for (const [i, step] of steps.entries()) step.classList.toggle('elementor-hidden', i !== index);
    indicators.replaceChildren(
      ...steps.map((step, i) => {
        const indicator = doc.createElement('div');
        const state = i < index ? 'completed' : i === index ? 'active' : 'inactive';
        indicator.className = `e-form__indicators__indicator e-form__indicators__indicator--state-${state}`;
        indicator.textContent = `${i + 1} ${step.getAttribute('aria-label')}`;
        return indicator;
      }),
    );
    live.textContent = `Step ${index + 1} of ${steps.length}: ${steps[index]!.getAttribute('aria-label')}`;
    if (index > 0 || doc.activeElement?.closest('form') === form)
      steps[index]!.querySelector<HTMLElement>(
        'input:not([type=hidden]), select, textarea',
      )?.focus();
  }
  show(0);
  const onReset = () => show(0);
  form.addEventListener('submit_success', onReset);
  return () => {
    form.removeEventListener('submit_success', onReset);
  };
}

/** Field names and ids in selectors; `CSS.escape` where the browser has it. */
function cssEscape(value: string): string {
  const css = (globalThis as { CSS?: { escape?: (text: string) => string } }).CSS;
  return css?.escape ? css.escape(value) : value.replace(/["\\#.:[\]()]/g, '\\$&');
}
