import { PageHeader } from "@/components/dashboard/page-header";
import { RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import type { Actor } from "@/server/core/actor";
import { pageActor } from "@/server/auth/session";

/**
 * A page of the investor's own rows (Documentos, Contratos): its header, then a table of what
 * `load` returns for the signed-in investor, or `empty` when there is nothing.
 */
export function ownRowsPage<T extends { id: string }>(page: {
  title: string;
  subtitle: string;
  load: (actor: Actor) => Promise<T[]>;
  columns: RowsColumn<T>[];
  empty: string;
}) {
  return async function OwnRowsPage() {
    const signedIn = await pageActor();
    if (!signedIn) return null;
    const rows = await page.load(signedIn);
    return (
      <>
        <PageHeader title={page.title} subtitle={page.subtitle} />
        <RowsTable label={page.title} rows={rows} columns={page.columns} empty={page.empty} />
      </>
    );
  };
}
