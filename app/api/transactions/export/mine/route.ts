import { csvDownload } from "@/server/api/csv-download";
import { route } from "@/server/api/handler";
import { exportOwnMovementsCsv } from "@/server/ledger/movements-export";

/** Descargar CSV in Mis Movimientos: the signed-in person's own movements, all of them. */
export const GET = route.withCaller(async ({ actor }) => csvDownload(exportOwnMovementsCsv(actor), "mis-movimientos"));
