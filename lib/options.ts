/** One choice of an admin picker or select: the value (a row's id, a status…) and what the admin reads. */
export type Option = { value: string; label: string };

/** The choices of a select over a closed set of values, in their order, each with its Spanish label. */
function labelledOptions<V extends string>(values: readonly V[], labels: Record<V, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * A closed set of codes written once, in their order, each with its Spanish label: the codes (for
 * zod's enum and the server's checks), the labels by code and the choices of a select.
 */
export function labelledCodes<C extends string>(labels: Record<C, string>) {
  const codes: readonly [C, ...C[]] = Object.keys(labels) as [C, ...C[]];
  return { codes, labels, options: labelledOptions(codes, labels) };
}

/** What a picker asks for: a text to search, or the ids of values already chosen (to show their labels). */
export type OptionQuery = { q?: string; ids?: string[] };

/** At most this many choices per answer: the picker searches, it never lists everything. */
export const OPTION_LIMIT = 20;

/** Longer search texts are cut to this length. */
export const OPTION_QUERY_MAX = 100;

/** The endpoints of the admin pickers (GET, `?q=` and repeated `?id=`; answer `{ options }`). */
export const OPTION_ENDPOINTS = {
  operations: "/api/options/operations",
  investors: "/api/options/investors",
  people: "/api/options/people",
  /** Committed or liquidated participations of any operation (a bank credit's assignment). */
  payableParticipations: "/api/options/participations",
  /** The participations of operation `id`. */
  participations: (operationId: string) => `/api/options/operations/${encodeURIComponent(operationId)}/investments`,
} as const;

/** The query string of an option request. */
export function optionSearchParams(query: OptionQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const id of query.ids ?? []) params.append("id", id);
  return params;
}

/** An option query read back from a request URL (no `id` at all means: search, do not resolve). */
export function optionQueryOf(params: URLSearchParams): OptionQuery {
  return { q: params.get("q") ?? undefined, ...(params.has("id") ? { ids: params.getAll("id") } : {}) };
}
