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
import { camt053 } from "../helpers/bank-statements";
import { testDb } from "../helpers/db";
import { depositHolder, seedOfferingDeposit } from "../helpers/deposit";

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
  admin = await seedOfferingDeposit({
    depositTae: "10",
    depositCrediting: "quarterly",
    depositMinWithdrawal: "1000",
    depositWindows: ["03-31", "06-30", "09-30", "12-31"],
    depositNoticeDays: 30,
  });
}, 120_000);

async function holder(movements: { kind: string; amount: string; day: string }[], iban: string | null = "ES9121000418450200051332") {
  const made = await depositHolder({ firstName: "Lucía", lastName: `Cierre ${++entries}`, movements, iban });
  const reference = newPaymentReference();
  await (await testDb()).depositAccount.update({ where: { id: made.accountId }, data: { paymentReference: reference } });
  return { ...made, reference };
}

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
    expect(await refusal(decideClosure(admin, lucia.actor.id, { decision: "close" }))).toMatchObject({
      message: CLOSURE_MESSAGES.depositInPlay("0,00\u00a0€"),
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
