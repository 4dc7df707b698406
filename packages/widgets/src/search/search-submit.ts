import type { BehaviourContext } from '@islet/core';
import { allowedUrl } from '@islet/primitives';

/**
 * Where submitting the search goes, as the browser's own GET submission: the form's action (Pro
 * prints the home URL) with its query replaced by the fields, in document order: `s`, then the
 * hidden `e_search_props` (`<widget id>-<post id>`, which tells the results page which widget's
 * query to use). `null` when the URL policy refuses the action.
 */
export function searchSubmitUrl(
  action: string,
  fields: Iterable<[string, string]>,
  base: string,
  warn: (message: string) => void,
): string | null {
  const checked = allowedUrl(action || base, base, warn, 'the search form action');
  if (checked === null) return null;
  const url = new URL(checked);
  url.search = new URLSearchParams([...fields]).toString();
  url.hash = '';
  return url.href;
}

/**
 * Enter or the submit button (`.e-search-submit`): the results page of the original,
 * `/?s=<term>&e_search_props=<widget id>-<post id>`, reached through the URL policy. A form the
 * page prints with `method="post"` is left to the browser.
 */
export function connectSubmit(form: HTMLFormElement, ctx: BehaviourContext, before: () => void) {
  const win = form.ownerDocument.defaultView!;
  form.addEventListener(
    'submit',
    (event) => {
      if (event.defaultPrevented || form.method.toLowerCase() !== 'get') return;
      event.preventDefault();
      const fields: [string, string][] = [];
      for (const [name, value] of new win.FormData(form))
        if (typeof value === 'string') fields.push([name, value]);
      const target = searchSubmitUrl(
        form.getAttribute('action') ?? '',
        fields,
        form.ownerDocument.baseURI,
        ctx.warn,
      );
      if (target === null) return;
      before();
      win.location.assign(target);
    },
    { signal: ctx.signal },
  );
}
