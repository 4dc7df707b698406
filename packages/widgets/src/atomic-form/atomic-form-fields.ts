import { cssEscape, type Field } from '../form/form-fields.ts';
import {
  ATOMIC_FIELD_SELECTOR,
  collectFields,
  type AtomicSubmission,
  type FieldSnapshot,
} from './atomic-form-protocol.ts';

/** The label a field is sent with, found as the builder's script finds it. */
function labelOf(field: Field, form: HTMLFormElement): string {
  const ariaLabel = field.getAttribute('aria-label');
  if (ariaLabel) return ariaLabel;
  const id = field.getAttribute('id');
  if (id) {
    const text = form.querySelector(`label[for="${cssEscape(id)}"]`)?.textContent?.trim();
    if (text) return text;
  }
  const enclosing = field.closest('label')?.textContent?.trim();
  if (enclosing) return enclosing;
  return field.getAttribute('placeholder') || id || '';
}

/** Each field element of the form as plain data, in document order. */
export function snapshotFields(form: HTMLFormElement): FieldSnapshot[] {
  return [...form.querySelectorAll<Field>(ATOMIC_FIELD_SELECTOR)]
    .filter((field) => field.dataset.interactionId)
    .map((field) => {
      const tag = field.tagName.toLowerCase();
      const input = tag === 'input' ? (field as HTMLInputElement) : null;
      return {
        interactionId: field.dataset.interactionId!,
        name: field.getAttribute('name'),
        tag,
        typeAttribute: field.getAttribute('type'),
        value: field.value,
        checked: input?.checked ?? false,
        files: input?.type === 'file' ? [...(input.files ?? [])] : [],
        label: labelOf(field, form),
        options:
          tag === 'select'
            ? [...(field as HTMLSelectElement).querySelectorAll('option')].map((option) => ({
                value: option.value,
                label: option.textContent ?? '',
              }))
            : null,
      };
    });
}

/**
 * The submission as the builder's script reads it: the post id of the enclosing builder document
 * (`data-{builder}-id`), else the page's; the form's `data-id` and `data-form-name`; the fields.
 */
export function readSubmission(
  form: HTMLFormElement,
  builder: string,
  pagePostId: number,
): AtomicSubmission {
  const documentId = form.closest(`[data-${builder}-id]`)?.getAttribute(`data-${builder}-id`);
  return {
    postId: documentId || (pagePostId ? String(pagePostId) : null),
    formId: form.getAttribute('data-id') ?? '',
    formName: form.getAttribute('data-form-name') || '',
    fields: collectFields(snapshotFields(form)),
  };
}
