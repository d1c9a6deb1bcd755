"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AuditEntity } from "@/lib/audit";
import { apiRequest } from "@/lib/api-client";
import type { AuditEventDto } from "@/server/audit/list";
import { RowPanel } from "../row-panel";
import { useLoadOnOpen } from "../use-load-on-open";
import { TimeAndAddress } from "../time-and-address";
import { ActionBadge, ActorCell } from "./audit-cells";
import { ChangeList } from "./change-list";

type History = { rows: AuditEventDto[]; older: string | null };

/**
 * The "Historial" panel of one operation, investor, document…: its audit rows, newest first
 * (`GET /api/audit-events/{entity}/{id}`), fifty at a time, loaded each time it opens.
 */
export function HistoryPanel({
  entity,
  id,
  label,
  open,
  onOpenChange,
}: {
  entity: AuditEntity;
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pageOf = (signal: AbortSignal, after?: string) =>
    apiRequest<History>("GET", `/api/audit-events/${entity}/${id}${after ? `?after=${encodeURIComponent(after)}` : ""}`, undefined, {
      signal,
    });
  const { open: loaded, setOpen, data: history, failed, show, more } = useLoadOnOpen<History>();
  const [loadingOlder, setLoadingOlder] = useState(false);

  useEffect(() => {
    if (open && !loaded) void show((signal) => pageOf(signal));
    if (!open && loaded) setOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads on each opening only
  }, [open]);

  async function showOlder(after: string) {
    setLoadingOlder(true);
    await more(
      (signal) => pageOf(signal, after),
      (shown, next) => ({ rows: [...shown.rows, ...next.rows], older: next.older }),
    );
    setLoadingOlder(false);
  }

  return (
    <RowPanel open={open} onOpenChange={onOpenChange} title="Historial" label={label}>
      {failed && <p className="text-destructive">No se pudo cargar el historial</p>}
      {!history && !failed && <Spinner />}
      {history?.rows.length === 0 && <p className="text-muted-foreground">Sin actividad registrada.</p>}
      {history && history.rows.length > 0 && (
        <ol className="grid gap-3" aria-label="Historial">
          {history.rows.map((event) => (
            <li key={event.id} className="grid gap-1 rounded-md border border-border p-3" data-testid="history-entry">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ActionBadge action={event.action} />
                <TimeAndAddress at={event.createdAt} address={event.address} className="text-xs text-muted-foreground" />
              </div>
              <ActorCell event={event} />
              <ChangeList changes={event.changes} entity={event.entityType} names={event.names} />
            </li>
          ))}
        </ol>
      )}
      {history?.older && (
        <Button variant="outline" size="sm" disabled={loadingOlder} onClick={() => showOlder(history.older!)}>
          {loadingOlder ? "Cargando..." : "Ver más antiguos"}
        </Button>
      )}
    </RowPanel>
  );
}
