import { NextResponse } from "next/server";
import { AUDIT_ENTITIES, type AuditEntity } from "@/lib/audit";
import { CURSOR } from "@/lib/validations/audit";
import { notFound, rowId } from "@/server/access";
import { listEntityHistory } from "@/server/audit/list";
import { assertAdmin } from "@/server/auth/actor";
import { getActor } from "@/server/auth/session";
import { HttpError, MESSAGES } from "@/server/http/errors";
import { route } from "@/server/http/handler";

type Params = { entity: string; id: string };

/** "Historial" of one element (admins): `/api/audit-events/operation/<id>`, 50 rows, `?after=` for older ones. */
export const GET = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  assertAdmin(actor);
  const { entity, id } = await params;
  if (!AUDIT_ENTITIES.includes(entity as AuditEntity)) notFound();
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  if (after !== undefined && !CURSOR.test(after)) throw new HttpError(400, MESSAGES.invalidInput, { after: "Página no válida" });
  return NextResponse.json(await listEntityHistory(actor, entity as AuditEntity, rowId(id), after));
});
