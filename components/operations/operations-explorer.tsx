"use client";

import { useMemo, useState } from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ALL, EMPTY_FILTERS, filterOperations, type OperationFilters } from "@/lib/operation-filters";
import { OPERATION_STATUS_LABELS, PROVINCE_LABELS, PUBLIC_PROVINCES, PUBLIC_STATUS_FILTER } from "@/lib/operation-status";
import type { OperationSummary } from "@/server/operations";
import { OperationGrid } from "./operation-grid";

/** The filter card and the grid of /operations; filtering happens here, over the full list. */
export function OperationsExplorer({ operations }: { operations: OperationSummary[] }) {
  const [filters, setFilters] = useState<OperationFilters>(EMPTY_FILTERS);
  const visible = useMemo(() => filterOperations(operations, filters), [operations, filters]);
  const set = (patch: Partial<OperationFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <>
      <div className="mb-8 rounded-xl border border-border bg-card p-4 shadow-sm" role="search">
        <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto]">
          <div className="relative">
            <SearchIcon className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
              placeholder="Buscar operaciones..."
              aria-label="Buscar operaciones"
              className="pl-9"
            />
          </div>
          <Select value={filters.province} onValueChange={(province) => set({ province })}>
            <SelectTrigger aria-label="Provincia" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todas las provincias</SelectItem>
              {PUBLIC_PROVINCES.map((province) => (
                <SelectItem key={province} value={province}>
                  {PROVINCE_LABELS[province]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={filters.status} onValueChange={(status) => set({ status })}>
            <SelectTrigger aria-label="Estado" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos los estados</SelectItem>
              {PUBLIC_STATUS_FILTER.map((status) => (
                <SelectItem key={status} value={status}>
                  {OPERATION_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button variant="outline" onClick={() => setFilters(EMPTY_FILTERS)}>
            <XIcon aria-hidden /> Limpiar Filtros
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.length} operaciones
      </p>
      {visible.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No se encontraron operaciones con los filtros seleccionados.</p>
      ) : (
        // The cards sit right under the page's <h1>: their titles are <h2>.
        <OperationGrid operations={visible} headingLevel={2} />
      )}
    </>
  );
}
