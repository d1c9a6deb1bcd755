import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/core/actor";
import { newPaymentReference } from "@/lib/payment-reference";
import { CLOSURE_MESSAGES } from "@/lib/validations/account-closure";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import { decideClosure, requestClosure } from "@/server/account/closure";
import { importBankStatement } from "@/server/bank/import";
import { closeDepositAccount } from "@/server/deposit/closing";
import { getOwnDepositAccount } from "@/server/deposit/mine";
import { depositWindowTransfers } from "@/server/deposit/transfers";
import { approveWithdrawal, requestWithdrawal } from "@/server/deposit/withdrawals";
import { refusal } from "../helpers/actors";
import { INVESTOR } from "../helpers/auth";
import { operationWith } from "../helpers/liquidation";
import { DEPOSIT_RUN_MESSAGES } from "@/lib/validations/deposit-run";
import { formatMoney } from "@/lib/format";
import { confirmInterestRun, reverseInterestRun } from "@/server/deposit/interest-run";
import { createMovement as createMovementAs, reverseMovement } from "@/server/ledger/movements";
import { LEDGER_MESSAGES } from "@/server/ledger/posting";
import { camt053 } from "../helpers/bank-statements";
import { getDepositSettings, updateDepositSettings } from "@/server/club/deposit-settings";
import { testDb } from "../helpers/db";
import { depositHolder, seedOfferingDeposit, WINDOWED_TERMS } from "../helpers/deposit";

/**
 * Issue 64, item 2: closing a person's account settles their deposit account first. A pen-test closed
 * an account whose deposit account held 15.000 € and an approved 2.000 € withdrawal (200): the money
 * stayed behind a pseudonym nobody could sign in as, earning interest, and a later credit bearing its
 * reference was still taken into it.
 */
let admin: Actor;
let entries = 0;
const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  admin = await seedOfferingDeposit(WINDOWED_TERMS);
}, 120_000);

async function holder(movements: { kind: string; amount: string; day: string }[], iban: string | null = "ES9121000418450200051332") {
  const made = await depositHolder({ firstName: "Lucía", lastName: `Cierre ${++entries}`, movements, iban });
  const reference = newPaymentReference();
  await (await testDb()).depositAccount.update({ where: { id: made.accountId }, data: { paymentReference: reference } });
  return { ...made, reference };
}

const nameOf = async (id: string) => {
  const user = await (await testDb()).user.findUniqueOrThrow({ where: { id }, select: { firstName: true, lastName: true } });
  return `${user.firstName} ${user.lastName}`;
};

const statement = (entry: { amount: string; day: string; credit: boolean; remittance?: string; endToEndId?: string }) =>
  importBankStatement(
    admin,
    camt053({
      entries: [
        {
          bankReference: `CIERRE-${++entries}`,
          amount: entry.amount,
          bookingDate: entry.day,
          credit: entry.credit,
          ...(entry.endToEndId && { endToEndId: entry.endToEndId }),
          remittance: [entry.remittance ?? "Transferencia"],
        },
      ],
    }),
    "cierre.xml",
  );

describe("closing an account settles its deposit account first", () => {
  it("refuses while it holds money or a withdrawal waits; the admin closes the deposit account, which pays everything out", async () => {
    const db = await testDb();
    const lucia = await holder([{ kind: "contribution", amount: "15000", day: "2029-01-02" }]);
    const withdrawal = await requestWithdrawal(lucia.actor, { amount: "2000" }, at("2029-01-03"));
    await approveWithdrawal(admin, withdrawal.id, at("2029-01-04"));
    await requestClosure(lucia.actor, { reason: "Me voy del club" });

    const refused = await refusal(decideClosure(admin, lucia.actor.id, { decision: "close" }));
    expect(refused).toMatchObject({ code: "conflict", message: CLOSURE_MESSAGES.depositInPlay("15.000,00\u00a0€") });
    expect(await db.user.findUniqueOrThrow({ where: { id: lucia.actor.id }, select: { closedAt: true } })).toEqual({ closedAt: null });
    expect(await db.depositAccount.findUniqueOrThrow({ where: { id: lucia.accountId }, select: { status: true } })).toEqual({
      status: "open",
    });

    // The admin's way out: close the deposit account. The approved 2.000 € gives way to everything, in today's window.
    expect((await refusal(closeDepositAccount(admin, lucia.accountId, { reason: " " }, at("2029-01-12")))).fields).toEqual({
      reason: WITHDRAWAL_MESSAGES.reason,
    });
    expect(await closeDepositAccount(admin, lucia.accountId, { reason: "Cierra su cuenta en el club" }, at("2029-01-12"))).toEqual({
      windowDay: "2029-01-12",
    });
    expect((await refusal(closeDepositAccount(admin, lucia.accountId, { reason: "Otra vez" }, at("2029-01-12")))).message).toBe(
      WITHDRAWAL_MESSAGES.notOpen,
    );
    const withdrawals = await db.depositWithdrawal.findMany({ where: { accountId: lucia.accountId }, orderBy: { requestedAt: "asc" } });
    expect(withdrawals.map((w) => [w.amount?.toFixed(2) ?? null, w.status])).toEqual([
      ["2000.00", "cancelled"],
      [null, "approved"],
    ]);
    const mail = await db.email.findFirstOrThrow({ where: { to: lucia.actor.email!, subject: "El club cierra tu cuenta de depósito" } });
    expect(mail.text).toContain("Motivo: Cierra su cuenta en el club");

    // Today's transfers: 10 days (2 to 11 January) on 15.000 €: 15.000 × (1,1^(10/365) − 1) = 39,2197508… → 39,22 €;
    // 19 %: 7,4518 → 7,45 €; 15.000 + 39,22 − 7,45 = 15.031,77 € to her IBAN.
    const batch = await depositWindowTransfers(admin, "2029-01-12", at("2029-01-12"));
    expect(batch.xml).toContain("<CtrlSum>15031.77</CtrlSum>");
    // Its transfer is on its way (a payout not completed): still refused.
    expect(await refusal(decideClosure(admin, lucia.actor.id, { decision: "close" }))).toMatchObject({
      message: CLOSURE_MESSAGES.moneyInPlay,
    });
    const payout = await db.payout.findFirstOrThrow({ where: { userId: lucia.actor.id } });
    expect(await statement({ amount: "15031.77", day: "2029-01-13", credit: false, endToEndId: payout.endToEndId })).toMatchObject({
      payoutsCompleted: 1,
    });
    expect(await getOwnDepositAccount(lucia.actor, at("2029-01-13"))).toMatchObject({ status: "closed", balance: "0.00" });

    // Now the account closes; a later credit bearing the deposit account's reference waits for review, never into it.
    expect(await decideClosure(admin, lucia.actor.id, { decision: "close" })).toMatchObject({ decision: "close" });
    expect(await statement({ amount: "5000", day: "2029-01-20", credit: true, remittance: `Aportacion ${lucia.reference}` })).toMatchObject(
      {
        matched: 0,
        review: 1,
      },
    );
    expect(await db.depositMovement.count({ where: { accountId: lucia.accountId, kind: "contribution" } })).toBe(1);
  });

  it("the admin's closure of a deposit account with nothing in it closes it at once: no withdrawal to stop today's batch", async () => {
    const db = await testDb();
    // 1.000 € in and out on the same day: no day held money, so nothing earned either.
    const emptied = await holder([
      { kind: "contribution", amount: "1000", day: "2029-03-01" },
      { kind: "withdrawal", amount: "1000", day: "2029-03-01" },
    ]);
    expect(await closeDepositAccount(admin, emptied.accountId, { reason: "Sin actividad" }, at("2029-03-05"))).toEqual({ windowDay: null });
    expect(await db.depositAccount.findUniqueOrThrow({ where: { id: emptied.accountId }, select: { status: true } })).toEqual({
      status: "closed",
    });
    expect(await db.depositWithdrawal.count({ where: { accountId: emptied.accountId } })).toBe(0);
    const mail = await db.email.findFirstOrThrow({ where: { to: emptied.actor.email!, subject: "El club cierra tu cuenta de depósito" } });
    expect(mail.text).toContain("no hay nada que transferirte");
  });

  it("an empty deposit account closes with its owner, and takes no credit after", async () => {
    const db = await testDb();
    const pedro = await holder([]);
    await requestClosure(pedro.actor, {});
    expect(await decideClosure(admin, pedro.actor.id, { decision: "close" })).toMatchObject({ decision: "close" });
    expect(await db.depositAccount.findUniqueOrThrow({ where: { id: pedro.accountId }, select: { status: true } })).toEqual({
      status: "closed",
    });
    expect(await statement({ amount: "1000", day: "2029-02-01", credit: true, remittance: `Aportacion ${pedro.reference}` })).toMatchObject(
      {
        matched: 0,
        review: 1,
      },
    );
  });
});

describe("a closure and a credit at once (both databases: `npm run test:pg` runs this file)", () => {
  it("either the credit lands and the closure is refused, or the account closes and the credit waits for review: never money in a closed account", async () => {
    const db = await testDb();
    const marta = await holder([]);
    await requestClosure(marta.actor, {});
    const [closure, credit] = await Promise.allSettled([
      decideClosure(admin, marta.actor.id, { decision: "close" }),
      statement({ amount: "1000", day: "2029-02-02", credit: true, remittance: `Aportacion ${marta.reference}` }),
    ]);
    expect(credit.status).toBe("fulfilled");
    const account = await db.depositAccount.findUniqueOrThrow({ where: { id: marta.accountId }, select: { status: true } });
    const credited = await db.depositMovement.count({ where: { accountId: marta.accountId, kind: "contribution" } });
    if (closure.status === "fulfilled") {
      expect([account.status, credited, (credit as PromiseFulfilledResult<{ review: number }>).value.review]).toEqual(["closed", 0, 1]);
    } else {
      expect(closure.reason).toMatchObject({ code: "conflict", message: CLOSURE_MESSAGES.depositInPlay("1.000,00\u00a0€") });
      expect([account.status, credited]).toEqual(["open", 1]);
    }
  });
});

describe("no balance below zero (issue 64, item 4)", () => {
  it("a run whose interest went out in a withdrawal is not reversed: 409 naming the investor, where it would land and what to pay in", async () => {
    const db = await testDb();
    const ana = await holder([{ kind: "contribution", amount: "10000", day: "2030-01-01" }]);
    // The first quarter of 2030 (90 days): 10.000 × (1,1^(90/365) − 1) = 237,7946… → 237,79 €; 19 %: 45,18 €; balance 10.192,61 €.
    const run = await confirmInterestRun(admin, { period: "2030-03-31" }, at("2030-04-01"));
    // She takes out her whole balance as an amount; the window's batch pays it.
    const withdrawal = await requestWithdrawal(ana.actor, { amount: "10192.61" }, at("2030-04-02"));
    await approveWithdrawal(admin, withdrawal.id, at("2030-04-03"));
    await depositWindowTransfers(admin, withdrawal.windowDay, at(withdrawal.windowDay));
    expect(await getOwnDepositAccount(ana.actor, at(withdrawal.windowDay))).toMatchObject({ balance: "0.00" });

    const before = await db.depositMovement.count();
    const refused = await refusal(reverseInterestRun(admin, run.id, { reason: "TAE mal puesta" }, at(withdrawal.windowDay)));
    expect(refused).toMatchObject({
      code: "conflict",
      message: DEPOSIT_RUN_MESSAGES.reversalBelowZero(await nameOf(ana.actor.id), formatMoney("-192.61"), formatMoney("192.61")),
    });
    expect(await db.depositMovement.count()).toBe(before);
    expect((await db.depositInterestRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe("confirmed");
  });

  it("a counter-movement never leaves a participation with more capital returned than paid in", async () => {
    const adminActor = admin;
    const operation = await operationWith([INVESTOR, "20000"]);
    const db = await testDb();
    const paidIn = await db.movement.findFirstOrThrow({ where: { operationId: operation.id, type: "APORTE" } });
    const investmentId = paidIn.investmentId!;
    const refund = await createMovementAs(adminActor, {
      operationId: operation.id,
      investmentId,
      userId: paidIn.userId,
      type: "DEVOLUCION",
      amount: "5000",
      status: "completed",
    });
    const before = await db.movement.count({ where: { investmentId } });
    expect(await refusal(reverseMovement(adminActor, paidIn.id, { reason: "Aportación duplicada" }))).toMatchObject({
      code: "conflict",
      message: LEDGER_MESSAGES.belowZero,
    });
    expect(await db.movement.count({ where: { investmentId } })).toBe(before);
    // The refund first, then the contribution: nothing below zero.
    await reverseMovement(adminActor, refund.id, { reason: "Devolución anotada por error" });
    await reverseMovement(adminActor, paidIn.id, { reason: "Aportación duplicada" });
    expect(await db.movement.count({ where: { investmentId } })).toBe(before + 2);
  });
});

describe("a closing's interest is credited once (found by the deposit model)", () => {
  it("a run after a change of crediting leaves out an account being closed: the days its closing credited are not credited again", async () => {
    const db = await testDb();
    const marco = await holder([{ kind: "contribution", amount: "10000", day: "2032-01-01" }]);
    const nora = await holder([{ kind: "contribution", amount: "10000", day: "2032-01-01" }]);
    // The first quarter of 2032 (91 days of 366): 10.000 × (1,1^(91/366) − 1) = 239,8035… → 239,80 €; 19 %: 45,562 → 45,56 €;
    // each balance 10.194,24 €.
    await confirmInterestRun(admin, { period: "2032-03-31" }, at("2032-04-01"));
    const everything = await requestWithdrawal(marco.actor, { amount: "all" }, at("2032-04-02"));
    await approveWithdrawal(admin, everything.id, at("2032-04-03"));
    // Closed on the window, 30 June, under quarterly crediting: 1 April to 29 June (90 days) on 10.194,24 €:
    // 241,7434… → 241,74 €; 19 %: 45,9312… → 45,93 €; 10.194,24 + 241,74 − 45,93 = 10.390,05 € to his IBAN.
    const batch = await depositWindowTransfers(admin, "2032-06-30", at("2032-06-30"));
    expect(batch.xml).toContain("<CtrlSum>10390.05</CtrlSum>");
    const payout = await db.payout.findFirstOrThrow({ where: { userId: marco.actor.id } });
    await statement({ amount: "10390.05", day: "2032-07-01", credit: false, endToEndId: payout.endToEndId });

    // Monthly from 1 July: April, May and June are offered (no run credited them), and credit Nora alone.
    await updateDepositSettings(admin, { ...(await getDepositSettings(admin)), depositCrediting: "monthly" }, at("2032-07-01"));
    const april = await confirmInterestRun(admin, { period: "2032-04-30" }, at("2032-07-02"));
    // April (30 days) on 10.194,24 €: 79,9524… → 79,95 €; 19 %: 15,1909… → 15,19 €.
    expect(april.lines.filter((line) => [marco.accountId, nora.accountId].includes(line.accountId))).toEqual([
      expect.objectContaining({ accountId: nora.accountId, interest: "79.95", withholding: "15.19" }),
    ]);
    for (const period of ["2032-05-31", "2032-06-30"]) await confirmInterestRun(admin, { period }, at("2032-07-02"));
    const credits = await db.depositMovement.findMany({
      where: { accountId: marco.accountId, kind: "interest" },
      orderBy: { valueDate: "asc" },
    });
    expect(credits.map((c) => [c.valueDate.toISOString().slice(0, 10), c.amount.toFixed(2)])).toEqual([
      ["2032-03-31", "239.80"],
      ["2032-06-30", "241.74"],
    ]);
    expect(await getOwnDepositAccount(marco.actor, at("2032-07-02"))).toMatchObject({
      status: "closed",
      balance: "0.00",
      awaitingCredit: null,
    });
  });
});
