import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../helpers/db";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { actorByEmail, refusal } from "../helpers/actors";
import { depositHolder, seedOfferingDeposit } from "../helpers/deposit";
import type { Actor } from "@/server/core/actor";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import {
  approveWithdrawal,
  cancelWithdrawal,
  listOwnWithdrawals,
  listWithdrawalQueue,
  requestWithdrawal,
} from "@/server/deposit/withdrawals";

/**
 * Withdrawals from the deposit account (issue 51, item 3): within the balance less what is already
 * asked for, at least the minimum, queued for the first window after the notice; withdrawn by the
 * investor while waiting, approved by an admin.
 */
let admin: Actor;
const NOW = new Date("2027-03-10T10:00:00Z");

const holderOf = async (balance: string): Promise<Actor> =>
  (
    await depositHolder({
      firstName: "Rita",
      lastName: "Retiradas",
      movements: [{ kind: "contribution", amount: balance, day: "2027-01-01" }],
    })
  ).actor;

beforeAll(async () => {
  admin = await seedOfferingDeposit({
    depositMinWithdrawal: "1000",
    depositWindows: ["03-31", "06-30", "09-30", "12-31"],
    depositNoticeDays: 30,
  });
}, 120_000);

describe("withdrawals from the deposit account", () => {
  it("are queued for the window after the notice, within the balance less what is asked, at least the minimum", async () => {
    const rita = await holderOf("10000");
    const fields = async (amount: unknown) => (await refusal(requestWithdrawal(rita, { amount }, NOW))).fields;
    await expect(fields("500")).resolves.toEqual({ amount: WITHDRAWAL_MESSAGES.belowMinimum("1.000,00\u00a0€") });
    await expect(fields("10.000,01")).resolves.toEqual({ amount: WITHDRAWAL_MESSAGES.aboveAvailable("10.000,00\u00a0€") });
    await expect(fields("-3")).resolves.toMatchObject({ amount: expect.any(String) });

    // Asked on 10 March with 30 days' notice: the window of 30 June.
    const first = await requestWithdrawal(rita, { amount: "4.000" }, NOW);
    expect(first).toMatchObject({ amount: "4000.00", windowDay: "2027-06-30", status: "requested" });
    const second = await requestWithdrawal(rita, { amount: "6000" }, NOW);
    await expect(fields("1000")).resolves.toEqual({ amount: WITHDRAWAL_MESSAGES.aboveAvailable("0,00\u00a0€") });
    const all = await requestWithdrawal(rita, { amount: "all" }, NOW);
    expect(all.amount).toBeNull();
    expect((await refusal(requestWithdrawal(rita, { amount: "all" }, NOW))).message).toBe(WITHDRAWAL_MESSAGES.totalPending);
    const mail = await (
      await testDb()
    ).email.findFirstOrThrow({ where: { kind: "deposit-withdrawal", to: ADMIN }, orderBy: { createdAt: "desc" } });
    expect(mail.text).toContain("Rita Retiradas ha pedido retirar todo el saldo de su cuenta de depósito, para la ventana del 30/06/2027.");

    // The investor withdraws one while it waits; an admin approves another; neither twice.
    expect((await cancelWithdrawal(rita, first.id)).status).toBe("cancelled");
    expect((await refusal(cancelWithdrawal(rita, first.id))).message).toBe(WITHDRAWAL_MESSAGES.notRequested);
    expect((await approveWithdrawal(admin, second.id, NOW)).status).toBe("approved");
    expect((await refusal(cancelWithdrawal(rita, second.id))).message).toBe(WITHDRAWAL_MESSAGES.notRequested);
    expect((await refusal(approveWithdrawal(admin, second.id, NOW))).message).toBe(WITHDRAWAL_MESSAGES.notRequested);
    const other = await actorByEmail(INVESTOR);
    expect((await refusal(cancelWithdrawal(other, all.id))).code).toBe("not-found");
    expect((await refusal(approveWithdrawal(rita, all.id, NOW))).code).toBe("forbidden");

    expect((await listOwnWithdrawals(rita)).map((w) => w.status).sort()).toEqual(["approved", "cancelled", "requested"]);
    const queue = (await listWithdrawalQueue(admin)).filter((w) => w.investor === "Rita Retiradas");
    expect(queue.map((w) => [w.status, w.amount, w.windowDay]).sort()).toEqual([
      ["approved", "6000.00", "2027-06-30"],
      ["requested", null, "2027-06-30"],
    ]);
    expect((await refusal(requestWithdrawal(other, { amount: "1000" }, NOW))).code).toBe("not-found");
  });
});
