import "server-only";
import type { Actor } from "../core/actor";
import { requestAddress } from "./request-address";
import { insertAuditRow, type AuditEntry, type AuditWriter } from "./row";

/**
 * Records one audit row with the client of the write's own transaction, so it commits exactly
 * when the change does. The actor is who made the request (null: anonymous; `actorEmail` then
 * names the e-mail a failed sign-in tried); the address comes from the request being served.
 */
export async function recordAudit(tx: AuditWriter, actor: Actor | null, entry: AuditEntry, actorEmail?: string | null): Promise<void> {
  const origin = { actorId: actor?.id ?? null, actorEmail: actor?.email ?? actorEmail ?? null, address: requestAddress() };
  await insertAuditRow(tx, origin, entry);
}
