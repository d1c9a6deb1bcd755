/**
 * The demo's past, made by the platform (issue 63, item 3): what an admin's clicks did on their
 * days, through the same functions those clicks call, so the demo cannot hold a history the product
 * would refuse. Each liquidation of prisma/demo/liquidated.ts is confirmed as the admin's form does
 * (every participation's capital, result, fee, gain and withholding; the participations closed; the
 * payouts ordered), its payouts are sent by a SEPA batch the next day, and the bank's statement of
 * the following days, imported in Banco, completes them by their debits. A payee without an IBAN
 * keeps their payout ordered, as they would (the demo investor's: "Por recibir", until Mis datos).
 *
 * Runs inside the seed's transaction, after the typed rows. The e-mails those clicks queued went out
 * on those days: the seed leaves none waiting. The audit log keeps what was done, when the seed ran.
 */
import type { Prisma } from "../../generated/prisma/client";
import { dayInMadrid } from "../../lib/format";
import type { Actor } from "../../server/core/actor";
import { liquidateIn } from "../../server/liquidation/liquidation";
import { liquidationTransfersIn } from "../../server/liquidation/sepa";
import { importStatementIn } from "../../server/bank/import";
import type { BankStatementEntry } from "../../server/bank/bank-statement";
import { momentOf } from "./calendar";
import { DEMO_LIQUIDATIONS, type DemoLiquidation } from "./liquidated";
import { operationId, operationSeed } from "./operations";
import { ADMIN_EMAIL, userId } from "./people";
import { DEMO_SETTINGS } from "./settings";
import { addDays } from "./util";

type Tx = Prisma.TransactionClient;

const ADMIN: Actor = { id: userId("admin"), email: ADMIN_EMAIL, firstName: "Lucía", lastName: "Martín Ortega", role: "admin" };

export async function writeDemoHistory(tx: Tx, anchor: Date): Promise<void> {
  const queuedBefore = new Set((await tx.email.findMany({ select: { id: true } })).map((email) => email.id));
  for (const liquidation of DEMO_LIQUIDATIONS) await liquidate(tx, anchor, liquidation);
  await tx.email.deleteMany({ where: { id: { notIn: [...queuedBefore] } } });
}

async function liquidate(tx: Tx, anchor: Date, { operation, at, proceeds, costs }: DemoLiquidation) {
  const id = operationId(operation);
  const confirmedAt = momentOf(anchor, at, 11, 30);
  const date = dayInMadrid(confirmedAt);
  const { dto } = await liquidateIn(tx, ADMIN, id, { date, proceeds, costs, settleOwing: false, rejectReason: null });
  await tx.liquidation.update({ where: { id: dto.id! }, data: { confirmedAt } });
  // The next morning the admin downloads the batch and sends it to the bank.
  await liquidationTransfersIn(tx, ADMIN, id, addDays(confirmedAt, 1), null);
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
  const account = DEMO_SETTINGS.clubIban!;
  const day = dayInMadrid(addDays(sent[0]!.sentAt!, 1));
  const entries: BankStatementEntry[] = sent.map((payout, n) => ({
    key: `camt:${account}:DEMO-${payout.endToEndId}`,
    ownKey: true,
    account,
    bookingDate: day,
    valueDate: day,
    amount: payout.amount.toFixed(2),
    currency: "EUR",
    credit: false,
    booked: true,
    text: `TRANSFERENCIA SEPA ${payout.batch!.messageId} ${payout.endToEndId}`,
    origin: `Stmt 1 / Ntry ${n + 1}`,
  }));
  await importStatementIn(tx, ADMIN, { format: "camt053", entries, balances: [] }, `extracto-cuenta-club-${day}.xml`, importedAt);
}
