/** The text search of the admin lists: a case-insensitive "contains" over the fields each list names. */
export type Contains = { contains: string; mode: "insensitive" };

/**
 * The rows matching the search `q` in any of the conditions `fields` builds from one `Contains`
 * (e.g. `(c) => [{ title: c }, { operation: { title: c } }]`); no condition at all without a search.
 */
export function searchWhere<Where>(q: string, fields: (contains: Contains) => Where[]): { OR: Where[] } | Record<string, never> {
  return q ? { OR: fields({ contains: q, mode: "insensitive" }) } : {};
}
