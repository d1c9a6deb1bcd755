import { NextResponse } from "next/server";
import { auditParams, auditQuerySchema } from "@/lib/validations/audit";
import { listAuditPage } from "@/server/audit/list";
import { assertAdmin } from "@/server/auth/actor";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";

/** Actividad as JSON (admins): the audit log with the page's filters, one keyset page (`after` / `before`). */
export const GET = route(async (request) => {
  const actor = await getActor(request.headers);
  assertAdmin(actor);
  const query = auditQuerySchema.parse(auditParams(new URL(request.url).searchParams));
  return NextResponse.json(await listAuditPage(actor, query));
});
