import { checkField, rulesOf, type FieldValue } from './field-rules.ts';
import { clearMessages, showFieldError } from './form-messages.ts';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The classic form's fields: their names start with `form_fields`. */
export const CLASSIC_FIELDS =
  'input[name^="form_fields"], select[name^="form_fields"], textarea[name^="form_fields"]';

export interface FieldCheckOptions {
  /** Which elements are fields; default the classic form's. */
  fields?: string;
  /** Where a field's message goes (after the returned element); default its group. */
  messageAfter?: (field: Field) => Element;
}

/** What the visitor can fill in: hidden, disabled and conditionally hidden fields are not checked. */
function fieldsOf(form: HTMLFormElement, selector: string): Field[] {
  return [...form.querySelectorAll<Field>(selector)].filter(
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
    // A field without a name is a group of its own.
    const group = field.name
      ? form.querySelectorAll<HTMLInputElement>(`input[name="${cssEscape(field.name)}"]`)
      : [field as HTMLInputElement];
    return [...group].some((input) => input.checked) ? 'on' : '';
  }
  return field.value;
}

/**
 * Checks the fields (of one step, in a multi-step form); shows what is wrong with ids unique to
 * the widget (`idPrefix`) and focuses the first wrong field.
 */
export function validateFields(
  form: HTMLFormElement,
  scope: ParentNode,
  idPrefix: string,
  options: FieldCheckOptions = {},
) {
  clearMessages(form);
  let first: Field | null = null;
  // A named group is checked once; a field without a name on its own.
  const seen = new Set<string | Field>();
  for (const field of fieldsOf(form, options.fields ?? CLASSIC_FIELDS)) {
    const key = field.name || field;
    if (!scope.contains(field) || seen.has(key)) continue;
    seen.add(key);
    const problem = checkField(rulesOf(field), valueOf(form, field));
    if (!problem) continue;
    showFieldError(field, problem, `${idPrefix}${seen.size}`, options.messageAfter?.(field));
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
