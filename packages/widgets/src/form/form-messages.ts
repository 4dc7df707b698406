/**
 * The builder's message markup, so the site's form CSS styles Islet's messages like its own. In
 * the classic form the message closes the field's group (marked `elementor-error`); with `after`
 * (the atomic form, whose fields have no group) it goes right after that element.
 */
export function showFieldError(field: HTMLElement, message: string, id: string, after?: Element) {
  const help = field.ownerDocument.createElement('span');
  help.className =
    'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline';
  help.id = id;
  help.setAttribute('role', 'alert');
  help.textContent = message;
  if (after) after.after(help);
  else {
    const group = field.closest('.elementor-field-group') ?? field.parentElement!;
    group.classList.add('elementor-error');
    group.append(help);
  }
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute(
    'aria-describedby',
    [field.getAttribute('aria-describedby'), id].filter(Boolean).join(' '),
  );
}

export function clearMessages(form: HTMLFormElement) {
  for (const message of form.querySelectorAll('.elementor-message')) message.remove();
  for (const group of form.querySelectorAll('.elementor-error'))
    group.classList.remove('elementor-error');
  for (const field of form.querySelectorAll('[aria-invalid]')) {
    field.removeAttribute('aria-invalid');
    const kept = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((token) => token && !token.startsWith('islet-form-error-'));
    if (kept.length) field.setAttribute('aria-describedby', kept.join(' '));
    else field.removeAttribute('aria-describedby');
  }
}

export function showFormMessage(form: HTMLFormElement, kind: 'success' | 'danger', text: string) {
  const message = form.ownerDocument.createElement('div');
  message.className = `elementor-message elementor-message-${kind}`;
  message.setAttribute('role', kind === 'danger' ? 'alert' : 'status');
  message.textContent = text;
  form.append(message);
}
