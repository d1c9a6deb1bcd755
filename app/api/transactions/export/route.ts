import { csvDownload } from "@/server/api/csv-download";
import { route } from "@/server/api/handler";
import { exportTransactionsCsv } from "@/server/transactions/export";
import { parseTransactionQuery } from "@/server/transactions/records";

/**
 * Exportar CSV, for admins (UTF-8 with BOM, ";" separator, es-ES decimals): the movements of the
 * list's query (`q`, `status`, `type`, `operationId`, `userId`, `investmentId`), all of them without one.
 */
export const GET = route.withCaller(async ({ actor, request }) =>
  csvDownload(exportTransactionsCsv(actor, parseTransactionQuery(new URL(request.url).searchParams)), "transacciones"),
);
