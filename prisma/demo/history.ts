/**
 * The demo's past, made by the platform (issue 63, item 3): what its people did on their days,
 * through the same functions their clicks call, in the order it happened, so the demo cannot hold a
 * history the product would refuse:
 *  - each day's transfers into the club's account — capital of the participations, payments into
 *    the deposit accounts, each bearing its reference — in the bank's statement the admin imports
 *    in Banco the next morning, which matches each one to what it pays;
 *  - each ended quarter but the last, its deposit interest run confirmed the day after it ends;
 *  - the deposit withdrawals the investors asked for, approved by the admin when they were;
 *  - each liquidation of prisma/demo/liquidated.ts confirmed as the admin's form does (every
 *    participation's capital, result, fee, gain and withholding; the participations closed; the
 *    payouts ordered), its payouts sent by a SEPA batch the next morning, and the bank's statement of
 *    the following days completing them by their debits. A payee without an IBAN keeps their payout
 *    ordered, as they would (the demo investor's: "Por recibir", until Mis datos has one).
 *
 * Runs inside the seed's transaction, after the typed rows it builds on (people, operations,
 * participations, deposit accounts). The e-mails those steps queued left on their days: the seed
 * leaves none waiting. The audit log keeps what was done, when the seed ran.
 */
import type { Prisma } from "../../generated/prisma/client";
import { dayInMadrid } from "../../lib/format";
import { madridDayStart } from "../../lib/madrid-day";
import type { Actor } from "../../server/core/actor";
import { liquidateIn } from "../../server/liquidation/liquidation";
import { liquidationTransfersIn } from "../../server/liquidation/sepa";
import { importStatementIn } from "../../server/bank/import";
import type { BankStatementEntry } from "../../server/bank/bank-statement";
import { confirmInterestRunIn } from "../../server/deposit/interest-run";
import { approveWithdrawalIn, requestWithdrawalIn } from "../../server/deposit/withdrawals";
import { momentOf } from "./calendar";
import type { DemoDeposits } from "./deposit";
import { DEMO_LIQUIDATIONS, type DemoLiquidation } from "./liquidated";
import { operationId, operationSeed } from "./operations";
import { ADMIN_EMAIL, userId } from "./people";
import { DEMO_SETTINGS } from "./settings";
import type { DemoCredit } from "./transactions";
import { addDays } from "./util";

type Tx = Prisma.TransactionClient;
type Step = { at: Date; run: (tx: Tx) => Promise<unknown> };

const ADMIN: Actor = { id: userId("admin"), email: ADMIN_EMAIL, firstName: "Lucía", lastName: "Martín Ortega", role: "admin" };
const CLUB_ACCOUNT = DEMO_SETTINGS.clubIban!;
const HOUR = 3_600_000;

/** `hours` into the Madrid day after `day` (the next morning's work), never after now. */
const nextMorning = (day: string, hours: number) => new Date(Math.min(madridDayStart(day, 1).getTime() + hours * HOUR, Date.now()));

export async function writeDemoHistory(tx: Tx, anchor: Date, demo: { credits: DemoCredit[]; deposits: DemoDeposits }): Promise<void> {
  const queuedBefore = new Set((await tx.email.findMany({ select: { id: true } })).map((email) => email.id));
  const steps: Step[] = [
    ...creditStatements(demo),
    ...demo.deposits.creditedPeriods.map((period) => ({
      at: nextMorning(period, 9.5),
      run: (tx: Tx) => confirmInterestRunIn(tx, ADMIN, period, nextMorning(period, 9.5)),
    })),
    ...demo.deposits.withdrawals.flatMap((withdrawal) => withdrawalSteps(withdrawal)),
    ...DEMO_LIQUIDATIONS.map((liquidation) => ({
      at: momentOf(anchor, liquidation.at, 11, 30),
      run: (tx: Tx) => liquidate(tx, anchor, liquidation),
    })),
  ];
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run(tx);
  await tx.email.deleteMany({ where: { id: { notIn: [...queuedBefore] } } });
}

/** Each day's credits, one statement imported the next morning. */
function creditStatements({ credits, deposits }: { credits: DemoCredit[]; deposits: DemoDeposits }): Step[] {
  const byDay = new Map<string, Credit[]>();
  const add = (day: string, credit: Credit) => byDay.set(day, [...(byDay.get(day) ?? []), credit]);
  for (const credit of credits)
    add(credit.day, { userId: credit.userId, amount: credit.amount, reference: { investmentId: credit.investmentId } });
  for (const credit of deposits.credits) add(credit.day, { userId: credit.userId, amount: credit.amount, reference: credit.reference });
  return [...byDay].map(([day, dayCredits]) => ({
    at: nextMorning(day, 9),
    run: async (tx: Tx) => {
      const entries = await Promise.all(dayCredits.map((credit, n) => creditEntry(tx, day, credit, n)));
      const imported = await importStatementIn(
        tx,
        ADMIN,
        { format: "camt053", entries, balances: [] },
        `extracto-cuenta-club-${day}.xml`,
        nextMorning(day, 9),
      );
      // Every credit of the demo pays what it names: one the import held for review would leave capital unrecorded.
      if (imported.matched !== entries.length) throw new Error(`Extracto de demostración del ${day}: ${imported.review} sin conciliar`);
    },
  }));
}

type Credit = { userId: string; amount: string; reference: string | { investmentId: string } };

/** A transfer from the person's own account, its remittance text bearing the reference they were given. */
async function creditEntry(tx: Tx, day: string, credit: Credit, n: number): Promise<BankStatementEntry> {
  const person = await tx.user.findUniqueOrThrow({ where: { id: credit.userId }, select: { firstName: true, lastName: true, iban: true } });
  const reference =
    typeof credit.reference === "string"
      ? credit.reference
      : (await tx.participation.findUniqueOrThrow({ where: { id: credit.reference.investmentId }, select: { paymentReference: true } }))
          .paymentReference!;
  const payer = `${person.firstName} ${person.lastName}`.toUpperCase();
  return {
    key: `camt:${CLUB_ACCOUNT}:DEMO-${day}-${n + 1}`,
    ownKey: true,
    account: CLUB_ACCOUNT,
    bookingDate: day,
    valueDate: day,
    amount: credit.amount,
    currency: "EUR",
    credit: true,
    booked: true,
    text: `TRANSFERENCIA DE ${payer} ${reference}`,
    payerName: payer,
    ...(person.iban ? { payerAccount: person.iban } : {}),
    origin: `Stmt 1 / Ntry ${n + 1}`,
  };
}

/** The investor asks, and the admin approves the next morning when the demo says so. */
function withdrawalSteps(withdrawal: DemoDeposits["withdrawals"][number]): Step[] {
  let id = "";
  const ask: Step = {
    at: withdrawal.requestedAt,
    run: async (tx) => {
      const investor = await tx.user.findUniqueOrThrow({
        where: { id: withdrawal.userId },
        select: { id: true, email: true, firstName: true, lastName: true, role: true },
      });
      id = await requestWithdrawalIn(tx, investor, withdrawal.amount, withdrawal.requestedAt);
    },
  };
  const approvedAt = withdrawal.approvedAt;
  return approvedAt ? [ask, { at: approvedAt, run: (tx) => approveWithdrawalIn(tx, ADMIN, id, approvedAt) }] : [ask];
}

async function liquidate(tx: Tx, anchor: Date, { operation, at, proceeds, costs }: DemoLiquidation) {
  const id = operationId(operation);
  const confirmedAt = momentOf(anchor, at, 11, 30);
  const date = dayInMadrid(confirmedAt);
  const { dto } = await liquidateIn(tx, ADMIN, id, { date, proceeds, costs, settleOwing: false, rejectReason: null });
  await tx.liquidation.update({ where: { id: dto.id! }, data: { confirmedAt } });
  // The next morning the admin downloads the batch and sends it to the bank.
  await liquidationTransfersIn(tx, ADMIN, id, addDays(confirmedAt, 1));
  const sent = await tx.payout.findMany({
    where: { liquidationId: dto.id!, status: "sent" },
    select: { amount: true, endToEndId: true, batch: { select: { messageId: true } }, sentAt: true },
    orderBy: { endToEndId: "asc" },
  });
  if (sent.length) await importDebits(tx, sent, addDays(confirmedAt, 3));
  // What the operation's page says once it is over (a liquidation leaves it finalizada).
  const status = operationSeed(operation).status;
  if (status !== "finalizada") await tx.operation.update({ where: { id }, data: { status } });
}

/** The club's statement of the days after a batch: one debit per transfer, its EndToEndId in the remittance text. */
async function importDebits(
  tx: Tx,
  sent: { amount: Prisma.Decimal; endToEndId: string; batch: { messageId: string } | null; sentAt: Date | null }[],
  importedAt: Date,
) {
  const day = dayInMadrid(addDays(sent[0]!.sentAt!, 1));
  const entries: BankStatementEntry[] = sent.map((payout, n) => ({
    key: `camt:${CLUB_ACCOUNT}:DEMO-${payout.endToEndId}`,
    ownKey: true,
    account: CLUB_ACCOUNT,
    bookingDate: day,
    valueDate: day,
    amount: payout.amount.toFixed(2),
    currency: "EUR",
    credit: false,
    booked: true,
    text: `TRANSFERENCIA SEPA ${payout.batch!.messageId} ${payout.endToEndId}`,
    origin: `Stmt 1 / Ntry ${n + 1}`,
  }));
  const imported = await importStatementIn(
    tx,
    ADMIN,
    { format: "camt053", entries, balances: [] },
    `extracto-cuenta-club-${day}.xml`,
    importedAt,
  );
  if (imported.payoutsCompleted !== entries.length)
    throw new Error(`Cargos de demostración del ${day}: ${imported.outgoing} sin transferencia`);
}
