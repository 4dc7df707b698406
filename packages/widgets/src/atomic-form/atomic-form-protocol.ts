import { checkUrl } from '@islet/primitives';

/**
 * The builder 4.x atomic form's request and the answers it handles, as plain data. Taken from
 * the builder's own script (4.1.5, `modules/atomic-widgets/assets/js/frontend/form-handlers.js`
 * in `assets/js/atomic-widgets-form-handler.js`): the same fields, names, order and quirks, so
 * the unchanged backend (the Pro add-on's 4.x line) sees the request it expects.
 */

export const ATOMIC_SEND_ACTION = 'elementor_pro_atomic_forms_send_form';

/** What the builder's script collects: fields with an interaction id (atomic widgets print one). */
export const ATOMIC_FIELD_SELECTOR =
  'input[data-interaction-id], textarea[data-interaction-id], select[data-interaction-id]';

/** One field element as the page shows it, read by the DOM shell. `F` is a file (`File` in a page). */
export interface FieldSnapshot<F = File> {
  /** `data-interaction-id` (never empty: the builder skips fields without one). */
  interactionId: string;
  /** The `name` attribute, `null` when there is none. */
  name: string | null;
  /** `input`, `textarea` or `select`. */
  tag: string;
  /** The `type` attribute as printed (inputs), `null` when there is none. */
  typeAttribute: string | null;
  value: string;
  checked: boolean;
  /** The chosen files of a file input. */
  files: readonly F[];
  /** `aria-label`, the `<label for>` text, the enclosing label's text, placeholder or id. */
  label: string;
  /** A select's options. */
  options: readonly FieldOption[] | null;
}

export interface FieldOption {
  value: string;
  label: string;
}

/** One entry of `form_fields`, as the builder's script sends it. */
export interface AtomicField<F = File> {
  id: string;
  type: string;
  label: string;
  name: string;
  options: readonly FieldOption[] | null;
  value: string | readonly F[];
}

/**
 * The fields as the builder's script groups them: by `name` (a missing name is the group
 * `"null"`, as lodash's `groupBy` keys it), in the order of a plain object's keys (integer-like
 * names first). A group of radios, or of two or more checkboxes, is one field whose value is the
 * checked values joined by `, ` and whose label is the name; every other input is its own field.
 */
export function collectFields<F>(inputs: readonly FieldSnapshot<F>[]): AtomicField<F>[] {
  const groups: Record<string, FieldSnapshot<F>[]> = {};
  for (const input of inputs) {
    if (!input.interactionId) continue;
    const key = String(input.name);
    if (Object.prototype.hasOwnProperty.call(groups, key)) groups[key]!.push(input);
    else Object.defineProperty(groups, key, { value: [input], enumerable: true, writable: true });
  }
  const fields: AtomicField<F>[] = [];
  for (const [name, members] of Object.entries(groups)) {
    const all = (type: string) => members.every((input) => input.typeAttribute === type);
    if (name && (all('radio') || (members.length > 1 && all('checkbox')))) {
      const type = all('radio') ? 'radio' : 'checkbox';
      const checked = members.filter((input) => input.checked);
      fields.push({
        id: (checked[0] ?? members[0])?.interactionId ?? name,
        type,
        label: name,
        name,
        options: members.map((input) => ({ value: input.value, label: input.label })),
        value: checked.map((input) => input.value).join(', '),
      });
      continue;
    }
    for (const input of members) {
      const type = input.tag === 'input' ? input.typeAttribute || 'text' : input.tag;
      fields.push({
        id: input.interactionId,
        type,
        label: input.label,
        name,
        options: type === 'select' ? input.options : null,
        value:
          type === 'file'
            ? input.files
            : type === 'checkbox'
              ? input.checked
                ? input.value || 'on'
                : ''
              : input.value,
      });
    }
  }
  return fields;
}

export interface AtomicSubmission<F = File> {
  /** The enclosing document's `data-{builder}-id`, else the page's `post.id`. */
  postId: string | null;
  /** The form's `data-id`. */
  formId: string;
  /** `data-form-name`, or empty. */
  formName: string;
  fields: readonly AtomicField<F>[];
}

export interface RequestPage {
  /** `{builder}FrontendConfig.urls.ajaxurl`. */
  ajaxUrl: string | null;
  /** `{builder}FrontendConfig.nonces.atomicFormsSendForm`. */
  nonce: string | null;
  /** `document.title`. */
  title: string;
  /** `location.href`: the base for the endpoint and the `referrer` sent. */
  href: string;
}

export type AtomicRequest<F = File> =
  { ok: true; url: string; entries: [string, string | F][] } | { ok: false; reason: string };

/**
 * The POST the builder's script sends (multipart, the entries in this order), or why there is
 * none: the builder shows the error state without sending when the page has no post id, the form
 * no field or the configuration no endpoint.
 */
export function buildRequest<F>(
  submission: AtomicSubmission<F>,
  page: RequestPage,
): AtomicRequest<F> {
  if (!page.ajaxUrl) return { ok: false, reason: 'the configuration has no urls.ajaxurl' };
  const endpoint = checkUrl(page.ajaxUrl, page.href);
  if (!endpoint.ok) return { ok: false, reason: `the endpoint is refused (${endpoint.reason})` };
  if (!submission.postId) return { ok: false, reason: 'the page has no post id' };
  if (!submission.fields.length) return { ok: false, reason: 'the form has no fields' };
  const entries: [string, string | F][] = [
    ['action', ATOMIC_SEND_ACTION],
    ['_nonce', page.nonce ?? ''],
    ['post_id', submission.postId],
    ['form_id', submission.formId],
    ['form_name', submission.formName],
    ['referer_title', page.title],
    ['referrer', page.href],
  ];
  submission.fields.forEach((field, index) => {
    const prefix = `form_fields[${index}]`;
    entries.push(
      [`${prefix}[id]`, field.id],
      [`${prefix}[type]`, field.type],
      [`${prefix}[label]`, field.label],
      [`${prefix}[name]`, field.name],
      [`${prefix}[options]`, JSON.stringify(field.options)],
    );
    if (typeof field.value === 'string') entries.push([`${prefix}[value]`, field.value]);
    else field.value.forEach((file, i) => entries.push([`${prefix}[value][${i}]`, file]));
  });
  return { ok: true, url: endpoint.url.href, entries };
}

/**
 * What an answer means. `success`: a JSON reply whose `success` is truthy (WordPress's
 * `wp_send_json_success`); the builder shows the success state. `refused`: any other answer the
 * server meant (a JSON reply without success, `-1` from a failed nonce check, a 4xx); the builder
 * shows the error state, and so does Islet, as sending the same again would not help. `failed`:
 * the server could not answer (5xx, 408, 429); the error state too, and Islet offers to try again.
 * The builder reads nothing else from the reply: no message, no redirect.
 */
export type ReplyVerdict =
  { kind: 'success' } | { kind: 'refused'; reason: string } | { kind: 'failed'; reason: string };

export function readReply(status: number, body: string): ReplyVerdict {
  if (status === 408 || status === 429 || status >= 500)
    return { kind: 'failed', reason: `the server answered ${status}` };
  if (status < 200 || status > 299)
    return { kind: 'refused', reason: `the server answered ${status}` };
  let reply: unknown;
  try {
    reply = JSON.parse(body);
  } catch {
    return { kind: 'refused', reason: 'the answer is not JSON' };
  }
  const record = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
  if (record.success) return { kind: 'success' };
  const data =
    record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : {};
  const message = typeof data.message === 'string' && data.message ? `: ${data.message}` : '';
  return { kind: 'refused', reason: `the server refused the submission${message}` };
}
