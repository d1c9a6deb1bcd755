import { route } from "@/server/http/handler";
import { exportTransactionsCsv } from "@/server/transactions/export";

/** Exportar CSV: every transaction, for admins (UTF-8 with BOM, ";" separator, es-ES decimals). */
export const GET = route.withCaller(async ({ actor }) => {
  const stream = exportTransactionsCsv(actor);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="transacciones-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
