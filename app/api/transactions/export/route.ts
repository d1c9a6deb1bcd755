import { csvDownload } from "@/server/api/csv-download";
import { route } from "@/server/api/handler";
import { exportMovementsCsv } from "@/server/ledger/movements-export";
import { parseMovementQuery } from "@/server/ledger/movements";

/**
 * Exportar CSV, for admins (UTF-8 with BOM, ";" separator, es-ES decimals): the movements of the
 * list's query (`q`, `status`, `type`, `operationId`, `userId`, `investmentId`), all of them without one.
 */
export const GET = route.withCaller(async ({ actor, request }) =>
  csvDownload(exportMovementsCsv(actor, parseMovementQuery(new URL(request.url).searchParams)), "transacciones"),
);
