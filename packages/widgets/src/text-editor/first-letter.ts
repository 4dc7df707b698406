/**
 * Splits a paragraph's leading text into the drop-cap letter and the rest, as the builder does:
 * leading spaces are skipped, the letter is one character (a whole emoji or astral letter, which
 * the original cut in half). Undefined when the text has no letter to lift.
 */
export function splitFirstLetter(
  text: string,
): { lead: string; letter: string; rest: string } | undefined {
  const match = /^[\s\u00a0]*/.exec(text);
  const lead = match ? match[0] : '';
  const [letter] = Array.from(text.slice(lead.length));
  if (!letter) return undefined;
  return { lead, letter, rest: text.slice(lead.length + letter.length) };
}
