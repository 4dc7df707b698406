export interface BusyOptions {
  /** The form's submit buttons. */
  buttons: string;
  /** A class the site's CSS shows the wait with (`elementor-form-waiting`). */
  waitingClass?: string;
  /** A data attribute the original script sets while it sends (`data-atomic-form-submitting`). */
  marker?: string;
}

/**
 * The form waits for an answer: `aria-busy`, its submit buttons disabled, the builder's own class
 * or marker. Returns the release, which gives every button back the state it had.
 */
export function holdForm(form: HTMLFormElement, options: BusyOptions): () => void {
  const buttons = [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(options.buttons)];
  const wasDisabled = buttons.map((button) => button.disabled);
  if (options.waitingClass) form.classList.add(options.waitingClass);
  if (options.marker) form.setAttribute(options.marker, 'true');
  form.setAttribute('aria-busy', 'true');
  for (const button of buttons) button.disabled = true;
  return () => {
    if (options.waitingClass) form.classList.remove(options.waitingClass);
    if (options.marker) form.removeAttribute(options.marker);
    form.removeAttribute('aria-busy');
    buttons.forEach((button, index) => (button.disabled = wasDisabled[index]!));
  };
}
