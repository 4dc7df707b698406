import { checkField, rulesOf, type FieldValue } from './field-rules.ts';
import { clearMessages, showFieldError } from './form-messages.ts';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor can fill in: hidden, disabled and conditionally hidden fields are not checked. */
function fieldsOf(form: HTMLFormElement): Field[] {
  return [
    ...form.querySelectorAll<Field>(
      'input[name^="form_fields"], select[name^="form_fields"], textarea[name^="form_fields"]',
    ),
  ].filter(
    (field) => field.type !== 'hidden' && !field.disabled && !field.closest('.elementor-hidden'),
  );
}

/** A checkbox or radio group is one value: filled when any of its inputs is checked. */
function valueOf(form: HTMLFormElement, field: Field): FieldValue {
  // Only an input has these types (a select's is `select-one`, a textarea's `textarea`).
  if (field.type === 'file')
    return [...((field as HTMLInputElement).files ?? [])].map(({ name, size, type }) => ({
      name,
      size,
      type,
    }));
  if (field.type === 'checkbox' || field.type === 'radio') {
    const group = form.querySelectorAll<HTMLInputElement>(`input[name="${cssEscape(field.name)}"]`);
    return [...group].some((input) => input.checked) ? 'on' : '';
  }
  return field.value;
}

/**
 * Checks the fields (of one step, in a multi-step form); shows what is wrong with ids unique to
 * the widget (`idPrefix`) and focuses the first wrong field.
 */
export function validateFields(form: HTMLFormElement, scope: ParentNode, idPrefix: string) {
  clearMessages(form);
  let first: Field | null = null;
  const seen = new Set<string>();
  for (const field of fieldsOf(form)) {
    if (!scope.contains(field) || seen.has(field.name)) continue;
    seen.add(field.name);
    const problem = checkField(rulesOf(field), valueOf(form, field));
    if (!problem) continue;
    showFieldError(field, problem, `${idPrefix}${seen.size}`);
    first ??= field;
  }
  first?.focus();
  return !first;
}

/** Field names and ids in selectors; `CSS.escape` where the browser has it. */
export function cssEscape(value: string): string {
  const css = (globalThis as { CSS?: { escape?: (text: string) => string } }).CSS;
  return css?.escape ? css.escape(value) : value.replace(/["\\#.:[\]()]/g, '\\$&');
}
