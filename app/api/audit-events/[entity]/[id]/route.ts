import { AUDIT_ENTITIES, type AuditEntity } from "@/lib/audit";
import { CURSOR } from "@/lib/validations/audit";
import { notFound, rowId } from "@/server/core/access";
import { listEntityHistory } from "@/server/audit/list";
import { assertAdmin } from "@/server/core/actor";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";

type Params = { entity: string; id: string };

/** "Historial" of one element (admins): `/api/audit-events/operation/<id>`, 50 rows, `?after=` for older ones. */
export const GET = route.withCaller<Params>(async ({ actor, params, query }) => {
  assertAdmin(actor);
  if (!AUDIT_ENTITIES.includes(params.entity as AuditEntity)) notFound();
  const after = query.get("after") ?? undefined;
  if (after !== undefined && !CURSOR.test(after))
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { after: "Página no válida" } });
  return listEntityHistory(actor, params.entity as AuditEntity, rowId(params.id), after);
});
