"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageSizeSelect } from "./page-size-select";
import { useTableParams } from "./use-table-params";

/**
 * The pager of a list paged by keyset cursors (Actividad): newer and older pages start at the
 * first and last rows shown, so a page deep in a million rows costs what the first one does.
 */
export function KeysetPager({
  total,
  totalCapped,
  pageSize,
  newer,
  older,
}: {
  total: number;
  totalCapped: boolean;
  pageSize: number;
  newer: string | null;
  older: string | null;
}) {
  const { update } = useTableParams();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <span data-testid="table-total">
        {totalCapped ? "Más de " : ""}
        {total.toLocaleString("es-ES")} {total === 1 && !totalCapped ? "resultado" : "resultados"}
      </span>
      <div className="flex items-center gap-2">
        <PageSizeSelect pageSize={pageSize} />
        <Button variant="outline" size="sm" disabled={!newer} onClick={() => update({ after: null, before: null }, { resetPage: false })}>
          Más recientes
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Página anterior"
          disabled={!newer}
          onClick={() => update({ before: newer, after: null }, { resetPage: false })}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Página siguiente"
          disabled={!older}
          onClick={() => update({ after: older, before: null }, { resetPage: false })}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
