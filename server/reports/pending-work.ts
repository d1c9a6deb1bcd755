import "server-only";
import { refundsWaiting } from "../payouts/refunds";
import { cache } from "react";
import { dayInMadrid } from "@/lib/format";
import { assertAdmin, ROLES, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { positionsWhere } from "../ledger/positions";
import { expiringWhere } from "../kyc/review";
import { calendarDate, fullName, money } from "../shared/dto";
import { decimalOf } from "@/lib/money";
import { endedPeriodEnds } from "@/lib/deposit/calendar";
import { readDepositSettings } from "../club/deposit-settings";
import { complaintsWaiting } from "../complaints/register";

/**
 * "Pendiente" (issue 50, item 1): what waits for an admin, each with its count and where it is
 * done — the dashboard's first block and the sidebar's badges read the same counts.
 */
export const PENDING_KEYS = [
  "requests",
  "verifications",
  "screening",
  "overdue",
  "bankEntries",
  "payouts",
  "interestRuns",
  "withdrawals",
  "depositTransfers",
  "refunds",
  "messages",
  "complaints",
  "complaintsOverdue",
  "emails",
  "expiring",
] as const;
export type PendingKey = (typeof PENDING_KEYS)[number];

export type PendingItem = { key: PendingKey; label: string; count: number; href: string };

const LABELS: Record<PendingKey, (count: number) => string> = {
  requests: (n) => (n === 1 ? "solicitud por decidir" : "solicitudes por decidir"),
  verifications: (n) => (n === 1 ? "verificación por revisar" : "verificaciones por revisar"),
  screening: (n) => (n === 1 ? "coincidencia con la lista de sanciones" : "coincidencias con la lista de sanciones"),
  overdue: (n) => (n === 1 ? "pago vencido" : "pagos vencidos"),
  bankEntries: (n) => (n === 1 ? "apunte del banco por asignar" : "apuntes del banco por asignar"),
  payouts: (n) => (n === 1 ? "transferencia ordenada sin enviar" : "transferencias ordenadas sin enviar"),
  interestRuns: (n) =>
    n === 1
      ? "periodo de la cuenta de depósito terminado sin abonar sus intereses"
      : "periodos de la cuenta de depósito terminados sin abonar sus intereses",
  withdrawals: (n) => (n === 1 ? "retirada de la cuenta de depósito por aprobar" : "retiradas de la cuenta de depósito por aprobar"),
  depositTransfers: (n) =>
    n === 1
      ? "retirada aprobada cuya ventana ha llegado, sin enviar al banco"
      : "retiradas aprobadas cuya ventana ha llegado, sin enviar al banco",
  refunds: (n) =>
    n === 1 ? "devolución por transferir (revocación o desistimiento)" : "devoluciones por transferir (revocaciones o desistimientos)",
  messages: (n) => (n === 1 ? "mensaje sin leer" : "mensajes sin leer"),
  complaints: (n) => (n === 1 ? "reclamación por admitir o resolver" : "reclamaciones por admitir o resolver"),
  complaintsOverdue: (n) => (n === 1 ? "reclamación fuera de plazo" : "reclamaciones fuera de plazo"),
  emails: (n) => (n === 1 ? "correo fallido" : "correos fallidos"),
  expiring: (n) => (n === 1 ? "identificación que caduca en 30 días" : "identificaciones que caducan en 30 días"),
};

/** Where each is done; the sidebar shows the count on the menu item of the same address. */
export const PENDING_HREFS: Record<PendingKey, string> = {
  requests: "/admin/solicitudes",
  verifications: "/admin/verificaciones?status=pending",
  screening: "/admin/verificaciones?status=screening",
  overdue: "/admin#pagos-vencidos",
  bankEntries: "/admin/banco",
  payouts: "/admin#transferencias-por-enviar",
  interestRuns: "/admin/deposito#intereses",
  withdrawals: "/admin/deposito#retiradas",
  depositTransfers: "/admin/deposito#retiradas",
  refunds: "/admin/devoluciones",
  messages: "/admin/messages?read=unread",
  complaints: "/admin/reclamaciones",
  complaintsOverdue: "/admin/reclamaciones",
  emails: "/admin/correo?status=failed",
  expiring: "/admin/verificaciones?status=expiring",
};

/** A committed participation whose payment is past its due day with money still owed. */
export type OverduePayment = {
  investmentId: string;
  operationId: string;
  operationTitle: string;
  investorId: string;
  investor: string;
  email: string | null;
  paymentDue: string;
  owed: string;
};

/** An operation whose liquidation has payouts ordered and not yet sent to the bank. */
export type OrderedPayouts = { operationId: string; operationTitle: string; count: number; amount: string };

type Reader = Awaited<ReturnType<typeof prisma>>;

/** The overdue participations (Madrid's today), most overdue first. */
async function overdueOwed(db: Reader, now: Date): Promise<{ id: string; owed: bigint }[]> {
  const today = new Date(`${dayInMadrid(now)}T00:00:00Z`);
  const positions = await positionsWhere(db, { status: "active", paymentDue: { lt: today } });
  return [...positions.entries()].filter(([, position]) => position.owed > 0n).map(([id, position]) => ({ id, owed: position.owed }));
}

/** What the dashboard lists under its counts: the overdue payments and the payouts waiting to be sent. */
export async function pendingDetails(
  actor: Actor | null,
  now = new Date(),
): Promise<{ overdue: OverduePayment[]; payouts: OrderedPayouts[] }> {
  assertAdmin(actor);
  const db = await prisma();
  const owed = new Map((await overdueOwed(db, now)).map((row) => [row.id, row.owed]));
  const [participations, payouts] = await Promise.all([
    db.participation.findMany({
      where: { id: { in: [...owed.keys()] } },
      select: {
        id: true,
        paymentDue: true,
        operation: { select: { id: true, title: true } },
        user: { select: { id: true, firstName: true, lastName: true, email: true } },
      },
      orderBy: [{ paymentDue: "asc" }, { id: "asc" }],
      take: DETAILS_LIMIT,
    }),
    db.payout.groupBy({
      by: ["liquidationId"],
      where: { status: "ordered", liquidationId: { not: null } },
      _count: { _all: true },
      _sum: { amount: true },
    }),
  ]);
  const liquidations = await db.liquidation.findMany({
    where: { id: { in: payouts.map((row) => row.liquidationId!) } },
    select: { id: true, operation: { select: { id: true, title: true } } },
  });
  const operationOf = new Map(liquidations.map((row) => [row.id, row.operation]));
  return {
    overdue: participations.map((row) => ({
      investmentId: row.id,
      operationId: row.operation.id,
      operationTitle: row.operation.title,
      investorId: row.user.id,
      investor: fullName(row.user) ?? row.user.email ?? "",
      email: row.user.email,
      paymentDue: calendarDate(row.paymentDue)!,
      owed: decimalOf(owed.get(row.id)!),
    })),
    payouts: payouts.map((row) => ({
      operationId: operationOf.get(row.liquidationId!)!.id,
      operationTitle: operationOf.get(row.liquidationId!)!.title,
      count: row._count._all,
      amount: row._sum.amount ? money(row._sum.amount) : "0.00",
    })),
  };
}

/** At most this many overdue payments listed (the count says how many there are). */
export const DETAILS_LIMIT = 20;

/**
 * The counts of Madrid's day `today`, once per request (React's cache): the sidebar's badges and
 * the dashboard's block read them in the same render. Outside a render it is a plain call.
 */
const countsOf = cache(async (today: string): Promise<Record<PendingKey, number>> => {
  const db = await prisma();
  const day = new Date(today);
  const openInvestor = { closedAt: null, role: ROLES.investor };
  // One read of the waiting complaints gives both their counts.
  const complaints = complaintsWaiting(db, day);
  const count: Record<PendingKey, () => Promise<number>> = {
    requests: () => db.participation.count({ where: { status: "requested", operation: { archivedAt: null } } }),
    verifications: () => db.identityVerification.count({ where: { status: "pending", blockedAt: null, user: openInvestor } }),
    screening: () => db.screeningHit.count({ where: { status: "open", user: openInvestor } }),
    overdue: () => overdueOwed(db, day).then((rows) => rows.length),
    bankEntries: () => db.bankEntry.count({ where: { status: "review" } }),
    // A liquidation's, as the dashboard lists them; a refund's are Devoluciones'.
    payouts: () => db.payout.count({ where: { status: "ordered", liquidationId: { not: null } } }),
    interestRuns: () => periodsWithoutRun(db, today),
    withdrawals: () => db.depositWithdrawal.count({ where: { status: "requested", account: { status: "open" } } }),
    depositTransfers: () =>
      db.depositWithdrawal.count({
        where: { status: "approved", desistimiento: false, windowDay: { lte: day }, account: { status: "open" } },
      }),
    refunds: () => refundsWaiting(db),
    messages: () => db.contactMessage.count({ where: { isRead: false } }),
    complaints: () => complaints.then((counts) => counts.waiting),
    complaintsOverdue: () => complaints.then((counts) => counts.overdue),
    emails: () => db.email.count({ where: { status: "failed" } }),
    expiring: () => db.identityVerification.count({ where: { ...expiringWhere(day), blockedAt: null, user: openInvestor } }),
  };
  const counts = await Promise.all(PENDING_KEYS.map((key) => count[key]()));
  return Object.fromEntries(PENDING_KEYS.map((key, i) => [key, counts[i]!])) as Record<PendingKey, number>;
});

/**
 * The deposit account's ended periods, since its first movement, whose last day no confirmed interest
 * run credited (Madrid's `today`): under the crediting setting in force, but a day a run made under
 * another one credited is not owed again (server/deposit/interest-run.ts).
 */
async function periodsWithoutRun(db: Reader, today: string): Promise<number> {
  const first = await db.depositMovement.findFirst({ orderBy: { valueDate: "asc" }, select: { valueDate: true } });
  if (!first) return 0;
  const { depositCrediting } = await readDepositSettings(db);
  const ends = endedPeriodEnds(calendarDate(first.valueDate)!, today, depositCrediting);
  if (!ends.length) return 0;
  const runs = await db.depositInterestRun.findMany({
    where: { status: "confirmed", creditedOn: { gte: new Date(`${ends[0]}T00:00:00Z`) } },
    select: { periodFrom: true, creditedOn: true },
  });
  const credited = runs.map((run) => ({ from: calendarDate(run.periodFrom)!, to: calendarDate(run.creditedOn)! }));
  return ends.filter((end) => !credited.some((run) => run.from <= end && end <= run.to)).length;
}

/** Every count, the ones at zero included (the sidebar clears its badge), in the block's order. */
export async function pendingWork(actor: Actor | null, now = new Date()): Promise<PendingItem[]> {
  assertAdmin(actor);
  const counts = await countsOf(dayInMadrid(now));
  return PENDING_KEYS.map((key) => ({ key, count: counts[key], label: LABELS[key](counts[key]), href: PENDING_HREFS[key] }));
}

/** Counts that are part of another one of the same page (the late complaints are among those waiting): no badge of their own. */
const PART_OF_ANOTHER = new Set<PendingKey>(["complaintsOverdue"]);

/** The sidebar's badges: each menu address with the counts of what waits there (only those above zero). */
export async function pendingBadges(actor: Actor | null, now = new Date()): Promise<Record<string, number>> {
  return badgesOf(await pendingWork(actor, now));
}

function badgesOf(items: PendingItem[]): Record<string, number> {
  const badges: Record<string, number> = {};
  for (const item of items) {
    if (!item.count || PART_OF_ANOTHER.has(item.key)) continue;
    const path = item.href.split(/[?#]/)[0]!;
    badges[path] = (badges[path] ?? 0) + item.count;
  }
  return badges;
}

/**
 * Issue 67, item 7: the counts every admin page shows (the sidebar's badges, the dashboard's block) are the club's,
 * the same for every admin: one reading is shared by the requests of the next few seconds instead of 15 counts on
 * every page, and the pages stream them in (components/layout/app-shell.tsx) rather than wait for them. A failed
 * reading is not kept.
 */
export const SHARED_COUNTS_MS = 3_000;
let shared: { at: number; items: Promise<PendingItem[]> } | null = null;

export function sharedPendingWork(actor: Actor | null, now = new Date()): Promise<PendingItem[]> {
  assertAdmin(actor);
  if (!shared || now.getTime() - shared.at >= SHARED_COUNTS_MS || now.getTime() < shared.at) {
    const items = pendingWork(actor, now);
    const reading = { at: now.getTime(), items };
    shared = reading;
    items.catch(() => {
      if (shared === reading) shared = null;
    });
  }
  return shared.items;
}

/** The sidebar's badges from the shared reading. */
export async function sidebarBadges(actor: Actor | null): Promise<Record<string, number>> {
  return badgesOf(await sharedPendingWork(actor));
}
