import "server-only";
import { blockedReadSchema } from "@/lib/validations/account-closure";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { calendarDate, instant } from "../shared/dto";

/** Configuración, "Cuentas cerradas": a closed account as the list shows it (no identity: only its pseudonym). */
export type ClosedAccountDto = { id: string; name: string; closedAt: string; destroyAfter: string };

/** What a blocked record holds, shown only through readBlockedAccount. */
export type BlockedAccountDto = ClosedAccountDto & { reason: string | null; identity: unknown; auditRows: unknown };

const CLOSED_LIST_LIMIT = 200;

/** The closed accounts whose blocked data is still kept, the latest first (at most 200: a club closes a few a year). */
export async function listClosedAccounts(actor: Actor | null): Promise<ClosedAccountDto[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.blockedAccount.findMany({
    select: { userId: true, closedAt: true, destroyAfter: true, user: { select: { firstName: true, lastName: true, email: true } } },
    orderBy: [{ closedAt: "desc" }, { userId: "asc" }],
    take: CLOSED_LIST_LIMIT,
  });
  return rows.map((row) => ({
    id: row.userId,
    name: personLabel(row.user) ?? row.userId,
    closedAt: instant(row.closedAt),
    destroyAfter: calendarDate(row.destroyAfter)!,
  }));
}

/**
 * A blocked account's identity and the audit rows that named the person: for a court or an
 * authority, so the reason is required and the reading is itself audited (art. 32 LOPDGDD).
 */
export async function readBlockedAccount(actor: Actor | null, id: string, input: unknown): Promise<BlockedAccountDto> {
  assertAdmin(actor);
  const { reason } = blockedReadSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const row = await tx.blockedAccount.findUnique({
      where: { userId: rowId(id) },
      include: { user: { select: { firstName: true, lastName: true, email: true } } },
    });
    if (!row) notFound();
    const name = personLabel(row.user) ?? row.userId;
    await recordAudit(tx, actor, {
      action: "blocked-read",
      entityType: "user",
      entityId: row.userId,
      entityLabel: name,
      after: { motivo: reason },
    });
    return {
      id: row.userId,
      name,
      closedAt: instant(row.closedAt),
      destroyAfter: calendarDate(row.destroyAfter)!,
      reason: row.reason,
      identity: row.identity,
      auditRows: row.auditRows,
    };
  });
}
