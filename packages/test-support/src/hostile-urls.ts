/**
 * Hostile URL variants for the URL-sink fuzzers (unit, DOM and browser tests): a script scheme
 * dressed up the ways a parser forgives: any letter case, C0 controls and spaces before it, tabs
 * and newlines inside it (the URL parser deletes them), and, for values that pass through an HTML
 * attribute, character references for any of its letters.
 */
import fc from 'fast-check';

/** The seed every run starts with; a failing random seed is printed by fast-check to replay. */
export const FIXED_SEED = 25;

/**
 * The seeds a fuzz property runs with. The suite is deterministic: the fixed seed, plus seeds that
 * once found a bug (kept as regression cases). `ISLET_FUZZ_SEED=<n>` adds one seed to replay, and
 * `ISLET_FUZZ_SEED=random` a fresh one per run, for exploring (`pnpm run test:fuzz`).
 */
export function fuzzSeeds(...regressions: number[]): number[] {
  const wanted = typeof process === 'undefined' ? undefined : process.env.ISLET_FUZZ_SEED;
  const extra =
    wanted === 'random'
      ? [Math.floor(Math.random() * 2 ** 31)]
      : wanted && Number.isInteger(Number(wanted))
        ? [Number(wanted)]
        : [];
  return [FIXED_SEED, ...regressions, ...extra];
}

const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'data'] as const;

/** What the payload body does when it runs: calls the test's probe in the top window. */
export const PROBE_BODY = 'void(top.__isletPwned&&top.__isletPwned())';

const leading = fc.array(
  fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001f', ' ', '\t', '\n', '\r', '\u000c'),
  { maxLength: 4 },
);
const inner = fc.constantFrom('\t', '\n', '\r');

/** One scheme with random case and deleted-by-the-parser characters spliced in. */
function dressedScheme(scheme: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      leading,
      fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
      fc.array(fc.option(inner, { freq: 3 }), {
        minLength: scheme.length,
        maxLength: scheme.length,
      }),
      fc.option(inner, { freq: 3 }),
    )
    .map(([lead, upper, splice, beforeColon]) => {
      const letters = [...scheme].map(
        (letter, index) => (upper[index] ? letter.toUpperCase() : letter) + (splice[index] ?? ''),
      );
      return `${lead.join('')}${letters.join('')}${beforeColon ?? ''}:`;
    });
}

/** A hostile URL as plain text (settings, JSON replies, the URL hash after decoding). */
export function hostileUrl(body: string = PROBE_BODY): fc.Arbitrary<string> {
  return fc
    .constantFrom(...SCRIPT_SCHEMES)
    .chain((scheme) =>
      dressedScheme(scheme).map((prefix) =>
        scheme === 'data' ? `${prefix}text/html,<script>${body}</script>` : `${prefix}${body}`,
      ),
    );
}

/**
 * The same, written for an HTML attribute: some letters as decimal or hexadecimal character
 * references, `:` as `&colon;` or `&#58;`; the HTML parser turns them back into the text above.
 */
export function hostileAttributeUrl(body: string = PROBE_BODY): fc.Arbitrary<string> {
  // No NUL: the HTML parser turns it into U+FFFD, which leaves a harmless relative URL.
  return hostileUrl(body).chain((text) => {
    const url = text.replaceAll('\u0000', '');
    const colon = url.indexOf(':');
    const head = url.slice(0, colon + 1);
    return fc
      .array(fc.constantFrom('plain', 'decimal', 'hex', 'named'), {
        minLength: head.length,
        maxLength: head.length,
      })
      .map((forms) => {
        const encoded = [...head]
          .map((char, index) => {
            const form = forms[index];
            const code = char.codePointAt(0)!;
            if (char === ':' && form === 'named') return '&colon;';
            if (form === 'decimal') return `&#${code};`;
            if (form === 'hex') return `&#x${code.toString(16)};`;
            return char === '&' ? '&amp;' : char === '"' ? '&quot;' : char;
          })
          .join('');
        return (
          encoded +
          url
            .slice(colon + 1)
            .replace(/&/g, '&amp;')
            .replace(/"/g, '&quot;')
        );
      });
  });
}
