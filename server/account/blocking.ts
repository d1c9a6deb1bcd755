import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "../core/actor";
import { recordAudit } from "../audit/record";
import { PERSON_FIELDS, personLabel } from "../audit/snapshots";
import { dayInMadrid } from "@/lib/format";
import { pseudonymiseAuditRows, type Replacement } from "./audit-pseudonym";
import { destroyAfter, readRetention } from "../club/retention-settings";

type Tx = Prisma.TransactionClient;

/** What a closed account is called everywhere: "Cuenta cerrada 1A2B3C4D" (from its id, so stable and unique enough to tell apart). */
export const pseudonymOf = (userId: string) => ({
  firstName: "Cuenta cerrada",
  lastName: userId.replace(/-/g, "").slice(0, 8).toUpperCase(),
});

const BLOCKED = "[bloqueado]";
const IDENTITY = { ...PERSON_FIELDS, role: true, clerkUserId: true, emailVerified: true, createdAt: true } satisfies Prisma.UserSelect;

/**
 * Closes an account in the caller's transaction (art. 32 LOPDGDD): the identity and the audit rows
 * that named the person go to a blocked record with the date they may be destroyed; the user row
 * keeps its id and money (participations, movements, certificates) under a pseudonym, archived; what
 * the club need not keep is erased: the password, second factor, unused password links, sessions,
 * consents (copied to the blocked record as proof), e-mails sent to the person, rate-limit counters
 * naming the address.
 */
export async function blockAccount(tx: Tx, actor: Actor, userId: string, reason: string | null): Promise<{ destroyAfter: Date }> {
  const now = new Date();
  const identity = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: IDENTITY });
  const consents = await tx.consent.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  const pseudonym = pseudonymOf(userId);
  const label = personLabel(pseudonym)!;
  const past = await pastValues(tx, userId);
  const identification = await tx.identityVerification.findUnique({ where: { userId }, select: { documentNumber: true } });
  const auditRows = await pseudonymiseAuditRows(
    tx,
    { userId, email: identity.email, pseudonym: label },
    replacements(
      identity,
      { ...past, other: [...past.other, ...(identification?.documentNumber ? [identification.documentNumber] : [])] },
      label,
    ),
  );
  const until = destroyAfter(new Date(dayInMadrid(now)), await readRetention(tx));
  await tx.blockedAccount.create({
    data: {
      userId,
      identity: JSON.parse(JSON.stringify({ ...identity, consents })) as Prisma.InputJsonValue,
      auditRows: JSON.parse(JSON.stringify(auditRows)) as Prisma.InputJsonValue,
      reason,
      closedAt: now,
      closedBy: actor.id,
      destroyAfter: until,
    },
  });
  await tx.session.deleteMany({ where: { userId } });
  await tx.account.deleteMany({ where: { userId } });
  await tx.twoFactor.deleteMany({ where: { userId } });
  await tx.ibanChange.deleteMany({ where: { userId } }); // a payout IBAN still waiting: never paid now
  await tx.verification.deleteMany({ where: { value: userId } }); // an unused password link names the account by its id
  await tx.consent.deleteMany({ where: { userId } });
  // The identification (Ley 10/2010 art. 25) is kept, blocked, until the purge: out of every screen and check.
  await tx.identityVerification.updateMany({ where: { userId }, data: { blockedAt: now } });
  if (identity.email) {
    await tx.email.deleteMany({ where: { to: { equals: identity.email, mode: "insensitive" } } });
    await tx.requestThrottle.deleteMany({ where: { key: { contains: identity.email.toLowerCase() } } });
  }
  await tx.user.update({
    where: { id: userId },
    data: {
      ...pseudonym,
      ...Object.fromEntries(
        Object.keys(PERSON_FIELDS)
          .filter((field) => !(field in pseudonym))
          .map((field) => [field, null]),
      ),
      clerkUserId: null,
      emailVerified: false,
      twoFactorEnabled: false,
      notifyDocuments: false,
      notifyUpdates: "never",
      notifyOperations: false,
      notifyNewOperations: false,
      calendarTokenHash: null,
      calendarTokenCreatedAt: null,
      closureRequestedAt: null,
      closedAt: now,
      archivedAt: now,
    },
  });
  await recordAudit(tx, actor, {
    action: "account-closed",
    entityType: "user",
    entityId: userId,
    entityLabel: label,
    after: { motivo: reason, destruirDesde: until.toISOString().slice(0, 10) },
  });
  return { destroyAfter: until };
}

/** The person's values to take out of the audit log: the name and e-mails become the pseudonym, the rest "[bloqueado]". */
function replacements(identity: Prisma.UserGetPayload<{ select: typeof IDENTITY }>, past: PastValues, label: string): Replacement[] {
  const name = personLabel({ ...identity, email: null });
  const named = [name, identity.email, ...past.emails].map((value) => ({ value, by: label }));
  const other = [identity.nif, identity.iban, identity.phone, identity.address, ...past.other].map((value) => ({ value, by: BLOCKED }));
  const seen = new Set<string>();
  return [...named, ...other].filter((entry): entry is Replacement => {
    const key = entry.value?.toLowerCase();
    if (!key || key.length < 4 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type PastValues = { emails: string[]; other: string[] };
const PAST_FIELDS = new Set(["nif", "iban", "phone", "address"]);

/** The values the person's row had before (an e-mail or IBAN changed since): the audit log's changes of their user. */
async function pastValues(tx: Tx, userId: string): Promise<PastValues> {
  const rows = await tx.auditEvent.findMany({
    where: { entityType: "user", entityId: userId, changes: { not: Prisma.DbNull } },
    select: { changes: true },
  });
  const past: PastValues = { emails: [], other: [] };
  for (const change of rows.flatMap((row) => (Array.isArray(row.changes) ? row.changes : [])) as {
    field?: string;
    from?: unknown;
    to?: unknown;
  }[]) {
    const values = [change.from, change.to].filter((value): value is string => typeof value === "string");
    if (change.field === "email") past.emails.push(...values);
    else if (change.field && PAST_FIELDS.has(change.field)) past.other.push(...values);
  }
  return past;
}
