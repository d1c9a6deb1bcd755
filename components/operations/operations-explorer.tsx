"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ALL, EMPTY_FILTERS, filterOperations, type OperationFilters } from "@/lib/operation-filters";
import { OPERATION_STATUS_LABELS, PROVINCE_LABELS, PUBLIC_PROVINCES, PUBLIC_STATUS_FILTER } from "@/lib/operation-status";

/** What the filters look at; the cards themselves stay server-rendered (no card code in the browser). */
export type FilterableOperation = { id: string; title: string; province: string; status: string };

type Choice = readonly [value: string, label: string];

/** The filter card's selects: "all" first, then each choice. The four public provinces all have a label. */
const SELECTS: { key: "province" | "status"; label: string; allLabel: string; choices: Choice[] }[] = [
  {
    key: "province",
    label: "Provincia",
    allLabel: "Todas las provincias",
    choices: PUBLIC_PROVINCES.map((p) => [p, PROVINCE_LABELS[p] ?? p]),
  },
  {
    key: "status",
    label: "Estado",
    allLabel: "Todos los estados",
    choices: PUBLIC_STATUS_FILTER.map((s) => [s, OPERATION_STATUS_LABELS[s]]),
  },
];

const VisibleIds = createContext<ReadonlySet<string> | null>(null);

/**
 * The filter card and the grid of /operations; filtering happens here, over the full list
 * (docs/specification.md §2). The grid's cards arrive as children, rendered on the server, each in a
 * <FilteredItem> that shows it while it matches.
 */
export function OperationsExplorer({ operations, children }: { operations: FilterableOperation[]; children: ReactNode }) {
  const [filters, setFilters] = useState<OperationFilters>(EMPTY_FILTERS);
  const visible = useMemo(() => new Set(filterOperations(operations, filters).map((operation) => operation.id)), [operations, filters]);
  const set = (patch: Partial<OperationFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <>
      <div className="mb-8 rounded-xl border border-border bg-card p-4 shadow-sm" role="search">
        <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto]">
          <div className="relative">
            <SearchIcon className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
              placeholder="Buscar operaciones..."
              aria-label="Buscar operaciones"
              className="pl-9"
            />
          </div>
          {SELECTS.map(({ key, label, allLabel, choices }) => (
            <NativeSelect
              key={key}
              aria-label={label}
              value={filters[key]}
              onChange={(event) => set(key === "province" ? { province: event.target.value } : { status: event.target.value })}
            >
              <option value={ALL}>{allLabel}</option>
              {choices.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </NativeSelect>
          ))}
          <Button variant="outline" onClick={() => setFilters(EMPTY_FILTERS)}>
            <XIcon aria-hidden /> Limpiar Filtros
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.size} operaciones
      </p>
      {visible.size === 0 && (
        <p className="py-16 text-center text-muted-foreground">No se encontraron operaciones con los filtros seleccionados.</p>
      )}
      <VisibleIds.Provider value={visible}>
        <div className="grid gap-6 empty:hidden sm:grid-cols-2 xl:grid-cols-3" data-testid="operation-grid">
          {children}
        </div>
      </VisibleIds.Provider>
    </>
  );
}

/** One card of the explorer's grid, shown while its operation matches the filters. */
export function FilteredItem({ id, children }: { id: string; children: ReactNode }) {
  const visible = useContext(VisibleIds);
  return !visible || visible.has(id) ? children : null;
}
