import "server-only";
import { actionLabel, describeChanges, entityLabel } from "@/lib/audit";
import { CSV_BOM, csvLine } from "@/lib/csv";
import { formatDateTime } from "@/lib/format";
import type { AuditQuery } from "@/lib/validations/audit";
import { assertAdmin, type Actor } from "../auth/actor";
import { cursorOf, readAuditRows, type AuditEventDto } from "./list";

export const AUDIT_CSV_HEADER = ["Fecha", "Persona", "Email", "Dirección IP", "Acción", "Elemento", "Nombre", "Id del elemento", "Cambios"];
const BATCH = 1_000;

function line(row: AuditEventDto): string {
  return csvLine([
    formatDateTime(row.createdAt),
    row.actorName ?? (row.actorId ? null : "Anónimo"),
    row.actorEmail,
    row.address,
    actionLabel(row.action),
    entityLabel(row.entityType),
    row.entityLabel,
    row.entityId,
    describeChanges(row.changes, row.entityType).join(" | "),
  ]);
}

/**
 * The audit log with the list's filters as CSV (UTF-8 with BOM, ";"), newest first, streamed in
 * keyset batches: a million rows never sit in memory, and each batch is as fast as the first.
 */
export function exportAuditCsv(actor: Actor | null, query: AuditQuery): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  const encoder = new TextEncoder();
  let after = query.after;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(AUDIT_CSV_HEADER)));
      }
      const { rows, more } = await readAuditRows({ ...query, before: undefined, after }, BATCH);
      if (rows.length) controller.enqueue(encoder.encode(rows.map(line).join("")));
      const last = rows[rows.length - 1];
      if (!more || !last) controller.close();
      else after = cursorOf(last);
    },
  });
}
