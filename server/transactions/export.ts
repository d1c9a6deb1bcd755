import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { decimalComma, formatDate } from "@/lib/format";
import { csvLine } from "@/lib/csv";
import { transactionStatusLabel } from "@/lib/validations/transaction";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { csvStream } from "../shared/csv-stream";
import { prisma } from "../platform/database/client";
import { newestFirst, toTransactionDto, transactionSelect, type TransactionDto } from "./records";

type Column = [header: string, value: (t: TransactionDto) => string | null];

const COLUMNS: Column[] = [
  ["Fecha", (t) => formatDate(t.transactionDate)],
  ["Tipo", (t) => t.type],
  ["Importe", (t) => decimalComma(t.amount)],
  ["Método", (t) => t.paymentMethod],
  ["Referencia", (t) => t.reference],
  ["Operación", (t) => t.operationTitle],
  ["Usuario", (t) => t.userName],
  ["Estado", (t) => transactionStatusLabel(t.status)],
  ["Descripción", (t) => t.description],
];
/** A person's own file has no Usuario column: every row is theirs. */
const OWN_COLUMNS = COLUMNS.filter(([header]) => header !== "Usuario");

const BATCH = 2_000;

/**
 * Transactions as CSV, streamed in batches so a long history never sits in memory at once.
 * Amounts keep their exact cents, with a decimal comma.
 */
function transactionsCsv(where: Prisma.TransactionWhereInput, columns: Column[]): ReadableStream<Uint8Array> {
  return csvStream<string>(
    columns.map(([header]) => header),
    async (cursor) => {
      const db = await prisma();
      const rows = await db.transaction.findMany({
        where,
        select: transactionSelect,
        orderBy: newestFirst,
        take: BATCH,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      });
      const lines = rows.map(toTransactionDto).map((t) => csvLine(columns.map(([, value]) => value(t))));
      return { lines, next: rows.length < BATCH ? undefined : rows[rows.length - 1]!.id };
    },
  );
}

/** Exportar CSV (admin dashboard): every transaction of the club. */
export function exportTransactionsCsv(actor: Actor | null): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  return transactionsCsv({}, COLUMNS);
}

/** Descargar CSV (Mis Movimientos): every movement of the signed-in person, an admin's too. */
export function exportOwnTransactionsCsv(actor: Actor | null): ReadableStream<Uint8Array> {
  assertSignedIn(actor);
  return transactionsCsv({ userId: actor.id }, OWN_COLUMNS);
}
