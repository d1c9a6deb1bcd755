"use client";

import { useState } from "react";
import { MegaphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UpdateBody, UpdateMeta } from "@/components/updates/update-meta";
import type { PostedUpdateDto } from "@/server/updates/admin";
import { EMPTY_DRAFT, UpdateDialog, type UpdateDraft } from "./update-dialog";
import { ReadersDialog } from "./readers-dialog";

/** A milestone reached that no update tells of yet: offered to publish as one, its public note as the text. */
export type ReachedMilestone = { kind: string; label: string; note: string | null };

/**
 * The operation page's "Novedades": publish an update (or one from a milestone just reached), the
 * updates posted, newest first, each with who posted it and how many of its investors opened it.
 */
export function UpdatesPanel({
  operationId,
  updates,
  documents,
  reached,
  archived = false,
}: {
  operationId: string;
  /** An archived operation is read-only: nothing is published to it. */
  archived?: boolean;
  updates: PostedUpdateDto[];
  documents: { id: string; name: string }[];
  reached: ReachedMilestone[];
}) {
  const [draft, setDraft] = useState<UpdateDraft | null>(null);
  const [readersOf, setReadersOf] = useState<PostedUpdateDto | null>(null);
  return (
    <div className="grid gap-4">
      {!archived && (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => setDraft(EMPTY_DRAFT)}>
            <MegaphoneIcon aria-hidden /> Publicar novedad
          </Button>
        </div>
      )}
      {reached.length > 0 && (
        <ul className="grid gap-2" aria-label="Hitos alcanzados sin novedad">
          {reached.map((milestone) => (
            <li
              key={milestone.kind}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
            >
              <span>
                Hito alcanzado sin novedad: <strong>{milestone.label}</strong>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDraft({ title: milestone.label, body: milestone.note ?? "", milestoneKind: milestone.kind })}
              >
                Contarlo a los inversores
              </Button>
            </li>
          ))}
        </ul>
      )}
      {updates.length === 0 ? (
        <p className="text-sm text-muted-foreground">Todavía no se ha publicado ninguna novedad de esta operación.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Novedades publicadas">
          {updates.map((update) => (
            <li key={update.id} className="grid gap-2 rounded-lg border p-3" data-testid="posted-update">
              <h3 className="font-semibold">{update.title}</h3>
              <UpdateMeta update={update} withOperation={false} />
              <div className="text-sm">
                <UpdateBody update={update} />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>{update.author ? `Publicada por ${update.author}` : "Publicada por el club"}</span>
                <Button size="sm" variant="outline" onClick={() => setReadersOf(update)}>
                  Leída por {update.read} de {update.recipients}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <UpdateDialog operationId={operationId} draft={draft} documents={documents} onClose={() => setDraft(null)} />
      <ReadersDialog update={readersOf} onClose={() => setReadersOf(null)} />
    </div>
  );
}
