import { auditParams, auditQuerySchema } from "@/lib/validations/audit";
import { exportAuditCsv } from "@/server/audit/export";
import { assertAdmin } from "@/server/core/actor";
import { csvDownload } from "@/server/api/csv-download";
import { route } from "@/server/api/handler";

/** Exportar CSV of Actividad (admins): every row matching the filters, streamed (UTF-8 with BOM, ";"). */
export const GET = route.withCaller(async ({ actor, query }) => {
  assertAdmin(actor);
  const filters = auditQuerySchema.parse(auditParams(query));
  return csvDownload(exportAuditCsv(actor, filters), "actividad");
});
