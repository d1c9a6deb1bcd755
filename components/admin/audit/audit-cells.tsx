import { Badge } from "@/components/ui/badge";
import { actionLabel, entityLabel } from "@/lib/audit";
import type { AuditEventDto } from "@/server/audit/list";

/** Who: the person's name and e-mail at the time; anonymous requests say so (a failed sign-in shows the e-mail tried). */
export function ActorCell({ event }: { event: AuditEventDto }) {
  if (!event.actorId) {
    return (
      <span className="grid">
        <span className="text-muted-foreground">Anónimo</span>
        {event.actorEmail && (
          <span className="text-xs text-muted-foreground">
            {event.action === "sign-in-failed" ? `intentó ${event.actorEmail}` : event.actorEmail}
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="grid">
      <span className="font-medium">{event.actorName ?? event.actorEmail ?? "Usuario eliminado"}</span>
      {event.actorName && event.actorEmail && <span className="text-xs text-muted-foreground">{event.actorEmail}</span>}
    </span>
  );
}

const DESTRUCTIVE = new Set(["delete", "sign-in-failed"]);

export function ActionBadge({ action }: { action: string }) {
  return (
    // A long action ("Consulta de un documento de identidad") wraps between its words rather than widen Actividad.
    <Badge
      variant={DESTRUCTIVE.has(action) ? "destructive" : action === "update" ? "secondary" : "outline"}
      className="h-auto max-w-40 whitespace-normal"
    >
      {actionLabel(action)}
    </Badge>
  );
}

/** What: the element's name at the time and its kind. */
export function EntityCell({ event }: { event: AuditEventDto }) {
  return (
    <span className="grid">
      <span className="font-medium">{event.entityLabel ?? "—"}</span>
      <span className="text-xs text-muted-foreground">{entityLabel(event.entityType)}</span>
    </span>
  );
}
