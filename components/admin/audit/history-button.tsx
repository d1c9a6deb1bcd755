"use client";

import { useState } from "react";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import type { AuditEntity } from "@/lib/audit";
import { apiRequest } from "@/lib/api-client";
import type { AuditEventDto } from "@/server/audit/list";
import { TimeAndAddress } from "../time-and-address";
import { ActionBadge, ActorCell } from "./audit-cells";
import { ChangeList } from "./change-list";

type History = { rows: AuditEventDto[]; older: string | null };

/**
 * "Historial" of one operation, investor, document…: a side panel with its audit rows, newest
 * first (`GET /api/audit-events/{entity}/{id}`), fifty at a time.
 */
export function HistoryButton({ entity, id, label }: { entity: AuditEntity; id: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<History | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  async function load(after?: string) {
    setLoading(true);
    setFailed(false);
    try {
      const page = await apiRequest<History>(
        "GET",
        `/api/audit-events/${entity}/${id}${after ? `?after=${encodeURIComponent(after)}` : ""}`,
      );
      setHistory((current) => (after && current ? { rows: [...current.rows, ...page.rows], older: page.older } : page));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  function show() {
    setOpen(true);
    setHistory(null);
    void load();
  }

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Historial de ${label}`} title="Historial" onClick={show}>
        <HistoryIcon aria-hidden />
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
          <SheetHeader>
            <SheetTitle>Historial</SheetTitle>
            <SheetDescription>{label}</SheetDescription>
          </SheetHeader>
          <div className="grid gap-3 px-4 pb-6 text-sm">
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
                    <ChangeList changes={event.changes} entity={event.entityType} />
                  </li>
                ))}
              </ol>
            )}
            {history?.older && (
              <Button variant="outline" size="sm" disabled={loading} onClick={() => load(history.older!)}>
                {loading ? "Cargando..." : "Ver más antiguos"}
              </Button>
            )}
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
