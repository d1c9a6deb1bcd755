import { auditParams, auditQuerySchema } from "@/lib/validations/audit";
import { listAuditPage } from "@/server/audit/list";
import { assertAdmin } from "@/server/core/actor";
import { route } from "@/server/api/handler";

/** Actividad as JSON (admins): the audit log with the page's filters, one keyset page (`after` / `before`). */
export const GET = route.withCaller(async ({ actor, query }) => {
  assertAdmin(actor);
  return listAuditPage(actor, auditQuerySchema.parse(auditParams(query)));
});
