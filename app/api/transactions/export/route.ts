import { csvDownload } from "@/server/api/csv-download";
import { route } from "@/server/api/handler";
import { exportTransactionsCsv } from "@/server/transactions/export";

/** Exportar CSV: every transaction, for admins (UTF-8 with BOM, ";" separator, es-ES decimals). */
export const GET = route.withCaller(async ({ actor }) => csvDownload(exportTransactionsCsv(actor), "transacciones"));
