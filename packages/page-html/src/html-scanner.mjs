// @ts-check

/**
 * @typedef {object} HtmlAttribute offsets index the scanned string; values are raw (not decoded)
 * @property {string} name lowercased
 * @property {string | null} value the raw text between the quotes, or `null` for a bare attribute
 * @property {number} start where the name starts
 * @property {number} end after the closing quote or the last value character
 * @property {number} valueStart where the value starts (inside the quotes); `end` when no value
 * @property {number} valueEnd where the value ends (before the closing quote); `end` when no value
 *
 * @typedef {object} StartTag
 * @property {'start'} type
 * @property {string} name lowercased
 * @property {HtmlAttribute[]} attributes
 * @property {number} start at `<`
 * @property {number} end after `>`
 * @property {{ start: number, end: number } | null} text
 *   for raw-text elements (script, style, textarea, title…): the content up to the closing tag
 * @property {number} elementEnd after the closing tag of a raw-text element; `end` otherwise
 *
 * @typedef {object} OtherToken
 * @property {'end' | 'comment' | 'text'} type `comment` also covers doctypes and bogus comments
 * @property {string} name lowercased tag name for `end`, '' otherwise
 * @property {number} start
 * @property {number} end
 *
 * @typedef {StartTag | OtherToken} HtmlToken
 */

// Elements whose content the tokenizer reads as text up to the matching end tag. `noscript` is
// left out on purpose: its content is markup to any parser without scripting, and rewriting the
// URLs inside it is harmless either way.
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);

const WHITESPACE = /[\t\n\f\r ]/;
const LETTER = /[A-Za-z]/;

/**
 * Splits HTML into tags, comments and text the way the HTML tokenizer does for the cases real
 * pages contain: quoted, single-quoted and unquoted attributes (a `>` inside quotes does not end
 * a tag), uppercase names, comments, and raw-text elements whose content (JS with `'</div>'`
 * strings, CSS) is not markup. A regex over tags gets each of those wrong on some page.
 * Not modelled: the script-data escape states (`<!--` inside a script) and foreign content.
 * Every character of the input belongs to exactly one token, so joining the tokens' slices gives
 * the input back.
 *
 * @param {string} html
 * @returns {Generator<HtmlToken>}
 */
export function* scanHtml(html) {
  const length = html.length;
  let position = 0;
  while (position < length) {
    const open = html.indexOf('<', position);
    if (open === -1) break;
    const next = html[open + 1] ?? '';
    /** @type {HtmlToken | null} */
    let token = null;
    if (LETTER.test(next)) {
      token = readStartTag(html, open);
    } else if (next === '/') {
      const after = html[open + 2] ?? '';
      if (LETTER.test(after)) token = readEndTag(html, open);
      else if (after !== '') token = bogusComment(html, open, open + 2);
    } else if (next === '!') {
      token = html.startsWith('<!--', open)
        ? readComment(html, open)
        : bogusComment(html, open, open + 2);
    } else if (next === '?') {
      token = bogusComment(html, open, open + 1);
    }
    if (token === null) {
      // A `<` that starts nothing is text.
      yield text(position, open + 1);
      position = open + 1;
      continue;
    }
    if (open > position) yield text(position, open);
    yield token;
    position = token.type === 'start' ? token.elementEnd : token.end;
  }
  if (position < length) yield text(position, length);
}

/**
 * @param {number} start
 * @param {number} end
 * @returns {OtherToken}
 */
function text(start, end) {
  return { type: 'text', name: '', start, end };
}

/**
 * @param {string} html
 * @param {number} start at `<`
 * @param {number} from where the comment text starts
 * @returns {OtherToken}
 */
function bogusComment(html, start, from) {
  const close = html.indexOf('>', from);
  return { type: 'comment', name: '', start, end: close === -1 ? html.length : close + 1 };
}

/**
 * @param {string} html
 * @param {number} start at `<!--`
 * @returns {OtherToken}
 */
function readComment(html, start) {
  // `<!-->` and `<!--->` close at once; otherwise `-->` or `--!>` does.
  if (html[start + 4] === '>') return { type: 'comment', name: '', start, end: start + 5 };
  if (html.startsWith('->', start + 4)) return { type: 'comment', name: '', start, end: start + 6 };
  const close = /--!?>/g;
  close.lastIndex = start + 4;
  const match = close.exec(html);
  const end = match ? match.index + match[0].length : html.length;
  return { type: 'comment', name: '', start, end };
}

/**
 * @param {string} html
 * @param {number} position at the first character of the name
 */
function readName(html, position) {
  let end = position;
  while (
    end < html.length &&
    !WHITESPACE.test(html[end] ?? '') &&
    html[end] !== '/' &&
    html[end] !== '>'
  ) {
    end++;
  }
  return { name: html.slice(position, end).toLowerCase(), end };
}

/**
 * Reads attributes up to the `>` that ends the tag.
 *
 * @param {string} html
 * @param {number} position just after the tag name
 * @returns {{ attributes: HtmlAttribute[], end: number }} `end` is after `>`, or the input's length
 */
function readAttributes(html, position) {
  const length = html.length;
  /** @type {HtmlAttribute[]} */
  const attributes = [];
  let p = position;
  for (;;) {
    while (p < length && (WHITESPACE.test(html[p] ?? '') || html[p] === '/')) p++;
    if (p >= length) return { attributes, end: length };
    if (html[p] === '>') return { attributes, end: p + 1 };

    const start = p;
    // The first character may be `=`; after it, `=` ends the name.
    p++;
    while (p < length && !/[\t\n\f\r />=]/.test(html[p] ?? '')) p++;
    const name = html.slice(start, p).toLowerCase();
    let q = p;
    while (q < length && WHITESPACE.test(html[q] ?? '')) q++;
    if (html[q] !== '=') {
      attributes.push({ name, value: null, start, end: p, valueStart: p, valueEnd: p });
      continue;
    }
    q++;
    while (q < length && WHITESPACE.test(html[q] ?? '')) q++;
    const quote = html[q];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, q + 1);
      const valueEnd = close === -1 ? length : close;
      const end = close === -1 ? length : close + 1;
      attributes.push({
        name,
        value: html.slice(q + 1, valueEnd),
        start,
        end,
        valueStart: q + 1,
        valueEnd,
      });
      p = end;
    } else {
      let end = q;
      while (end < length && !WHITESPACE.test(html[end] ?? '') && html[end] !== '>') end++;
      attributes.push({
        name,
        value: html.slice(q, end),
        start,
        end,
        valueStart: q,
        valueEnd: end,
      });
      p = end;
    }
  }
}

/**
 * @param {string} html
 * @param {number} start at `<`
 * @returns {StartTag}
 */
function readStartTag(html, start) {
  const { name, end: nameEnd } = readName(html, start + 1);
  const { attributes, end } = readAttributes(html, nameEnd);
  if (!RAW_TEXT.has(name) || end >= html.length) {
    return { type: 'start', name, attributes, start, end, text: null, elementEnd: end };
  }
  // Only `</name` followed by whitespace, `/` or `>` closes, in any case; `</div>` or `</scr` +
  // `ipt>` inside a script does not.
  const closer = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
  closer.lastIndex = end;
  const match = closer.exec(html);
  if (!match) {
    return {
      type: 'start',
      name,
      attributes,
      start,
      end,
      text: { start: end, end: html.length },
      elementEnd: html.length,
    };
  }
  const closing = readEndTag(html, match.index);
  return {
    type: 'start',
    name,
    attributes,
    start,
    end,
    text: { start: end, end: match.index },
    elementEnd: closing.end,
  };
}

/**
 * @param {string} html
 * @param {number} start at `</`
 * @returns {OtherToken}
 */
function readEndTag(html, start) {
  const { name, end: nameEnd } = readName(html, start + 2);
  // End tags may carry (ignored) attributes, and their quotes still hide a `>`.
  const { end } = readAttributes(html, nameEnd);
  return { type: 'end', name, start, end };
}

/**
 * The raw value of an attribute, or `null` when the tag does not have it. The first occurrence
 * wins, as in the HTML parser.
 *
 * @param {StartTag} tag
 * @param {string} name lowercased
 */
export function attributeValue(tag, name) {
  for (const attribute of tag.attributes) if (attribute.name === name) return attribute.value ?? '';
  return null;
}
