"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import type { DownloadsDto } from "@/server/files/download-log";
import { RowPanel } from "./row-panel";
import { useLoadOnOpen } from "./use-load-on-open";
import { TimeAndAddress } from "./time-and-address";

/**
 * The "Descargas" cell of the Documentos and Contratos lists: how many investors downloaded the
 * file; a click shows who and when (`GET /api/{documents|contracts}/{id}/downloads`).
 */
export function DownloadsButton({ path, count, label }: { path: string; count: number; label: string }) {
  const { open, setOpen, data, failed, show } = useLoadOnOpen<DownloadsDto>();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => show((signal) => apiRequest<DownloadsDto>("GET", path, undefined, { signal }))}
        aria-label={`Descargas de ${label}: ${count} inversores`}
      >
        {count}
      </Button>
      <RowPanel open={open} onOpenChange={setOpen} title="Descargas" label={label}>
        {failed ? (
          <p className="text-destructive">No se pudieron cargar las descargas</p>
        ) : !data ? (
          <Spinner />
        ) : data.downloads.length === 0 ? (
          <p className="text-muted-foreground">Nadie lo ha descargado todavía.</p>
        ) : (
          <>
            <p>{data.investors === 1 ? "1 inversor lo ha descargado" : `${data.investors} inversores lo han descargado`}</p>
            <ul className="divide-y">
              {data.downloads.map((download, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{download.name}</span>
                    {download.email && <span className="text-muted-foreground"> · {download.email}</span>}
                    {download.role === "admin" && <span className="text-muted-foreground"> (admin)</span>}
                  </span>
                  <TimeAndAddress at={download.downloadedAt} address={download.address} className="text-muted-foreground" />
                </li>
              ))}
            </ul>
          </>
        )}
      </RowPanel>
    </>
  );
}

/** The "Descargas" column of a list of files: the button for an uploaded file, a note for a link. */
export function downloadsColumn<T extends { id: string; originalName: string | null; downloads?: number }>(
  kind: "documents" | "contracts",
  labelOf: (row: T) => string,
): ColumnDef<T> {
  return {
    id: "downloads",
    header: "Descargas",
    cell: ({ row }) =>
      row.original.originalName ? (
        <DownloadsButton
          path={`/api/${kind}/${row.original.id}/downloads`}
          count={row.original.downloads ?? 0}
          label={labelOf(row.original)}
        />
      ) : (
        <span className="text-xs text-muted-foreground">Enlace externo</span>
      ),
  };
}
