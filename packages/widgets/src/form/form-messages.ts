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

/**
 * The form's message from the server, as Pro's form script shows it: as markup, since the server
 * joins several errors with `<br>` (`ajax-handler.php`, `implode( '<br>', … )`). Only the line
 * breaks and the text are kept: the message passes the one sanitiser (`sanitizeMessageHtml`,
 * DOMPurify, which parses through its own Trusted Types policy and returns nodes, never a string
 * for a sink), then every element but `<br>` gives way to its text, so no script, handler,
 * attribute or link survives. Plain text (the usual message) is written at once; markup waits
 * for the sanitiser's chunk, loaded only then. `svgIcons`: the builder's `e_font_icon_svg`.
 */
export function showFormMessage(
  form: HTMLFormElement,
  kind: 'success' | 'danger',
  text: string,
  svgIcons = false,
) {
  const message = form.ownerDocument.createElement('div');
  message.className = `elementor-message elementor-message-${kind}`;
  // Pro's form script marks a success this way when the builder inlines its icons as SVG
  // (`e_font_icon_svg`): the style sheet then draws the check from an SVG, not the icon font,
  // which such a page may not load.
  if (svgIcons && kind === 'success') message.classList.add('elementor-message-svg');
  message.setAttribute('role', kind === 'danger' ? 'alert' : 'status');
  if (!/[<&]/.test(text)) {
    message.textContent = text;
    form.append(message);
    return;
  }
  // In its place at once, so a later submit's `clearMessages` finds and removes it, but hidden
  // until filled: an empty message box (an empty alert) would show while the chunk loads.
  message.hidden = true;
  form.append(message);
  const fill = (content: Node[]) => {
    // A later submit may have cleared it meanwhile.
    if (!message.isConnected) return;
    message.replaceChildren(...content);
    message.hidden = false;
  };
  void import('@islet/primitives/sanitize').then(
    ({ sanitizeMessageHtml }) => fill([onlyLineBreaks(sanitizeMessageHtml(text))]),
    // Without the sanitiser the markup is not parsed: the breaks as breaks, the rest as text.
    () => fill(textWithBreaks(message, text)),
  );
}

/** Every element but `<br>` replaced by its children (what the sanitiser left of it: text). */
export function onlyLineBreaks(fragment: DocumentFragment): DocumentFragment {
  for (const element of [...fragment.querySelectorAll('*')].reverse())
    if (element.localName === 'br')
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
    else element.replaceWith(...element.childNodes);
  return fragment;
}

function textWithBreaks(message: HTMLElement, text: string): Node[] {
  const doc = message.ownerDocument;
  return text
    .split(/<br\s*\/?>/i)
    .flatMap((part, i) =>
      i ? [doc.createElement('br'), doc.createTextNode(part)] : [doc.createTextNode(part)],
    );
}
