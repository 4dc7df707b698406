import { isPlainObject, parseJson } from './safe-json.ts';

/**
 * The hash of an action link: atomic elements (builder 4.x) with the link's tag set to `button`
 * print it in `data-action-link` instead of `href`.
 */
export const actionHashOf = (link: Element): string =>
  link.getAttribute('data-action-link') ?? link.getAttribute('href') ?? '';

/** Every action link of the builder `builder`: in `href` or `data-action-link`, `#` or `%23`. */
export function actionLinkSelector(builder: string): string {
  return ['a[href^="#', 'a[href^="%23', '[data-action-link^="#', '[data-action-link^="%23']
    .map((start) => `${start}${builder}-action"]`)
    .join(', ');
}

export type ActionLink =
  { ok: true; action: string; settings: Record<string, unknown> } | { ok: false; error: string };

/**
 * Parses `#{builder}-action:action={name}&settings={base64 JSON}`, plain or percent-encoded.
 * Returns `null` for any other href. Unlike the original, a missing settings part means `{}`.
 */
export function parseActionLink(href: string, builder: string): ActionLink | null {
  const prefix = `#${builder}-action:`;
  const encodedPrefix = `%23${builder}-action`;
  if (!href.startsWith(`#${builder}-action`) && !href.startsWith(encodedPrefix)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    return { ok: false, error: 'the link is not valid percent-encoding' };
  }
  if (!decoded.startsWith(prefix)) return { ok: false, error: 'the link has no action' };
  const params = decoded.slice(prefix.length);
  const match = /^action=([^&]+)(?:&settings=(.*))?$/s.exec(params);
  if (!match) return { ok: false, error: 'the link has no action name' };
  const action = match[1]!;
  const encoded = match[2];
  if (encoded === undefined || encoded === '') return { ok: true, action, settings: {} };
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  } catch {
    return { ok: false, error: `settings of "${action}" are not valid base64` };
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: `settings of "${action}" are not valid UTF-8` };
  }
  const parsed = parseJson(json);
  if (!parsed.ok) return { ok: false, error: `settings of "${action}" are not valid JSON` };
  if (!isPlainObject(parsed.value)) {
    return { ok: false, error: `settings of "${action}" are not a JSON object` };
  }
  return { ok: true, action, settings: parsed.value };
}
