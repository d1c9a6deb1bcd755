import { queryText } from "./validations/text";

/** Paging, sorting, searching and filtering of the admin tables, carried in the page's address. */
export type SortDirection = "asc" | "desc";

export type TableQuery<S extends string = string, F extends string = string> = {
  q: string;
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDirection;
  filters: Partial<Record<F, string>>;
};

export type TablePage<T> = {
  rows: T[];
  /** Matching rows; when `totalCapped`, only a lower bound (the count stopped there). */
  total: number;
  totalCapped?: boolean;
  hasNextPage?: boolean;
  page: number;
  pageSize: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** A page's `searchParams`, or a route's query. */
export type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Reads the query from search params, falling back to safe defaults for anything unexpected. */
export function parseTableQuery<S extends string, F extends string>(
  params: RawParams,
  options: { sortable: readonly S[]; defaultSort: S; defaultDir?: SortDirection; filters?: readonly F[] },
): TableQuery<S, F> {
  const page = Number.parseInt(first(params.page), 10);
  const size = Number.parseInt(first(params.pageSize), 10);
  const sort = first(params.sort) as S;
  const dir = first(params.dir);
  const filters: Partial<Record<F, string>> = {};
  for (const name of options.filters ?? []) {
    const value = queryText(first(params[name]), 100);
    if (value && value !== "all") filters[name] = value;
  }
  return {
    // Control characters never belong to a search (and one of them separates the searched fields).
    q: queryText(first(params.q), 200),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: options.sortable.includes(sort) ? sort : options.defaultSort,
    dir: dir === "asc" || dir === "desc" ? dir : (options.defaultDir ?? "desc"),
    filters,
  };
}

type QueryOptions<S extends string, F extends string> = Parameters<typeof parseTableQuery<S, F>>[1];

/**
 * One entity's query reader, shared by its admin page (`searchParams`) and its API route (the
 * URL's query), so both read the same sorts, filters and defaults.
 */
export function tableQueryParser<S extends string, F extends string>(options: QueryOptions<S, F>) {
  return (params: RawParams | URLSearchParams): TableQuery<S, F> =>
    parseTableQuery(params instanceof URLSearchParams ? Object.fromEntries(params) : params, options);
}
