/**
 * The joins a loop filter can ask for, with their separators in the URL (spec §9, Pro's
 * `query-constants.js`). `DISABLED` means single selection: no join is stored and the server
 * runs it as AND.
 */
export type Join = 'AND' | 'OR' | 'NOT';
export type FilterOperator = Join | 'DISABLED';

export const SEPARATOR: Readonly<Record<Join, string>> = { AND: '+', OR: '~', NOT: '!' };

/** The value meaning "no filter": the All button. */
export const ALL_TERMS = '__all';

/**
 * Spec §5: the operator is AND or OR only with multiple selection; anything else is DISABLED.
 * From the taxonomy filter's typed settings (`multiple_selection` a switch).
 */
export function filterOperator(settings: {
  multiple_selection?: boolean | undefined;
  logical_combination?: string | undefined;
}): FilterOperator {
  const logic = settings.logical_combination;
  return settings.multiple_selection && (logic === 'AND' || logic === 'OR') ? logic : 'DISABLED';
}
