/**
 * How `islet audit` asks a site for a page or a file. Node's own `fetch` calls itself `node` and
 * accepts anything. A site's firewall may refuse that client, and a server that chooses by the
 * request's headers would answer what no visitor gets: the desktop page where it tells phones
 * apart (WordPress's `wp_is_mobile()`), the original image where it sends WebP to browsers that
 * accept it. So the audit asks as a browser does, and names itself at the end of the user agent.
 */

/** A desktop Chromium's user agent, with the audit's own name: what the plain audit sends. */
export const AUDIT_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 islet-audit';

/** What a browser accepts when it navigates to a page. */
export const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** How long one request to the site may take before the audit gives up on it. */
const TIMEOUT_MS = 15_000;

export interface SiteRequest {
  /** @default AUDIT_USER_AGENT */
  userAgent?: string;
  /** @default '*\/*' */
  accept?: string;
  /** Sent only when given: the languages a browser under test asked for. */
  acceptLanguage?: string;
}

/** One request to the site, with a browser's headers and the audit's timeout. */
export function fetchFromSite(url: string | URL, request: SiteRequest = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'user-agent': request.userAgent ?? AUDIT_USER_AGENT,
    accept: request.accept ?? '*/*',
  };
  if (request.acceptLanguage) headers['accept-language'] = request.acceptLanguage;
  return fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
}
