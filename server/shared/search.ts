/** The text search of the admin lists and pickers: a case-insensitive "contains". */
export type Contains = { contains: string; mode: "insensitive" };

export function containsText(q: string): Contains {
  return { contains: q, mode: "insensitive" };
}

/** A filter's exact value, whatever its case. */
export function sameText(value: string): { equals: string; mode: "insensitive" } {
  return { equals: value, mode: "insensitive" };
}

/**
 * The rows matching the search `q` in any of the conditions `fields` builds from one `Contains`
 * (e.g. `(c) => [{ title: c }, { operation: { title: c } }]`); no condition at all without a search.
 */
export function searchWhere<Where>(q: string, fields: (contains: Contains) => Where[]): { OR: Where[] } | Record<string, never> {
  return q ? { OR: fields(containsText(q)) } : {};
}
