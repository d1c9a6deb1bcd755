import "server-only";
import { commitmentRefusal } from "../kyc/state";
import type { Prisma } from "@/generated/prisma/client";
import { CO_HOLDER_MESSAGES, coHoldersSchema } from "@/lib/validations/co-holders";
import { holdsPlace } from "@/lib/validations/investment";
import { assertAdmin, assertSignedIn, isAdmin, ROLES, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { fullName } from "../shared/dto";
import { assertVerifiedInvestor } from "../kyc/state";
import { readKycSettings } from "../kyc/settings";
import { centsOf } from "@/lib/money";

/**
 * Co-holders of a participation (issue 49, item 2), where the club admits them (Configuración):
 * other investors, each verified before the participation is a commitment, each with a percentage;
 * the participation's own investor holds the rest. The money stays the participation's (one ledger,
 * one payment reference); what it earns is each holder's by share (../tax/payments.ts), so each
 * gets their own certificate and their own Modelo 193 record.
 */
type Tx = Prisma.TransactionClient;

export type HolderDto = { userId: string; name: string | null; email: string | null; share: string };
export type CoHoldersDto = { investmentId: string; allowed: boolean; holder: HolderDto; coHolders: HolderDto[] };

/** Shares in hundredths of a percent (basis points): 100 % is 10.000. */
export type HolderShare = { userId: string; basisPoints: bigint };

const FULL = 10_000n;
const basisPointsOf = (share: Prisma.Decimal | string) => centsOf(share.toString());
const percentOf = (basisPoints: bigint) => `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, "0")}`;

/**
 * Every holder's share of each participation named that has co-holders: the co-holders', then its
 * own investor's (the rest). Participations without co-holders are not in the map (all theirs).
 */
export async function holderShares(db: Pick<Tx, "participationCoHolder" | "participation">, investmentIds: string[]) {
  const rows = investmentIds.length
    ? await db.participationCoHolder.findMany({
        where: { investmentId: { in: investmentIds } },
        select: { investmentId: true, userId: true, share: true, participation: { select: { userId: true } } },
        orderBy: [{ investmentId: "asc" }, { userId: "asc" }],
      })
    : [];
  const shares = new Map<string, HolderShare[]>();
  for (const row of rows) {
    const list = shares.get(row.investmentId) ?? [{ userId: row.participation.userId, basisPoints: FULL }];
    list.push({ userId: row.userId, basisPoints: basisPointsOf(row.share) });
    list[0]!.basisPoints -= basisPointsOf(row.share);
    shares.set(row.investmentId, list);
  }
  return shares;
}

/** Every co-holder of the participation verified (a commitment needs each of them, as it needs its investor). */
export async function assertCoHoldersVerified(tx: Tx, investmentId: string): Promise<void> {
  const rows = await tx.participationCoHolder.findMany({ where: { investmentId }, select: { userId: true } });
  for (const row of rows) await assertVerifiedInvestor(tx, row.userId);
}

/** Why a participation's co-holders may not commit yet (one not verified, or with a screening match open), or null. */
export async function coHoldersRefusal(tx: Tx, investmentId: string): Promise<string | null> {
  const rows = await tx.participationCoHolder.findMany({ where: { investmentId }, select: { userId: true } });
  for (const row of rows) {
    const refusal = await commitmentRefusal(tx, row.userId);
    if (refusal) return refusal;
  }
  return null;
}

async function read(db: Pick<Tx, "participation" | "setting">, investmentId: string, actor: Actor): Promise<CoHoldersDto> {
  const row = await db.participation.findFirst({
    where: {
      id: rowId(investmentId),
      ...(isAdmin(actor) ? {} : { OR: [{ userId: actor.id }, { coHolders: { some: { userId: actor.id } } }] }),
    },
    select: {
      userId: true,
      user: { select: { firstName: true, lastName: true, email: true } },
      coHolders: {
        select: { userId: true, share: true, user: { select: { firstName: true, lastName: true, email: true } } },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!row) notFound();
  const rest = row.coHolders.reduce((left, holder) => left - basisPointsOf(holder.share), FULL);
  return {
    investmentId,
    allowed: (await readKycSettings(db)).coHoldersAllowed,
    holder: { userId: row.userId, name: fullName(row.user), email: row.user.email, share: percentOf(rest) },
    coHolders: row.coHolders.map((holder) => ({
      userId: holder.userId,
      name: fullName(holder.user),
      email: holder.user.email,
      share: holder.share.toFixed(2),
    })),
  };
}

/** `GET /api/investments/{id}/co-holders`: the participation's investor and co-holders, for admins and for those holders (404 for anyone else). */
export async function getCoHolders(actor: Actor | null, investmentId: string): Promise<CoHoldersDto> {
  assertSignedIn(actor);
  return read(await prisma(), investmentId, actor);
}

/**
 * `PUT /api/investments/{id}/co-holders` `{ coHolders: [{ userId, share }] }` (an admin): replaces
 * them. Refused while the club admits none (409, unless emptying them); each must be another open
 * investor account (400) and, on a committed participation, verified (409). Audited.
 */
export async function setCoHolders(actor: Actor | null, investmentId: string, input: unknown): Promise<CoHoldersDto> {
  assertAdmin(actor);
  const { coHolders } = coHoldersSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const [participation] = await tx.$queryRaw<{ userId: string; status: string }[]>`
      SELECT user_id AS "userId", status FROM investments WHERE id = ${rowId(investmentId)}::uuid FOR UPDATE`;
    if (!participation) notFound();
    if (coHolders.length && !(await readKycSettings(tx)).coHoldersAllowed) throw new AppError("conflict", CO_HOLDER_MESSAGES.notAllowed);
    const users = await tx.user.findMany({
      where: { id: { in: coHolders.map((holder) => holder.userId) }, role: ROLES.investor, closedAt: null, archivedAt: null },
      select: { id: true },
    });
    const open = new Set(users.map((user) => user.id));
    const fields: Record<string, string> = {};
    coHolders.forEach((holder, index) => {
      if (holder.userId === participation.userId) fields[`coHolders.${index}.userId`] = CO_HOLDER_MESSAGES.owner;
      else if (!open.has(holder.userId)) fields[`coHolders.${index}.userId`] = CO_HOLDER_MESSAGES.notInvestor;
    });
    if (Object.keys(fields).length) throw new AppError("invalid", MESSAGES.invalidInput, { fields });
    if (holdsPlace(participation.status)) for (const holder of coHolders) await assertVerifiedInvestor(tx, holder.userId);
    const before = await read(tx, investmentId, actor);
    await tx.participationCoHolder.deleteMany({ where: { investmentId } });
    await tx.participationCoHolder.createMany({ data: coHolders.map((holder) => ({ investmentId, ...holder })) });
    const after = await read(tx, investmentId, actor);
    const summary = (dto: CoHoldersDto) => [dto.holder, ...dto.coHolders].map((h) => `${h.name ?? h.email}: ${h.share} %`).join("; ");
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "investment",
      entityId: investmentId,
      entityLabel: "Cotitulares",
      before: { titulares: summary(before) },
      after: { titulares: summary(after) },
    });
    return after;
  });
}
