// @ts-check
// The builder 4.x atomic form (`e-form`) as its templates print it, and a stand-in for the
// endpoint that answers it (`elementor_pro_atomic_forms_send_form` on admin-ajax). That endpoint
// is the Pro add-on's 4.x line, which is not obtainable here: the answers follow what the
// builder's own script (4.1.5) sends and reads, nothing more (docs/widgets-interactive.md).
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

export const ATOMIC_FORM_ACTION = 'elementor_pro_atomic_forms_send_form';
/** The nonce the page prints in `elementorFrontendConfig.nonces.atomicFormsSendForm`. */
export const ATOMIC_FORM_NONCE = 'demo-atomic-nonce';
const POST_ID = 62;

/**
 * An atomic widget's root: its base style class, `data-id`, `data-e-type` and the interaction id
 * the builder's script finds fields by. The field widgets (`e-form-input` …) come with Pro 4.x;
 * their markup here is the atomic widgets' common shape.
 *
 * @param {string} type
 * @param {string} id
 */
const atomic = (type, id) =>
  `class="${type}-base" data-id="${id}" data-e-type="${type}" data-interaction-id="${id}"`;

/**
 * A field of a kind the builder's script reads (select, radio) but 4.1.5 names no widget for:
 * only the interaction id, so the scanner sees no element of an unknown type.
 *
 * @param {string} id
 */
const extra = (id) => `data-interaction-id="${id}"`;

/** @param {string} id @param {string} forId @param {string} text */
const label = (id, forId, text) =>
  `<label ${atomic('e-form-label', id)} for="${forId}">${escapeHtml(text)}</label>`;

/**
 * A status message element (form-message.html.twig) holding a paragraph.
 *
 * @param {'success' | 'error'} state
 * @param {string} id
 * @param {string} text
 */
function message(state, id, text) {
  const type = `e-form-${state}-message`;
  return `<div class="e-con e-atomic-element ${type}-base message-${state}" data-id="${id}" data-element_type="${type}" data-e-type="${type}" data-interaction-id="${id}"><p class="e-paragraph-base" data-interaction-id="${id}p">${escapeHtml(text)}</p></div>`;
}

/**
 * The form's default children (atomic-form.php `define_default_children`), with name and email
 * required and a select and radio group added to exercise the builder's grouping.
 *
 * @param {string} isletSrc
 * @param {URLSearchParams} query `stale` prints a nonce the endpoint refuses; `unavailable` makes
 *   the endpoint answer 503
 */
export function atomicFormPage(isletSrc, query) {
  const nonce = query.has('stale') ? 'stale-nonce' : ATOMIC_FORM_NONCE;
  const fields = [
    label('lb00001', 'e-form-first-name', 'First name'),
    `<input ${atomic('e-form-input', 'in00001')} id="e-form-first-name" type="text" name="first-name" placeholder="First name" required>`,
    label('lb00002', 'e-form-last-name', 'Last name'),
    `<input ${atomic('e-form-input', 'in00002')} id="e-form-last-name" type="text" name="last-name" placeholder="Last name">`,
    label('lb00003', 'e-form-email', 'Email'),
    `<input ${atomic('e-form-input', 'in00003')} id="e-form-email" type="email" name="email" placeholder="your@mail.com" required>`,
    label('lb00004', 'e-form-topic', 'Topic'),
    `<select ${extra('se00001')} id="e-form-topic" name="topic"><option value="">Choose</option><option value="sales">Sales</option><option value="support">Support</option></select>`,
    `<fieldset class="e-form-radio-group"><legend>Reply by</legend><label><input ${extra('ra00001')} type="radio" name="reply" value="mail"> Mail</label><label><input ${extra('ra00002')} type="radio" name="reply" value="phone"> Phone</label></fieldset>`,
    label('lb00005', 'e-form-message', 'Message'),
    `<textarea ${atomic('e-form-textarea', 'ta00001')} id="e-form-message" name="message" placeholder="Your message" rows="4"></textarea>`,
    `<div class="e-con e-atomic-element e-flexbox-base e-form-checkbox-row" data-id="fx00001" data-element_type="e-flexbox" data-e-type="e-flexbox" data-interaction-id="fx00001"><input ${atomic('e-form-checkbox', 'cb00001')} id="e-form-checkbox" type="checkbox" name="checkbox">${label('lb00006', 'e-form-checkbox', 'Checkbox')}</div>`,
    `<button ${atomic('e-form-submit-button', 'sb00001')} type="submit">Submit</button>`,
    message('success', 'ms00001', 'Great! We’ve received your information.'),
    message('error', 'me00001', 'We couldn’t process your submission. Please retry'),
  ].join('\n');
  const config = JSON.stringify({
    environmentMode: { edit: false, wpPreview: false },
    urls: { ajaxurl: '/wp-admin/admin-ajax.php' },
    nonces: { atomicFormsSendForm: nonce },
    post: { id: POST_ID },
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atomic form</title>
<script>var elementorFrontendConfig = ${config};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 40rem; padding: 0 1rem; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.e-form-base { display: flex; flex: 1; flex-direction: row; flex-wrap: wrap; align-items: flex-start; align-content: start; gap: 10px; padding: 20px; }
.e-form-base > * { flex-basis: 100%; }
.e-form-base .e-form-checkbox-row { display: flex; align-items: center; gap: 8px; padding: 0; }
.e-form-success-message-base { display: none; background: #D4E9D6; color: #2F532E; padding: 12px; text-align: center; font-size: 12px; }
.e-form-error-message-base { display: none; background: #ffdede; color: #870000; padding: 12px; text-align: center; font-size: 12px; }
/* The builder's inline CSS (modules/atomic-widgets/module.php add_inline_styles). */
form[data-element_type="e-form"].form-state-success [data-element_type="e-form-success-message"],form[data-element_type="e-form"].form-state-error [data-element_type="e-form-error-message"]{ display: block; }
.elementor-message-danger { color: #870000; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="${POST_ID}" class="elementor elementor-${POST_ID}"><main>
<h1>Contact us (atomic form)</h1>
<div class="e-con e-atomic-element e-div-block-base" data-id="dv00001" data-element_type="e-div-block" data-e-type="e-div-block" data-interaction-id="dv00001">
<form class="e-con e-atomic-element e-form-base form-state-default" data-id="f0rm001" data-element_type="e-form" data-e-type="e-form" data-interaction-id="f0rm001" data-interactions="[]" x-data="eFormf0rm001" x-on:submit="submit" aria-label="Contact" data-form-name="Contact">
${fields}
</form>
</div>
</main></div>
</body>
</html>`;
}

/**
 * The stand-in for Pro 4.x's handler: WordPress's answers. A nonce other than the page's is what
 * `check_ajax_referer` does (403, `-1`); a request without a post, a form or fields is refused with
 * `wp_send_json_error`; a page opened with `?unavailable` (seen in `referrer`) gets a 503; the
 * rest is `wp_send_json_success`. Every request is kept for the tests (`last`).
 *
 * @param {FormData} form
 * @param {{ count: number, last: [string, string][] }} record
 */
export function answerAtomicForm(form, record) {
  record.count++;
  record.last = [...form].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
  if (form.get('_nonce') !== ATOMIC_FORM_NONCE) return new Response('-1', { status: 403 });
  if (String(form.get('referrer') ?? '').includes('unavailable'))
    return new Response('Service unavailable', { status: 503 });
  if (!form.get('post_id') || !form.get('form_id') || !form.has('form_fields[0][id]'))
    return Response.json({ success: false, data: { message: 'The form is missing.' } });
  return Response.json({ success: true, data: { message: 'Your submission was successful.' } });
}
