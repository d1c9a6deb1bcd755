import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { tableQueryParser, type SortDirection, type TablePage, type TableQuery } from "@/lib/table-query";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { searchWhere, type Contains } from "./search";

/**
 * Counting stops after this many matches and the list says "más de 1.000": an exact count reads
 * every matching row, so its cost would grow with the table while a page's does not.
 */
export const COUNT_LIMIT = 1_000;

type Window = { orderBy: Record<string, SortDirection>[]; skip: number; take: number };

/**
 * One page of an admin list. Rows are sorted by the chosen column, then by id in the same
 * direction, so one (column, id) index serves both directions. One row more than the page is read
 * to know whether a next page exists once the count has stopped.
 */
async function readPage<Row, Dto>(
  query: TableQuery,
  read: (window: Window) => Promise<Row[]>,
  count: (limit: { take: number }) => Promise<number>,
  toDto: (row: Row) => Dto,
): Promise<TablePage<Dto>> {
  const window: Window = {
    orderBy: [{ [query.sort]: query.dir }, { id: query.dir }],
    skip: (query.page - 1) * query.pageSize,
    take: query.pageSize + 1,
  };
  const [rows, counted] = await Promise.all([read(window), count({ take: COUNT_LIMIT + 1 })]);
  const totalCapped = counted > COUNT_LIMIT;
  return {
    rows: rows.slice(0, query.pageSize).map(toDto),
    total: totalCapped ? COUNT_LIMIT : counted,
    totalCapped,
    hasNextPage: rows.length > query.pageSize,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The rows of an admin list: those matching the search (when there is one) and every filter. */
type ListWhere<Search, Filter> = { AND: ({ OR: Search[] } | Record<string, never> | Filter)[] };

/**
 * One admin list, declared once: the columns it sorts by and the filters it reads (`parse`, the
 * query reader its admin page and its API route share), where its search looks, the conditions its
 * filters set, and how it reads and counts its rows. `page` answers one page of it to an admin, and
 * to nobody else.
 */
export function adminList<S extends string, F extends string, Search, Filter, Row, Dto>(list: {
  sortable: readonly S[];
  defaultSort: NoInfer<S>;
  filters: readonly F[];
  /** The conditions a search matches in (any of them), made from one case-insensitive "contains". */
  search: (contains: Contains) => Search[];
  /** The conditions the query's filters set (all of them hold). */
  filter: (filters: TableQuery<S, F>["filters"]) => Filter[];
  rows: (db: PrismaClient, args: { where: ListWhere<Search, Filter> } & Window) => Promise<Row[]>;
  count: (db: PrismaClient, args: { where: ListWhere<Search, Filter>; take: number }) => Promise<number>;
  toDto: (row: Row, actor: Actor) => Dto;
  /** Adds to a page what its rows show besides their own columns (e.g. the downloads of their file). */
  annotate?: (page: TablePage<Dto>) => Promise<TablePage<Dto>>;
}) {
  const { sortable, defaultSort, filters } = list;
  /** The rows the query's search and filters select (the page's, and an export's of the whole list). */
  const where = (query: TableQuery<S, F>): ListWhere<Search, Filter> => ({
    AND: [searchWhere(query.q, list.search), ...list.filter(query.filters)],
  });
  return {
    parse: tableQueryParser({ sortable, defaultSort, filters }),
    where,
    async page(actor: Actor | null, query: TableQuery<S, F>): Promise<TablePage<Dto>> {
      assertAdmin(actor);
      const db = await prisma();
      const rows = where(query);
      const page = await readPage(
        query,
        (window) => list.rows(db, { where: rows, ...window }),
        (limit) => list.count(db, { where: rows, ...limit }),
        (row) => list.toDto(row, actor),
      );
      return list.annotate ? list.annotate(page) : page;
    },
  };
}
