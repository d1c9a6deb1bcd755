/** The public list's filters (docs/specification.md §5), applied on the client over the full list. */
export type OperationFilters = { search: string; province: string; status: string };

export const ALL = "all";
export const EMPTY_FILTERS: OperationFilters = { search: "", province: ALL, status: ALL };

type Filterable = { title: string; province: string; status: string };

function matchesExactly(value: string, wanted: string): boolean {
  return wanted === "" || wanted === ALL || value.toLowerCase() === wanted.toLowerCase();
}

export function matchesFilters(operation: Filterable, filters: OperationFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  const searchHit = search === "" || operation.title.toLowerCase().includes(search) || operation.province.toLowerCase().includes(search);
  return searchHit && matchesExactly(operation.province, filters.province) && matchesExactly(operation.status, filters.status);
}

export function filterOperations<T extends Filterable>(operations: readonly T[], filters: OperationFilters): T[] {
  return operations.filter((operation) => matchesFilters(operation, filters));
}
