"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import type { PostedUpdateDto, UpdateWithReadersDto } from "@/server/updates/admin";

const DELIVERY: Record<string, string> = {
  email: "email al publicarla",
  weekly: "resumen semanal",
  never: "sin email",
  later: "entró después en la operación",
};

/** "Leída por": each investor the update was for, how they were told and when they opened it. */
export function ReadersDialog({ update, onClose }: { update: PostedUpdateDto | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<{ id: string; readers: UpdateWithReadersDto["readers"] } | { id: string; failure: string } | null>(
    null,
  );
  useEffect(() => {
    if (!update) return;
    apiRequest<UpdateWithReadersDto>("GET", `/api/updates/${update.id}`)
      .then((full) => setLoaded({ id: update.id, readers: full.readers }))
      .catch((error: unknown) => setLoaded({ id: update.id, failure: failureMessage(error, "No se pudo cargar quién la leyó") }));
  }, [update]);
  const current = loaded && update && loaded.id === update.id ? loaded : null;
  return (
    <Dialog open={update !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Quién la ha leído</DialogTitle>
          <DialogDescription>{update?.title}</DialogDescription>
        </DialogHeader>
        {!current ? (
          <Spinner />
        ) : "failure" in current ? (
          <p role="alert" className="text-sm text-destructive">
            {current.failure}
          </p>
        ) : current.readers.length === 0 ? (
          <p className="text-sm text-muted-foreground">La operación no tenía inversores cuando se publicó.</p>
        ) : (
          <ul className="grid gap-2 text-sm" data-testid="update-readers">
            {current.readers.map((reader) => (
              <li key={reader.userId} className="rounded-md border p-2">
                <p className="font-medium">{reader.name}</p>
                <p className="text-muted-foreground">
                  {reader.email ?? "Sin email"} · {DELIVERY[reader.delivery] ?? reader.delivery}
                </p>
                <p>{reader.readAt ? `Leída el ${formatDateTime(reader.readAt)}` : "Sin leer"}</p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
