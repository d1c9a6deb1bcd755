import "server-only";
import { coHoldersRefusal } from "./co-holders";
import { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatMoney } from "@/lib/format";
import { addDays } from "@/lib/deposit/calendar";
import { REFLECTION_DAYS, reflectionLastDay } from "@/lib/reflection-period";
import { centsOf, decimalOf, sumCents } from "@/lib/money";
import {
  ASKING_STATUSES,
  holdsPlace,
  isAsking,
  PARTICIPATION_MESSAGES,
  participationRequestSchema,
  type InvestmentStatus,
} from "@/lib/validations/investment";
import { ROLES, assertSignedIn, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import {
  participationConfirmed,
  participationRejected,
  participationRequestReceived,
  participationRequested,
  participationWaitlisted,
} from "../mail/templates";
import { fullName, instant, money } from "../shared/dto";
import { notFound } from "../core/access";
import { INVESTMENT_AUDIT, INVESTMENT_LOG, recordCreate, recordUpdate } from "../audit/snapshots";
import { assignPaymentTerms, type PaymentTerms } from "./payment-terms";
import { instructionLines, paymentInstructions } from "./payment-instructions";
import { assertTicket, fundingMessages, lockOperation, placesTaken, recomputeFunding } from "./funding";
import { assertAccountOpen } from "../ledger/posting";
import { readPaymentSettings } from "../club/payment-settings";
import { isPartlyConfirmed } from "./partly-confirmed";
import { commitmentRefusal } from "../kyc/state";
import { assertCurrentSheet } from "../fichas/versions";
import { assertAcknowledged, riskCheckOf } from "./risk-acknowledgment";
import type { RiskCheck } from "@/lib/validations/appropriateness";
import { currentSheetVersion, type SheetLink } from "../fichas/versions";

/**
 * "Quiero participar" and the club's decision (docs/product.md, "Requests"): an investor asks to
 * take part in an open operation (`requested`, never in "% Financiado"); an admin confirms it
 * (`active`, within the price), puts it on the waitlist or rejects it with a reason. A place freed
 * by a cancelled, reduced, moved or deleted participation, or a raised price, goes to the waitlist
 * in the order the requests came in.
 */

type Tx = Prisma.TransactionClient;

/** The operation takes requests: open ("Abierta") and not archived. */
export const takesRequests = (operation: { status: string; archivedAt: Date | null }) =>
  operation.status === "abierta" && !operation.archivedAt;

/** The operation's terms an investor accepts: its public CPO model when it has one. */
export async function operationTerms(db: Tx | Awaited<ReturnType<typeof prisma>>, operationId: string) {
  return db.document.findFirst({
    where: { operationId, investmentId: null, isPublic: true, type: { equals: "CPO", mode: "insensitive" } },
    select: { id: true, name: true, fileUrl: true },
    orderBy: [{ uploadedAt: "desc" }, { id: "asc" }],
  });
}

const invalid = (fields: Record<string, string>) => new AppError("invalid", MESSAGES.invalidInput, { fields });

/** Creates the signed-in investor's request; returns the new participation's id. */
export async function requestParticipation(actor: Actor | null, input: unknown): Promise<string> {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", "Solo los inversores pueden solicitar participar");
  const values = participationRequestSchema.parse(input);
  if (values.userId !== undefined && values.userId !== actor.id) throw invalid({ userId: PARTICIPATION_MESSAGES.notForOthers });
  const db = await prisma();
  const now = new Date();
  return db.$transaction(async (tx) => {
    const operation = await lockOperation(tx, values.operationId);
    if (!takesRequests(operation)) throw new AppError("conflict", PARTICIPATION_MESSAGES.notOpen);
    await assertAccountOpen(tx, actor.id);
    assertTicket(operation, values.amount);
    assertAcknowledged(await riskCheckOf(tx, actor.id, dayInMadrid(now)), values.amount, values.riskAcknowledged);
    const fichaVersion = await assertCurrentSheet(tx, { operationId: operation.id }, values.fichaVersion, now);
    const left = centsOf(operation.pvp) - (await placesTaken(tx, operation.id));
    if (centsOf(values.amount) > left) {
      const message = fundingMessages.overPrice(left);
      throw new AppError("conflict", message, { fields: { amount: message } });
    }
    const asking = { userId: actor.id, operationId: operation.id, status: { in: [...ASKING_STATUSES] } };
    if (await tx.participation.count({ where: asking })) throw new AppError("conflict", PARTICIPATION_MESSAGES.alreadyAsked);
    const terms = await operationTerms(tx, operation.id);
    const created = await tx.participation.create({
      data: {
        userId: actor.id,
        operationId: operation.id,
        amount: values.amount,
        investmentDate: now,
        status: "requested",
        requestedAt: now,
        requestedAmount: values.amount,
        termsAcceptedAt: now,
        termsDocumentId: terms?.id ?? null,
        fichaVersion,
        riskAcknowledgedAt: values.riskAcknowledged ? now : null,
      },
      select: { id: true, ...INVESTMENT_AUDIT },
    });
    await recordCreate(tx, actor, INVESTMENT_LOG, created);
    const about = { operationTitle: operation.title, amount: formatMoney(created.amount.toFixed(2)) };
    if (actor.email) await enqueueEmails(tx, { kind: "participation", ...participationRequested(about) }, [actor.email]);
    const investor = fullName(actor) ?? actor.email ?? "Un inversor";
    await enqueueEmails(
      tx,
      { kind: "participation", ...participationRequestReceived({ ...about, investor, operationId: operation.id }) },
      await adminAddresses(tx),
    );
    return created.id;
  });
}

/** 400 when a rejection comes without its reason. */
export function assertDecision(values: { status: string; decisionNote: string | null }) {
  if (values.status === "rejected" && !values.decisionNote) throw invalid({ decisionNote: PARTICIPATION_MESSAGES.reasonRequired });
}

type Decided = PaymentTerms & {
  id: string;
  status: string;
  amount: Prisma.Decimal;
  decisionNote: string | null;
  user: { email: string | null } | null;
  operation: { title: string } | null;
};

/**
 * The e-mail of a request's decision (confirmed, with the payment instructions — for less than
 * asked, saying so —; waitlisted; rejected, with the reason), when its status changed to one.
 */
export async function notifyDecision(
  tx: Tx,
  before: { status: string; amount?: Prisma.Decimal },
  after: Decided,
  hold?: { key: string; until: Date },
) {
  if (before.status === after.status || !after.user?.email || !after.operation) return;
  const about = { operationTitle: after.operation.title, amount: formatMoney(after.amount.toFixed(2)) };
  const asked = isAsking(before.status);
  // Confirmed for less than asked: the investor is told both and that they may withdraw it.
  const partly = before.amount && after.amount.lessThan(before.amount) ? formatMoney(before.amount.toFixed(2)) : null;
  const rendered =
    after.status === "active" && asked
      ? participationConfirmed({ ...about, asked: partly, instructions: instructionLines(await paymentInstructions(tx, after)) })
      : after.status === "waitlisted"
        ? participationWaitlisted(about)
        : after.status === "rejected"
          ? participationRejected({ ...about, reason: after.decisionNote ?? "" })
          : null;
  if (rendered) await enqueueEmails(tx, { kind: "participation", ...rendered, ...(hold && { hold }) }, [after.user.email]);
}

/** Whether a write from `before` to `after` may have freed part of `before`'s operation's price. */
export function freesPlace(before: { status: string; amount: Prisma.Decimal; operationId: string }, after?: typeof before) {
  if (!holdsPlace(before.status)) return false;
  return !after || !holdsPlace(after.status) || after.operationId !== before.operationId || after.amount.lessThan(before.amount);
}

/**
 * Confirms the operation's waitlisted requests, oldest first, while they fit in what is left of its
 * price; the first that does not fit stops the queue (no one is skipped for a smaller amount). Runs
 * in the caller's transaction, after it locked the operation; each one confirmed is audited and
 * e-mailed. An investor not verified (issue 49) keeps their place and is passed over until they are.
 * Returns how many were confirmed.
 */
export async function offerFreedPlaces(tx: Tx, actor: Actor, operationId: string): Promise<number> {
  const operation = await lockOperation(tx, operationId);
  if (!takesRequests(operation)) return 0;
  let left = centsOf(operation.pvp) - (await placesTaken(tx, operationId));
  const waiting = await tx.participation.findMany({
    where: { operationId, status: "waitlisted" satisfies InvestmentStatus },
    select: { id: true, ...INVESTMENT_AUDIT },
    orderBy: [{ requestedAt: { sort: "asc", nulls: "last" } }, { investmentDate: "asc" }, { id: "asc" }],
  });
  let offered = 0;
  for (const request of waiting) {
    if (centsOf(request.amount) > left) break;
    // Not verified yet (the investor or a co-holder: the checks of a confirmation by hand, issue 64 item 7): they keep
    // their place in the queue and the next one is offered what is free.
    if ((await commitmentRefusal(tx, request.userId)) || (await coHoldersRefusal(tx, request.id))) continue;
    const after = await tx.participation.update({
      where: { id: request.id },
      data: { status: "active" },
      select: INVESTMENT_AUDIT,
    });
    left -= centsOf(request.amount);
    offered++;
    await recordUpdate(tx, actor, INVESTMENT_LOG, request.id, request, after);
    await notifyDecision(tx, request, { ...after, id: request.id, ...(await assignPaymentTerms(tx, request.id)) });
  }
  if (offered) await recomputeFunding(tx, operationId);
  return offered;
}

export type RequestPage = {
  operation: { id: string; title: string; slug: string; ticketMin: string; left: string };
  /** The public CPO model the investor accepts, when the operation has one. */
  terms: { name: string; fileUrl: string } | null;
  /** The investor's request not decided yet in this operation, if any. */
  pending: { status: string; amount: string } | null;
  /** Why no request can be made here now, or null. */
  closed: string | null;
  /** Days to pay once the club confirms (Configuración, Cobros): what the summary of the terms says. */
  paymentDays: number;
  /** Issue 66: whether the investor's test is in force and above which amount the warning is asked again. */
  risk: RiskCheck;
  /** The operation's information sheet (its current version), which the request accepts; null when no request can be made. */
  sheet: SheetLink | null;
};

/** What "Quiero participar" shows for the operation at `slug` (404 when it is not public). */
export async function getRequestPage(actor: Actor, slug: string): Promise<RequestPage> {
  const db = await prisma();
  const operation = await db.operation.findFirst({
    where: { slug, archivedAt: null },
    select: { id: true, title: true, slug: true, status: true, archivedAt: true, pvp: true, ticketMin: true },
  });
  if (!operation) notFound();
  const [taken, terms, pending, payment, risk] = await Promise.all([
    placesTaken(db, operation.id),
    operationTerms(db, operation.id),
    db.participation.findFirst({
      where: { userId: actor.id, operationId: operation.id, status: { in: [...ASKING_STATUSES] } },
      select: { status: true, amount: true },
    }),
    readPaymentSettings(db),
    riskCheckOf(db, actor.id, dayInMadrid(new Date())),
  ]);
  const free = centsOf(operation.pvp) - taken;
  const left = free > 0n ? free : 0n;
  const closed = !takesRequests(operation)
    ? PARTICIPATION_MESSAGES.notOpen
    : left < centsOf(operation.ticketMin)
      ? "La operación está completa: no queda sitio para una participación nueva"
      : null;
  return {
    operation: {
      id: operation.id,
      title: operation.title,
      slug: operation.slug,
      ticketMin: money(operation.ticketMin),
      left: decimalOf(left),
    },
    terms,
    pending: pending && { status: pending.status, amount: money(pending.amount) },
    closed,
    paymentDays: payment.paymentDays,
    risk,
    sheet: closed || pending ? null : await currentSheetVersion({ operationId: operation.id }),
  };
}

export type OwnRequest = {
  id: string;
  operationTitle: string;
  operationSlug: string;
  amount: string;
  status: string;
  requestedAt: string | null;
  decisionNote: string | null;
  /** Confirmed for less than asked (and nothing paid): what was asked; the investor may still withdraw it. */
  askedAmount: string | null;
  /** Issue 66, item 3: the last day of its reflection period while it runs (it may be revoked until then, whatever its state); else null. */
  reflectionUntil: string | null;
};

/**
 * The signed-in investor's requests: pending (requested, waitlisted), confirmed for less than asked
 * and not paid yet (they may still withdraw it), confirmed within their reflection period (they may
 * revoke it), and rejected; newest first.
 */
export async function listOwnRequests(actor: Actor, now = new Date()): Promise<{ requests: OwnRequest[]; asked: string }> {
  const db = await prisma();
  const today = dayInMadrid(now);
  // Asked on or after this day: its reflection period still runs today (lib/reflection-period.ts).
  const since = new Date(`${addDays(today, -REFLECTION_DAYS - 1)}T00:00:00Z`);
  const rows = await db.participation.findMany({
    where: {
      userId: actor.id,
      OR: [
        { status: { in: [...ASKING_STATUSES, "rejected"] } },
        { status: "active", requestedAmount: { not: null } },
        { status: "active", requestedAt: { gte: since } },
      ],
    },
    select: {
      id: true,
      amount: true,
      status: true,
      requestedAt: true,
      requestedAmount: true,
      decisionNote: true,
      operation: { select: { title: true, slug: true } },
      _count: { select: { transactions: true } },
    },
    orderBy: [{ investmentDate: "desc" }, { id: "asc" }],
  });
  const reflecting = (row: (typeof rows)[number]) =>
    row.requestedAt && row.status !== "rejected" && reflectionLastDay(row.requestedAt) >= today ? reflectionLastDay(row.requestedAt) : null;
  const shown = rows.filter((row) => row.status !== "active" || isPartlyConfirmed(row) || reflecting(row));
  const asking = shown.filter((row) => isAsking(row.status));
  return {
    requests: shown.map((row) => ({
      id: row.id,
      operationTitle: row.operation.title,
      operationSlug: row.operation.slug,
      amount: money(row.amount),
      status: row.status,
      requestedAt: row.requestedAt && instant(row.requestedAt),
      decisionNote: row.decisionNote,
      askedAmount: isPartlyConfirmed(row) ? money(row.requestedAmount!) : null,
      reflectionUntil: reflecting(row),
    })),
    asked: decimalOf(sumCents(asking.map((row) => centsOf(row.amount)))),
  };
}
