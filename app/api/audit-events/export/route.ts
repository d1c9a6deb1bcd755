import { auditParams, auditQuerySchema } from "@/lib/validations/audit";
import { exportAuditCsv } from "@/server/audit/export";
import { assertAdmin } from "@/server/auth/actor";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";

/** Exportar CSV of Actividad (admins): every row matching the filters, streamed (UTF-8 with BOM, ";"). */
export const GET = route(async (request) => {
  const actor = await getActor(request.headers);
  assertAdmin(actor);
  const query = auditQuerySchema.parse(auditParams(new URL(request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportAuditCsv(actor, query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="actividad-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
