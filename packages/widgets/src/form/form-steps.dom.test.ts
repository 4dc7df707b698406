// Multi-step forms on the markup Pro 3.33.1 prints (modules/forms/fields/step.php: a field group
// with `.e-field-step` between the fields), built as Pro's form-steps.js builds them, since the
// site's form styles size and place the buttons by that markup.
import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { afterEach, expect, it } from 'vitest';
import { settle } from '../../test-support/boot.ts';
import { features } from '../features-interactive.ts';

const ID = 'a1b2c3d';
const group = (type: string, name: string, inner: string) =>
  `<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100">${inner}</div>`;
const step = (name: string, label: string, next = '') =>
  group(
    'step',
    name,
    `<div class="e-field-step elementor-hidden" data-label="${label}" data-previousButton="" data-nextButton="${next}" data-iconUrl="" data-iconLibrary="fas fa-star" data-icon=""></div>`,
  );
const proForm =
  `<div data-elementor-type="wp-page" data-elementor-id="42" class="elementor elementor-42">` +
  `<div class="elementor-element elementor-element-${ID} elementor-button-align-stretch elementor-widget elementor-widget-form" data-id="${ID}" data-element_type="widget" data-settings='{"button_width":"100","step_next_label":"Next","step_previous_label":"Previous","step_type":"number_text","step_icon_shape":"circle"}' data-widget_type="form.default">` +
  `<form class="elementor-form" method="post" name="Steps"><input type="hidden" name="post_id" value="42"/><input type="hidden" name="form_id" value="${ID}"/>` +
  `<div class="elementor-form-fields-wrapper elementor-labels-above">` +
  step('one', 'About you', 'Onward') +
  group(
    'text',
    'name',
    `<input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm">`,
  ) +
  step('two', 'Contact') +
  group(
    'email',
    'email',
    `<input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm">`,
  ) +
  `<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons elementor-md-50">` +
  `<button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Send</span></span></button></div>` +
  `</div></form></div></div>`;

let booted: Booted | undefined;
afterEach(async () => {
  await booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

it("builds the step buttons as Pro's form-steps.js does: a column as wide as the submit's, each button in its field group, sized as the submit", async () => {
  const win = window as unknown as Record<string, unknown>;
  win.elementorFrontendConfig = { environmentMode: { edit: false, wpPreview: false } };
  win.ElementorProFrontendConfig = { ajaxurl: '/wp-admin/admin-ajax.php' };
  document.body.innerHTML = proForm;
  booted = await bootRuntime(features, window);
  await settle();
  const containers = [...document.querySelectorAll('.e-form__step > .e-form__buttons')];
  expect(containers.map((container) => container.className)).toEqual([
    'e-form__buttons elementor-column elementor-col-100 elementor-md-50',
    'e-form__buttons elementor-column elementor-col-100 elementor-md-50',
  ]);
  const shape = (container: Element) =>
    [...container.children].map((wrapper) => ({
      wrapper: wrapper.className,
      button: wrapper.querySelector('button')!.className,
      text: wrapper.querySelector('button')!.textContent!.trim(),
    }));
  // The first step's own label (data-nextButton), else the form's.
  expect(shape(containers[0]!)).toEqual([
    {
      wrapper: 'elementor-field-group e-form__buttons__wrapper elementor-field-type-next',
      button:
        'elementor-button elementor-size-sm e-form__buttons__wrapper__button e-form__buttons__wrapper__button-next',
      text: 'Onward',
    },
  ]);
  expect(shape(containers[1]!)).toEqual([
    {
      wrapper: 'elementor-field-group e-form__buttons__wrapper elementor-field-type-previous',
      button:
        'elementor-button elementor-size-sm e-form__buttons__wrapper__button e-form__buttons__wrapper__button-previous',
      text: 'Previous',
    },
    {
      wrapper: 'elementor-field-group elementor-field-type-submit e-form__buttons__wrapper',
      button: 'elementor-button elementor-size-sm e-form__buttons__wrapper__button',
      text: 'Send',
    },
  ]);
  expect(booted.log.warnings).toEqual([]);
});
