import type { FormContext } from './form.ts';

/**
 * Multi-step forms: the server prints step fields (`.elementor-field-type-step`) between the
 * others; the steps are built here, each checked before the next shows, with the indicator.
 */
export function setUpSteps(
  form: HTMLFormElement,
  validate: (scope: ParentNode) => boolean,
  ctx: FormContext,
): () => void {
  const doc = form.ownerDocument;
  const wrapper = form.querySelector<HTMLElement>('.elementor-form-fields-wrapper');
  const markers = [
    ...(wrapper?.querySelectorAll<HTMLElement>(':scope > .elementor-field-type-step') ?? []),
  ];
  if (!wrapper || !markers.length) return () => {};
  const {
    step_next_label: nextLabel = 'Next',
    step_previous_label: previousLabel = 'Previous',
    button_width: width = '100',
  } = ctx.settings;
  const submit = wrapper.querySelector<HTMLElement>(':scope > .elementor-field-type-submit');
  const submitButton = submit?.querySelector<HTMLElement>('[type="submit"]');
  // Pro's form-steps.js markup, which the site's form styles expect: the buttons in a column as
  // wide as the submit's, each in a field group of its own, sized as the submit button.
  const size = /elementor-size-[^\W\d]+/.exec(submitButton?.className ?? '')?.[0] ?? '';
  const responsive = (submit?.className.match(/elementor-(sm|md)-[0-9]+/g) ?? []).join(' ');
  const labels = markers.map((marker) => marker.querySelector<HTMLElement>('.e-field-step'));
  const steps = markers.map((marker, index) => wrapStep(marker, submit, index));
  if (submit) {
    submit.className = submit.className
      .replace(/elementor-col-[0-9]+|elementor-(sm|md)-[0-9]+/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    submit.classList.remove('elementor-column', 'e-form__buttons');
    submit.classList.add('e-form__buttons__wrapper');
    submitButton?.classList.add('e-form__buttons__wrapper__button');
  }
  const indicators = doc.createElement('div');
  indicators.className = 'e-form__indicators';
  indicators.setAttribute('aria-hidden', 'true');
  const live = doc.createElement('p');
  live.className = 'elementor-screen-only';
  live.setAttribute('aria-live', 'polite');
  wrapper.before(indicators, live);
  for (const [index, step] of steps.entries()) {
    const buttons = doc.createElement('div');
    buttons.className = ['e-form__buttons elementor-column', `elementor-col-${width}`, responsive]
      .filter(Boolean)
      .join(' ');
    // A step's own label (`data-previousButton`, `data-nextButton`), else the form's.
    const own = labels[index]?.dataset;
    if (index > 0) {
      const previous = stepButton(doc, own?.previousbutton || previousLabel, 'previous', size);
      previous.addEventListener('click', () => show(index - 1), { signal: ctx.signal });
      buttons.append(previous.parentElement!);
    }
    if (index < steps.length - 1) {
      const next = stepButton(doc, own?.nextbutton || nextLabel, 'next', size);
      next.addEventListener('click', () => validate(step) && show(index + 1), {
        signal: ctx.signal,
      });
      buttons.append(next.parentElement!);
    } else if (submit) buttons.append(submit);
    step.append(buttons);
  }
  function show(index: number) {
    for (const [i, step] of steps.entries()) step.classList.toggle('elementor-hidden', i !== index);
    markProgress(steps, index, indicators, live);
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

/** A step group in place of its marker, holding the fields up to the next marker or the submit. */
function wrapStep(marker: HTMLElement, submit: HTMLElement | null, index: number) {
  const step = marker.ownerDocument.createElement('div');
  step.className = 'e-form__step';
  step.setAttribute('role', 'group');
  const label = marker.querySelector('input')?.dataset.label ?? marker.textContent?.trim() ?? '';
  step.setAttribute('aria-label', label || `Step ${index + 1}`);
  marker.before(step);
  let node = marker.nextElementSibling;
  while (node && !node.classList.contains('elementor-field-type-step') && node !== submit) {
    const next = node.nextElementSibling;
    step.append(node);
    node = next;
  }
  marker.hidden = true;
  return step;
}

/** A step button, in its field group as Pro wraps it. */
function stepButton(doc: Document, label: string, kind: 'next' | 'previous', size: string) {
  const group = doc.createElement('div');
  group.className = `elementor-field-group e-form__buttons__wrapper elementor-field-type-${kind}`;
  const element = doc.createElement('button');
  element.type = 'button';
  element.className = [
    'elementor-button',
    size,
    'e-form__buttons__wrapper__button',
    `e-form__buttons__wrapper__button-${kind}`,
  ]
    .filter(Boolean)
    .join(' ');
  element.dataset.direction = kind;
  element.textContent = label;
  group.append(element);
  return element;
}

/** The indicator shows every step's state; the live region announces the one shown. */
function markProgress(
  steps: HTMLElement[],
  index: number,
  indicators: HTMLElement,
  live: HTMLElement,
) {
  const doc = indicators.ownerDocument;
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
}
