import { auditParams, auditQuerySchema } from "@/lib/validations/audit";
import { exportAuditCsv } from "@/server/audit/export";
import { assertAdmin } from "@/server/auth/actor";
import { route } from "@/server/http/handler";

/** Exportar CSV of Actividad (admins): every row matching the filters, streamed (UTF-8 with BOM, ";"). */
export const GET = route.withCaller(async ({ actor, query }) => {
  assertAdmin(actor);
  const filters = auditQuerySchema.parse(auditParams(query));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportAuditCsv(actor, filters), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="actividad-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
