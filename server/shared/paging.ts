import "server-only";
import type { SortDirection, TablePage, TableQuery } from "@/lib/table-query";

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
export async function readPage<Row, Dto>(
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
