import "server-only";
import { decimalComma, formatDate } from "@/lib/format";
import { csvLine } from "@/lib/csv";
import { assertAdmin, type Actor } from "../auth/actor";
import { csvStream } from "../shared/csv-stream";
import { prisma } from "../db";
import { newestFirst, toTransactionDto, transactionSelect } from "./records";

export const CSV_HEADER = ["Fecha", "Tipo", "Importe", "Método", "Referencia", "Operación", "Usuario", "Estado", "Descripción"];
const STATUS_LABELS: Record<string, string> = { pending: "Pendiente", completed: "Completada", failed: "Fallida" };
const BATCH = 2_000;

/**
 * Every transaction as CSV (Exportar CSV), streamed in batches so a large history never sits in
 * memory at once. Amounts keep their exact cents, with a decimal comma.
 */
export function exportTransactionsCsv(actor: Actor | null): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  return csvStream<string>(CSV_HEADER, async (cursor) => {
    const db = await prisma();
    const rows = await db.transaction.findMany({
      select: transactionSelect,
      orderBy: newestFirst,
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    const lines = rows
      .map(toTransactionDto)
      .map((t) =>
        csvLine([
          formatDate(t.transactionDate),
          t.type,
          decimalComma(t.amount),
          t.paymentMethod,
          t.reference,
          t.operationTitle,
          t.userName,
          STATUS_LABELS[t.status] ?? t.status,
          t.description,
        ]),
      );
    return { lines, next: rows.length < BATCH ? undefined : rows[rows.length - 1]!.id };
  });
}
