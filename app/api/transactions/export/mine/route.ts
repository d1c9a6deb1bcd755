import { csvDownload } from "@/server/http/csv-download";
import { route } from "@/server/http/handler";
import { exportOwnTransactionsCsv } from "@/server/transactions/export";

/** Descargar CSV in Mis Movimientos: the signed-in person's own movements, all of them. */
export const GET = route.withCaller(async ({ actor }) => csvDownload(exportOwnTransactionsCsv(actor), "mis-movimientos"));
