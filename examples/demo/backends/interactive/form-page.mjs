// @ts-check
// The form widget as the server prints it, and the form endpoint's answers
// (`elementor_pro_forms_send_form` on admin-ajax).
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

export const FORM_ACTION = 'elementor_pro_forms_send_form';
export const TAKEN_EMAIL = 'taken@example.com';

/**
 * @param {string} id
 * @param {string} label
 * @param {string} input
 * @param {string} type
 * @param {boolean} required
 */
function group(id, label, input, type, required) {
  const req = required ? ' elementor-field-required elementor-mark-required' : '';
  return `<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${id} elementor-col-100${req}"><label for="form-field-${id}" class="elementor-field-label">${escapeHtml(label)}</label>${input}</div>`;
}

const req = ' required="required" aria-required="true"';
const textual = 'class="elementor-field elementor-size-sm elementor-field-textual"';

/** @param {string} id @param {string} label */
const step = (id, label) =>
  `<div class="elementor-field-type-step elementor-field-group elementor-column elementor-field-group-${id} elementor-col-100"><div class="e-field-step elementor-hidden" data-label="${escapeHtml(label)}" data-previous-button="" data-next-button="" data-icon="[]"></div></div>`;

/**
 * @param {string} isletSrc
 * @param {URLSearchParams} query `steps` for a multi-step form, `redirect` for one that redirects
 */
export function formPage(isletSrc, query) {
  const steps = query.has('steps');
  const formId = query.has('redirect') ? 'redirect' : 'contact01';
  const fields = [
    steps ? step('step1', 'About you') : '',
    group(
      'name',
      'Name',
      `<input size="1" type="text" name="form_fields[name]" id="form-field-name" ${textual}${req}>`,
      'text',
      true,
    ),
    group(
      'email',
      'Email',
      `<input size="1" type="email" name="form_fields[email]" id="form-field-email" ${textual}${req}>`,
      'email',
      true,
    ),
    group(
      'age',
      'Age',
      `<input type="number" name="form_fields[age]" id="form-field-age" ${textual} min="18" max="120">`,
      'number',
      false,
    ),
    steps ? step('step2', 'Your visit') : '',
    group(
      'date',
      'Preferred date',
      `<input type="date" name="form_fields[date]" id="form-field-date" ${textual}>`,
      'date',
      false,
    ),
    group(
      'file',
      'Attachment (PDF or PNG, 1 MB at most)',
      `<input type="file" name="form_fields[file][]" id="form-field-file" class="elementor-field elementor-size-sm elementor-upload-field" accept=".pdf,.png" data-maxsize="1" data-maxsize-message="This file exceeds the maximum allowed size.">`,
      'upload',
      false,
    ),
    group(
      'message',
      'Message',
      `<textarea class="elementor-field elementor-size-sm elementor-field-textual" name="form_fields[message]" id="form-field-message" rows="4"></textarea>`,
      'textarea',
      false,
    ),
    `<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">Send</span></span></button></div>`,
  ].join('');
  const settings = escapeHtml(
    JSON.stringify({
      step_next_label: 'Next',
      step_previous_label: 'Previous',
      step_type: 'number_text',
    }),
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Form${steps ? ' in steps' : ''}</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false},"post":{"id":61}};
var ElementorProFrontendConfig = {"ajaxurl":"/wp-admin/admin-ajax.php","nonce":"demo"};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 40rem; padding: 0 1rem; }
.elementor-field-group { display: flex; flex-direction: column; margin-bottom: 0.75rem; }
.elementor-hidden, .elementor-field-type-step { display: none; }
.elementor-message-danger { color: #a00; }
.elementor-message-success { color: #060; }
.elementor-error .elementor-field { border-color: #a00; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.e-form__indicators { display: flex; gap: 1rem; }
.e-form__indicators__indicator--state-active { font-weight: bold; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="61" class="elementor elementor-61"><main>
<h1>Contact us</h1>
<div class="elementor-element elementor-element-${formId} elementor-widget elementor-widget-form" data-id="${formId}" data-element_type="widget" data-settings="${settings}" data-widget_type="form.default"><div class="elementor-widget-container">
<form class="elementor-form" method="post" name="Contact">
<input type="hidden" name="post_id" value="61"><input type="hidden" name="form_id" value="${formId}"><input type="hidden" name="referer_title" value="Contact"><input type="hidden" name="queried_id" value="61">
<div class="elementor-form-fields-wrapper elementor-labels-above">${fields}</div>
</form></div></div>
</main></div>
</body>
</html>`;
}

/**
 * What the form endpoint answers: the builder's JSON, with errors per field. Forms the demo does
 * not know (the recorded pages' forms) are accepted.
 *
 * @param {FormData} form
 * @param {{ count: number }} counter
 */
export function answerForm(form, counter) {
  counter.count++;
  const value = (/** @type {string} */ name) =>
    String(form.get(`form_fields[${name}]`) ?? '').trim();
  const formId = String(form.get('form_id') ?? '');
  if (formId === 'contact01' || formId === 'redirect') {
    /** @type {Record<string, string>} */
    const errors = {};
    if (!value('name')) errors.name = 'This field is required.';
    if (!value('email')) errors.email = 'This field is required.';
    else if (value('email') === TAKEN_EMAIL)
      errors.email = 'This email address is already registered.';
    if (Object.keys(errors).length)
      return Response.json({
        success: false,
        data: { message: 'Your submission failed because of an error.', errors, data: [] },
      });
    const data = formId === 'redirect' ? { redirect_url: '/pages/interactive/form?sent' } : {};
    return Response.json({
      success: true,
      data: { message: 'Your submission was successful.', data },
    });
  }
  return Response.json({
    success: true,
    data: { message: 'Your submission was successful.', data: {} },
  });
}
