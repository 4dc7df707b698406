/**
 * The Trusted Types policy `islet`: every HTML, script-URL and script sink Islet writes to goes
 * through it, so a site can send `require-trusted-types-for 'script'; trusted-types islet
 * dompurify` (docs/security.md).
 *
 * The policy object never leaves this module, so only Islet's own call sites can mint values,
 * and each of them passes only markup it built from escaped text, markup the sanitiser cleaned,
 * or HTML its own site's server answered (the same trust as the page). Script URLs must pass the
 * URL policy. There is no default policy: a site's other scripts keep failing loudly.
 *
 * Created once, on first use (a page without a sink never registers it). Where the browser has
 * no Trusted Types the helpers hand the string through unchanged.
 */
import { checkUrl } from './url-policy.ts';

interface TrustedTypePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string;
      createScriptURL?: (input: string) => string;
    },
  ): TrustedTypePolicy;
}

export const POLICY_NAME = 'islet';

let policy: TrustedTypePolicy | null | undefined;

function isletPolicy(): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  policy = null;
  if (!factory?.createPolicy) return policy;
  try {
    policy = factory.createPolicy(POLICY_NAME, {
      createHTML: (input) => input,
      createScriptURL(input) {
        const verdict = checkUrl(input, globalThis.location?.href ?? 'https://invalid.invalid/');
        if (!verdict.ok) throw new TypeError(`[islet] script URL refused: ${verdict.reason}`);
        return verdict.url.href;
      },
    });
  } catch (error) {
    // A second copy of Islet on the page, or a header that does not list `islet`: the sinks
    // will be refused by the browser; say why once, here.
    console.warn(
      `[islet] the Trusted Types policy "${POLICY_NAME}" could not be created; allow it in the Content-Security-Policy header (trusted-types ${POLICY_NAME} dompurify).`,
      error,
    );
  }
  return policy;
}

/**
 * A value for an HTML sink (`innerHTML`, `DOMParser.parseFromString`, photoswipe's `html`). It is
 * a TrustedHTML object where the browser has Trusted Types; the sinks take it as they take text,
 * so it is typed as the string the DOM typings expect.
 */
export function trustedHtml(html: string): string {
  return (isletPolicy()?.createHTML(html) as string | undefined) ?? html;
}

/** A value for a script-URL sink (`script.src`, `importScripts`, `Worker`); refuses any URL the policy refuses. */
export function trustedScriptUrl(url: string): string {
  const current = isletPolicy();
  if (current) return current.createScriptURL(url) as string;
  const verdict = checkUrl(url, globalThis.location?.href ?? 'https://invalid.invalid/');
  if (!verdict.ok) throw new TypeError(`[islet] script URL refused: ${verdict.reason}`);
  return verdict.url.href;
}

/** Parses HTML the site's own server answered (a refreshed loop, cart fragments). */
export function parseHtml(
  html: string,
  type: DOMParserSupportedType = 'text/html',
  win: { DOMParser: typeof DOMParser } = globalThis,
): Document {
  return new win.DOMParser().parseFromString(trustedHtml(html), type);
}

/** Replaces `element`'s children with markup Islet built or the site's server answered. */
export function setHtml(element: Element | ShadowRoot, html: string): void {
  element.innerHTML = trustedHtml(html);
}

/** Forgets the policy; tests only, to try the unsupported and the supported browser in one run. */
export function resetTrustedTypesForTests(): void {
  policy = undefined;
}
