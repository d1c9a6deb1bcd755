import "server-only";
import type { Prisma } from "@/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** An audit row as it was before a closed account's identity left it (kept in the blocked record). */
export type AuditOriginal = { id: string; actorEmail: string | null; address: string | null; entityLabel: string | null; changes: unknown };

/** A value of the person's to take out of the log, and what stands in its place. */
export type Replacement = { value: string; by: string };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Every occurrence, in any case (the rows were found with ILIKE). */
const replaceAll = (text: string, replacements: Replacement[], encode: (value: string) => string) =>
  replacements.reduce((out, { value, by }) => out.replace(new RegExp(escapeRegExp(encode(value)), "gi"), () => encode(by)), text);
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * Takes a closed person out of the audit log: their e-mail as the actor, their address (IP) on
 * their own requests, and every value of theirs in a row's name or changes (a transaction names
 * its investor, an IBAN change shows both IBANs) gives way to the pseudonym or "[bloqueado]". The
 * rows themselves stay (who did what, when); the originals are returned for the blocked record.
 * The one UPDATE the append-only log allows (migration account_rights).
 */
export async function pseudonymiseAuditRows(
  tx: Tx,
  { userId, email, pseudonym }: { userId: string; email: string | null; pseudonym: string },
  replacements: Replacement[],
): Promise<AuditOriginal[]> {
  const patterns = replacements.map(({ value }) => `%${escapeLike(value)}%`);
  const rows = await tx.$queryRaw<(AuditOriginal & { actorId: string | null })[]>`
    SELECT id::text, actor_id::text AS "actorId", actor_email AS "actorEmail", address, entity_label AS "entityLabel", changes
    FROM audit_events
    WHERE actor_id = ${userId}::uuid OR entity_id = ${userId}::uuid OR (${email}::text IS NOT NULL AND lower(actor_email) = lower(${email}))
       OR entity_label ILIKE ANY(${patterns}::text[]) OR changes::text ILIKE ANY(${patterns}::text[])`;
  if (!rows.length) return [];
  const ownRow = (row: (typeof rows)[number]) =>
    row.actorId === userId || (email !== null && row.actorEmail?.toLowerCase() === email.toLowerCase());
  const updated = rows.map((row) => ({
    id: row.id,
    actorEmail: ownRow(row) ? pseudonym : row.actorEmail,
    address: row.actorId === userId ? null : row.address,
    entityLabel: row.entityLabel && replaceAll(row.entityLabel, replacements, (value) => value),
    changes: row.changes === null ? null : replaceAll(JSON.stringify(row.changes), replacements, inJson),
  }));
  await tx.$executeRawUnsafe("SET LOCAL club.audit_pseudonymise = 'on'");
  await tx.$executeRaw`
    UPDATE audit_events AS a
    SET actor_email = v.actor_email, address = v.address, entity_label = v.entity_label, changes = v.changes::jsonb
    FROM (SELECT unnest(${updated.map((row) => row.id)}::bigint[]) AS id, unnest(${updated.map((row) => row.actorEmail)}::text[]) AS actor_email,
                 unnest(${updated.map((row) => row.address)}::text[]) AS address, unnest(${updated.map((row) => row.entityLabel)}::text[]) AS entity_label,
                 unnest(${updated.map((row) => row.changes)}::text[]) AS changes) AS v
    WHERE a.id = v.id`;
  await tx.$executeRawUnsafe("SET LOCAL club.audit_pseudonymise = 'off'");
  return rows.map(({ actorId: _actorId, ...row }) => row);
}
