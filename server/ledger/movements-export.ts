import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { csvLine } from "@/lib/csv";
import { csvFieldValue } from "@/lib/fields/format-field";
import { TRANSACTION_FIELDS } from "@/lib/fields/transaction";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { csvStream } from "../shared/csv-stream";
import { prisma } from "../platform/database/client";
import { newestFirst, toMovementDto, transactionsWhere, type MovementDto } from "./movements";
import { movementSelect } from "./movement-select";

type TransactionQuery = Parameters<typeof transactionsWhere>[0];

type Column = [header: string, value: (t: MovementDto) => string | null];

const FIELDS = TRANSACTION_FIELDS;
/** A described field's column: its label, its value as a spreadsheet reads it (amounts "1742,36"). */
const field = (name: keyof typeof FIELDS & keyof MovementDto): Column => [FIELDS[name].label, (t) => csvFieldValue(FIELDS[name], t[name])];

const COLUMNS: Column[] = [
  field("transactionDate"),
  field("type"),
  field("amount"),
  field("paymentMethod"),
  field("reference"),
  [FIELDS.operationId.label, (t) => t.operationTitle],
  [FIELDS.userId.label, (t) => t.userName],
  field("status"),
  field("description"),
];
/** A person's own file has no column of whose it is: every row is theirs. */
const OWN_COLUMNS = COLUMNS.filter(([header]) => header !== FIELDS.userId.label);

const BATCH = 2_000;

/**
 * Transactions as CSV, streamed in batches so a long history never sits in memory at once.
 * Amounts keep their exact cents, with a decimal comma.
 */
function transactionsCsv(where: Prisma.MovementWhereInput, columns: Column[]): ReadableStream<Uint8Array> {
  return csvStream<string>(
    columns.map(([header]) => header),
    async (cursor) => {
      const db = await prisma();
      const rows = await db.movement.findMany({
        where,
        select: movementSelect,
        orderBy: newestFirst,
        take: BATCH,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      });
      const lines = rows.map(toMovementDto).map((t) => csvLine(columns.map(([, value]) => value(t))));
      return { lines, next: rows.length < BATCH ? undefined : rows[rows.length - 1]!.id };
    },
  );
}

/**
 * Exportar CSV (Transacciones, the operation's and the investor's pages, the dashboard): the
 * movements the list's search and filters select, every one of them (not a page), newest first.
 */
export function exportMovementsCsv(actor: Actor | null, query: TransactionQuery): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  return transactionsCsv(transactionsWhere(query), COLUMNS);
}

/** Descargar CSV (Mis Movimientos): every movement of the signed-in person, an admin's too. */
export function exportOwnMovementsCsv(actor: Actor | null): ReadableStream<Uint8Array> {
  assertSignedIn(actor);
  return transactionsCsv({ userId: actor.id }, OWN_COLUMNS);
}
