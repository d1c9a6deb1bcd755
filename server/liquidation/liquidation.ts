import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatDate, formatMoney } from "@/lib/format";
import { computeLiquidation, liquidationMovements, type LiquidationRowCents } from "@/lib/liquidation";
import type { MovementType } from "@/lib/ledger/kinds";
import { postMovements } from "../ledger/post";
import { SUCCESS_FEE_BASIS_POINTS } from "@/lib/club-terms";
import { dayAfter } from "@/lib/madrid-day";
import { basisPointsOf, centsOf, decimalOf } from "@/lib/money";
import { LIQUIDATION_MESSAGES, liquidationReversalSchema, liquidationSchema, type LiquidationValues } from "@/lib/validations/liquidation";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { recordAudit } from "../audit/record";
import { enqueueEmails } from "../mail/outbox";
import { liquidationNotice } from "../mail/templates";
import { assertPriceCoversPlaces, lockOperation, recomputeFunding } from "../participations/funding";
import { assertDecided, openItems, settleOpenItems } from "./open-items";
import type { LiquidationDto, LiquidationRowDto, LiquidationTotalsDto } from "./rows";

export type { LiquidationDto, LiquidationRowDto, LiquidationTotalsDto } from "./rows";
import { cancelPayouts, orderPayouts } from "./payouts";
import { LEDGER_MESSAGES } from "../ledger/posting";
import { positionsOf } from "../ledger/positions";
import { calendarDay } from "../shared/references";
import { calendarDate, fullName, instant } from "../shared/dto";
import { withholdingRateFor } from "./rates";
import { readTaxSettings } from "../club/tax-settings";
import { liquidationNoticePdf, noticeFileName } from "./notice";
import { clubParty, INVESTOR_PARTY_SELECT, investorParty } from "../pdf/parties";
import { isSepaIban, maskedIban } from "@/lib/validations/identity";
import { isStillOpen } from "@/lib/liquidation-availability";

type Tx = Prisma.TransactionClient;

/**
 * The figures of a liquidation of `operationId` with `values`, read inside `tx`: the committed
 * participations that have paid something in, oldest first (the order that breaks ties between
 * remainders), each with its completed contributions as capital.
 */
async function figures(tx: Tx, operationId: string, values: LiquidationValues) {
  const costs = values.costs.reduce((sum, cost) => sum + centsOf(cost.amount), 0n);
  const proceeds = centsOf(values.proceeds);
  if (costs > proceeds) throw invalid({ costs: LIQUIDATION_MESSAGES.costsExceedProceeds });
  const participations = await tx.participation.findMany({
    where: { operationId, status: "active" },
    select: { id: true, userId: true, status: true, amount: true, user: { select: { ...INVESTOR_PARTY_SELECT, iban: true } } },
    orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
  });
  const positions = await positionsOf(tx, participations);
  const paid = (id: string) => positions.get(id)!.paid;
  const paying = participations.filter((p) => paid(p.id) > 0n);
  if (!paying.length) throw invalid({ proceeds: LIQUIDATION_MESSAGES.nobodyPaid });
  await assertLiquidationDay(tx, operationId, values.date);
  const withholdingRate = await withholdingRateFor(tx, Number(values.date.slice(0, 4)));
  const { rows, totals } = computeLiquidation(
    proceeds,
    costs,
    paying.map((p) => ({ investmentId: p.id, capitalCents: paid(p.id) })),
    { feeBasisPoints: SUCCESS_FEE_BASIS_POINTS, withholdingBasisPoints: basisPointsOf(withholdingRate) },
  );
  const people = new Map(paying.map((p) => [p.id, p]));
  return {
    withholdingRate,
    people,
    rows: rows.map((row) => toRowDto(row, people.get(row.investmentId)!)),
    totals: Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, decimalOf(value)])) as LiquidationTotalsDto,
  };
}

/**
 * 400 unless the liquidation's day is a real one the tax papers can report: not before the operation's
 * first contribution, and not further ahead of today (Madrid) than Configuración (Fiscalidad) allows.
 */
async function assertLiquidationDay(tx: Tx, operationId: string, date: string, now = new Date()) {
  const { liquidationDaysAhead } = await readTaxSettings(tx);
  const last = calendarDate(dayAfter(now, liquidationDaysAhead))!;
  if (date > last) throw invalid({ date: LIQUIDATION_MESSAGES.dateTooLate(formatDate(last)) });
  const first = await tx.movement.findFirst({
    where: { operationId, type: "APORTE", status: "completed" },
    select: { transactionDate: true },
    orderBy: { transactionDate: "asc" },
  });
  const firstDay = first && calendarDate(first.transactionDate)!;
  if (firstDay && date < firstDay) throw invalid({ date: LIQUIDATION_MESSAGES.dateTooEarly(formatDate(firstDay)) });
}

function toRowDto(
  row: LiquidationRowCents,
  person: { userId: string; user: { firstName: string | null; lastName: string | null; email: string | null } },
): LiquidationRowDto {
  return {
    investmentId: row.investmentId,
    investorId: person.userId,
    investorName: fullName(person.user) ?? person.user.email,
    capital: decimalOf(row.capital),
    result: decimalOf(row.result),
    fee: decimalOf(row.fee),
    gain: decimalOf(row.gain),
    withholding: decimalOf(row.withholding),
    net: decimalOf(row.net),
  };
}

/** What confirming would do, computed the same way and written nowhere. */
export async function previewLiquidation(actor: Actor | null, operationId: string, input: unknown): Promise<LiquidationDto> {
  assertAdmin(actor);
  rowId(operationId);
  const values = liquidationSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    await assertNoLiquidation(tx, await lockOperation(tx, operationId));
    return { ...dtoOf(operationId, values, await figures(tx, operationId, values), null), open: await openItems(tx, operationId) };
  });
}

type Confirmation = { id: string; confirmedAt: string; confirmedBy: string | null };

function dtoOf(
  operationId: string,
  values: LiquidationValues,
  computed: Awaited<ReturnType<typeof figures>>,
  confirmation: Confirmation | null,
): LiquidationDto {
  const { withholdingRate, rows, totals } = computed;
  const { date, proceeds, costs } = values;
  return {
    id: confirmation?.id ?? null,
    operationId,
    date,
    proceeds,
    costs,
    withholdingRate,
    rows,
    totals,
    confirmedAt: confirmation?.confirmedAt ?? null,
    confirmedBy: confirmation?.confirmedBy ?? null,
    open: null,
    payouts: [],
    batches: [],
  };
}

/** 409 unless the operation can be liquidated now: not archived, no longer open, and not liquidated already. */
async function assertNoLiquidation(tx: Tx, operation: { id: string; status: string; archivedAt: Date | null }) {
  if (operation.archivedAt) throw new AppError("conflict", LEDGER_MESSAGES.archived);
  if (isStillOpen(operation.status)) throw new AppError("conflict", LIQUIDATION_MESSAGES.stillOpen);
  const operationId = operation.id;
  const existing = await tx.liquidation.findFirst({ where: { operationId, reversedAt: null }, select: { id: true } });
  if (existing) throw new AppError("conflict", LIQUIDATION_MESSAGES.alreadyLiquidated);
}

/**
 * Confirms the liquidation: in one transaction, under the operation's row lock, every movement of
 * every participation (completed, dated the liquidation's day, tied to it), the participations
 * liquidated (closed), the operation finalizada, the liquidation kept with its figures, each
 * investor's liquidation notice queued and the audit written. A second one is refused (409) until it is reversed.
 */
export async function confirmLiquidation(actor: Actor | null, operationId: string, input: unknown): Promise<LiquidationDto> {
  assertAdmin(actor);
  rowId(operationId);
  const values = liquidationSchema.parse(input);
  const db = await prisma();
  const { dto, slug } = await db.$transaction((tx) => liquidateIn(tx, actor, operationId, values), { timeout: 60_000 });
  await invalidateOperations(slug);
  return dto;
}

/**
 * The liquidation's writes inside the caller's transaction: what `confirmLiquidation` does once the
 * input is validated, so that a writer already in a transaction (the demo's history, issue 63 item 3)
 * liquidates exactly as an admin's click does. The caller expires the operation's cached pages.
 */
export async function liquidateIn(
  tx: Tx,
  actor: Actor,
  operationId: string,
  values: LiquidationValues,
): Promise<{ dto: LiquidationDto; slug: string }> {
  const operation = await lockOperation(tx, operationId);
  await assertNoLiquidation(tx, operation);
  const open = await openItems(tx, operationId);
  assertDecided(open, values);
  await settleOpenItems(tx, actor, open, values.rejectReason);
  const computed = await figures(tx, operationId, values);
  const { rows, totals, withholdingRate, people } = computed;
  const liquidation = await tx.liquidation.create({
    data: {
      operationId,
      date: calendarDay(values.date)!,
      proceeds: values.proceeds,
      costs: values.costs,
      withholdingRate,
      rows,
      totals,
      previousStatus: operation.status,
      confirmedById: actor.id,
    },
    select: { id: true, confirmedAt: true },
  });
  await postMovements(
    tx,
    actor,
    rows.flatMap((row) =>
      liquidationMovements(row).map((movement) => ({
        ...movement,
        operationId,
        investmentId: row.investmentId,
        paymentMethod: "Transferencia",
        reference: `Liquidación ${operation.title}`.slice(0, 100),
        date: values.date,
        liquidationId: liquidation.id,
      })),
    ),
    "liquidation",
  );
  await tx.participation.updateMany({ where: { id: { in: rows.map((row) => row.investmentId) } }, data: { status: "closed" } });
  await tx.operation.update({ where: { id: operationId }, data: { status: "finalizada" } });
  await recomputeFunding(tx, operationId);
  await orderPayouts(tx, liquidation.id, rows);
  const club = await clubParty(tx);
  for (const row of rows) {
    const { user } = people.get(row.investmentId)!;
    if (!user.email) continue;
    // Paid by the next SEPA batch only into an IBAN of the scheme; without one the notice asks for it.
    const payoutAccount = isSepaIban(user.iban) ? maskedIban(user.iban) : null;
    const pdf = await liquidationNoticePdf({
      club,
      investor: investorParty(user),
      operationTitle: operation.title,
      date: values.date,
      withholdingRate,
      row,
      payoutAccount,
    });
    const attachment = { name: noticeFileName(values.date), content: pdf };
    await enqueueEmails(tx, { kind: "liquidation", ...noticeOf(operation.title, values.date, row, payoutAccount), attachment }, [
      user.email,
    ]);
  }
  await recordAudit(tx, actor, {
    action: "create",
    entityType: "liquidation",
    entityId: liquidation.id,
    entityLabel: operation.title,
    after: {
      date: values.date,
      proceeds: values.proceeds,
      costs: totals.costs,
      withholdingRate,
      net: totals.net,
      fee: totals.fee,
      withholding: totals.withholding,
      participations: rows.length,
    },
  });
  return {
    slug: operation.slug,
    dto: dtoOf(operationId, values, computed, {
      id: liquidation.id,
      confirmedAt: instant(liquidation.confirmedAt),
      confirmedBy: actor.email,
    }),
  };
}

function noticeOf(operationTitle: string, date: string, row: LiquidationRowDto, payoutAccount: string | null) {
  const lines = [
    `Capital aportado: ${formatMoney(row.capital)}`,
    `Tu parte del resultado: ${formatMoney(row.result)}`,
    `Comisión de éxito del club: ${formatMoney(row.fee)}`,
    `Ganancia: ${formatMoney(row.gain)}`,
    `Retención IRPF: ${formatMoney(row.withholding)}`,
  ];
  return liquidationNotice({ operationTitle, date: formatDate(date), lines, net: formatMoney(row.net), payoutAccount });
}

/** The liquidation in force of an operation, or null. */
export async function getLiquidation(actor: Actor | null, operationId: string): Promise<LiquidationDto | null> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.liquidation.findFirst({
    where: { operationId: rowId(operationId), reversedAt: null },
    select: {
      id: true,
      operationId: true,
      date: true,
      proceeds: true,
      costs: true,
      withholdingRate: true,
      rows: true,
      totals: true,
      confirmedAt: true,
      confirmedById: true,
      payouts: {
        select: {
          investmentId: true,
          amount: true,
          status: true,
          sentAt: true,
          completedAt: true,
          user: { select: { iban: true } },
          batch: { select: { number: true } },
        },
        orderBy: { investmentId: "asc" },
      },
      payoutBatches: {
        select: { number: true, messageId: true, transfers: true, total: true, createdAt: true },
        orderBy: { number: "asc" },
      },
    },
  });
  if (!row) return null;
  const confirmer = row.confirmedById ? await db.user.findUnique({ where: { id: row.confirmedById }, select: { email: true } }) : null;
  return {
    id: row.id,
    operationId: row.operationId,
    date: calendarDate(row.date)!,
    proceeds: row.proceeds.toFixed(2),
    costs: row.costs as LiquidationDto["costs"],
    withholdingRate: row.withholdingRate.toFixed(2),
    rows: row.rows as LiquidationRowDto[],
    totals: row.totals as LiquidationTotalsDto,
    confirmedAt: instant(row.confirmedAt),
    confirmedBy: confirmer?.email ?? null,
    open: null,
    payouts: row.payouts.map((payout) => ({
      investmentId: payout.investmentId!, // a liquidation's payouts are its participations'
      amount: payout.amount.toFixed(2),
      status: payout.status,
      sentAt: payout.sentAt && instant(payout.sentAt),
      completedAt: payout.completedAt && instant(payout.completedAt),
      payable: isSepaIban(payout.user.iban),
      batchNumber: payout.batch?.number ?? null,
    })),
    batches: row.payoutBatches.map((batch) => ({
      number: batch.number,
      messageId: batch.messageId,
      transfers: batch.transfers,
      total: batch.total.toFixed(2),
      createdAt: instant(batch.createdAt)!,
    })),
  };
}

/**
 * Reverses the liquidation in force, with a reason: a counter-movement for each of its movements
 * (same type, opposite amount, so every balance is as before), the participations active again,
 * the operation back to its earlier status, the investors told, all audited. The liquidation stays
 * on record, dated and with its reason.
 */
export async function reverseLiquidation(actor: Actor | null, operationId: string, input: unknown): Promise<void> {
  assertAdmin(actor);
  rowId(operationId);
  const { reason } = liquidationReversalSchema.parse(input);
  const db = await prisma();
  const slug = await db.$transaction(async (tx) => {
    const operation = await lockOperation(tx, operationId);
    if (operation.archivedAt) throw new AppError("conflict", LEDGER_MESSAGES.archived);
    const liquidation = await tx.liquidation.findFirst({
      where: { operationId, reversedAt: null },
      select: { id: true, date: true, previousStatus: true, rows: true },
    });
    if (!liquidation) throw new AppError("conflict", LIQUIDATION_MESSAGES.notLiquidated);
    await cancelPayouts(tx, liquidation.id);
    const movements = await tx.movement.findMany({
      where: { liquidationId: liquidation.id, reversesId: null },
      select: { id: true, type: true, amount: true, userId: true, investmentId: true, paymentMethod: true, reference: true },
    });
    // Each counter-movement on the liquidation's own value date: it cancels the liquidation in the
    // tax year and the statements of account it counted in, and moves no figure into another year.
    await postMovements(
      tx,
      actor,
      movements.map(({ id, type, amount, ...movement }) => ({
        ...movement,
        type: type as MovementType,
        amount: amount.negated().toFixed(2),
        operationId,
        description: `Anulación de la liquidación: ${reason}`.slice(0, 1000),
        date: liquidation.date,
        liquidationId: liquidation.id,
        reversesId: id,
      })),
      "liquidation",
    );
    const rows = liquidation.rows as LiquidationRowDto[];
    await tx.participation.updateMany({
      where: { id: { in: rows.map((row) => row.investmentId) }, status: "closed" },
      data: { status: "active" },
    });
    await assertPriceCoversPlaces(tx, operationId, operation.pvp.toFixed(2));
    await tx.operation.update({ where: { id: operationId }, data: { status: liquidation.previousStatus } });
    await tx.liquidation.update({
      where: { id: liquidation.id },
      data: { reversedAt: new Date(), reversedById: actor.id, reversalReason: reason },
    });
    const investors = await tx.user.findMany({ where: { id: { in: rows.map((row) => row.investorId) } }, select: { email: true } });
    const notice = liquidationNotice({
      operationTitle: operation.title,
      date: formatDate(calendarDate(liquidation.date)),
      lines: [],
      net: "",
      reversal: reason,
    });
    await enqueueEmails(
      tx,
      { kind: "liquidation", ...notice },
      investors.flatMap((investor) => (investor.email ? [investor.email] : [])),
    );
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "liquidation",
      entityId: liquidation.id,
      entityLabel: operation.title,
      before: { status: "confirmada" },
      after: { status: "anulada", reason, movements: movements.length },
    });
    return operation.slug;
  });
  await invalidateOperations(slug);
}

const invalid = (fields: Record<string, string>) => new AppError("invalid", MESSAGES.invalidInput, { fields });
