"use client";

import { PageSizeSelect } from "./page-size-select";
import { PagerBar, PagerButton, PageStep } from "./pager";
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
    <PagerBar total={total} totalCapped={totalCapped}>
      <PageSizeSelect pageSize={pageSize} />
      <PagerButton size="sm" disabled={!newer} onClick={() => update({ after: null, before: null }, { resetPage: false })}>
        Más recientes
      </PagerButton>
      <PageStep step="previous" disabled={!newer} onClick={() => update({ before: newer, after: null }, { resetPage: false })} />
      <PageStep step="next" disabled={!older} onClick={() => update({ after: older, before: null }, { resetPage: false })} />
    </PagerBar>
  );
}
