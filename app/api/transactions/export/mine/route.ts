import { csvDownload } from "@/server/api/csv-download";
import { route } from "@/server/api/handler";
import { exportOwnTransactionsCsv } from "@/server/transactions/export";

/** Descargar CSV in Mis Movimientos: the signed-in person's own movements, all of them. */
export const GET = route.withCaller(async ({ actor }) => csvDownload(exportOwnTransactionsCsv(actor), "mis-movimientos"));
