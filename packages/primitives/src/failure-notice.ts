/**
 * A failure the visitor can see and undo: a message announced by assistive technology
 * (`role="alert"`, since it answers something they did or were waiting for) and a retry button.
 * The content it is about stays as it was; the caller puts the notice next to it.
 */
export interface FailureNotice {
  readonly element: HTMLElement;
  /** New words for the same notice (announced again). */
  say(message: string): void;
  /** Gone, with focus handed to `focusAfter` if the notice had it. */
  remove(focusAfter?: HTMLElement | null): void;
}

export interface FailureNoticeOptions {
  message: string;
  /**
   * The retry button's text.
   * @default 'Try again'
   */
  retryLabel?: string;
  onRetry: () => void;
  /** Added beside `islet-failure-notice`, for a site's own notice styles. */
  className?: string;
}

export const RETRYING = 'Trying again…';

export function createFailureNotice(doc: Document, options: FailureNoticeOptions): FailureNotice {
  const element = doc.createElement('div');
  element.className = ['islet-failure-notice', options.className].filter(Boolean).join(' ');
  element.setAttribute('role', 'alert');
  const text = doc.createElement('span');
  text.textContent = options.message;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'islet-failure-notice__retry';
  retry.textContent = options.retryLabel ?? 'Try again';
  retry.addEventListener('click', () => {
    text.textContent = RETRYING;
    options.onRetry();
  });
  element.append(text, ' ', retry);
  return {
    element,
    say(message) {
      text.textContent = message;
    },
    remove(focusAfter) {
      const hadFocus = element.contains(doc.activeElement);
      element.remove();
      if (hadFocus) focusAfter?.focus();
    },
  };
}
