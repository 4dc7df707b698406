/**
 * Archive scroll (spec §2): `theme_template_id={digits}` in the page URL names the theme
 * template to bring to the middle of the viewport. The original's `(\d*)` accepted an empty id;
 * at least one digit is required here (loop-and-filter.md §11).
 */
export type TemplateIdParse =
  { kind: 'absent' } | { kind: 'malformed'; value: string } | { kind: 'id'; id: string };

export function parseTemplateId(search: string): TemplateIdParse {
  const value = new URLSearchParams(search).get('theme_template_id');
  if (value === null) return { kind: 'absent' };
  return /^\d+$/.test(value) ? { kind: 'id', id: value } : { kind: 'malformed', value };
}

/**
 * The scroll position that puts the element's top edge at the viewport's vertical middle, as
 * the original's `offset().top - innerHeight / 2`, never above the page's top.
 */
export function middleScrollTop(elementTop: number, scrollY: number, innerHeight: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - innerHeight / 2));
}
