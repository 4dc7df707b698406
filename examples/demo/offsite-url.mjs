// @ts-check

/** Path prefix under which the demo server answers for every other host. */
export const OFFSITE_PREFIX = '/__offsite/';

// `https://host`, `http://host` or `//host`. The host stops at the path, query or fragment, and
// at anything that cannot be in a host but can follow a URL in markup or CSS (quotes, `)`, `,`,
// whitespace, and the `&` of an entity such as `&quot;`).
const HOST = String.raw`(?:https?:)?//([^/?#\\\s'"()<>,&]+)`;
const WHOLE_URL = new RegExp(`^(\\s*)${HOST}`, 'i');
const SRCSET_URL = new RegExp(`(^|,)(\\s*)${HOST}`, 'gi');
// In CSS: after `url(` with an optional quote, or right after a quote (`@import "…"`,
// `image-set("…")`). Quotes may be entities when the CSS sits in a `style` attribute.
const QUOTE = String.raw`(?:["']|&quot;|&#0*34;|&#x0*22;|&apos;|&#0*39;|&#x0*27;)`;
const CSS_URL = new RegExp(`(url\\(\\s*${QUOTE}?\\s*|${QUOTE})${HOST}`, 'gi');

/**
 * Rewrites absolute URLs to other hosts into same-origin `/__offsite/{host}/{path}?{query}`
 * paths. Only the scheme and host are replaced; the path, query and fragment are kept byte for
 * byte, so entities such as `&amp;` in the original markup stay valid.
 */
export class OffsiteUrlRewriter {
  /** How many URLs were rewritten so far. */
  count = 0;

  /** @param {string} ownHost host (and port) of the demo server; its URLs are left as they are */
  constructor(ownHost = '') {
    this.ownHost = ownHost.toLowerCase();
  }

  /**
   * An attribute holding one URL (`src`, `href`, `poster`…).
   *
   * @param {string} value raw attribute text
   */
  url(value) {
    const match = WHOLE_URL.exec(value);
    if (!match) return value;
    const [whole, lead = '', host = ''] = match;
    return this.#replace(value, match.index, whole.length, lead, host);
  }

  /**
   * A `srcset`: each candidate's URL, however many there are.
   *
   * @param {string} value raw attribute text
   */
  srcset(value) {
    return value.replace(SRCSET_URL, (whole, comma, space, host, offset) =>
      this.#rewrite(value, offset + whole.length, `${comma}${space}`, host, whole),
    );
  }

  /**
   * CSS text from a `<style>` element or a `style` attribute.
   *
   * @param {string} css
   */
  css(css) {
    return css.replace(CSS_URL, (whole, opening, host, offset) =>
      this.#rewrite(css, offset + whole.length, opening, host, whole),
    );
  }

  /**
   * @param {string} source
   * @param {number} index where the match starts
   * @param {number} length of the match
   * @param {string} lead text kept before the URL
   * @param {string} host
   */
  #replace(source, index, length, lead, host) {
    const after = index + length;
    const replaced = this.#rewrite(source, after, lead, host, source.slice(index, after));
    return source.slice(0, index) + replaced + source.slice(after);
  }

  /**
   * @param {string} source
   * @param {number} after index just past the host in `source`
   * @param {string} lead text kept before the URL
   * @param {string} rawHost
   * @param {string} original the matched text, returned when the URL is not rewritten
   */
  #rewrite(source, after, lead, rawHost, original) {
    // Credentials are not part of the host (`//user:pass@host`).
    const host = rawHost.slice(rawHost.lastIndexOf('@') + 1).toLowerCase();
    if (host === '' || host === this.ownHost) return original;
    this.count++;
    const slash = source[after] === '/' ? '' : '/';
    return `${lead}${OFFSITE_PREFIX}${host}${slash}`;
  }
}
