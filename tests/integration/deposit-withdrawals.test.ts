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
  cancelWithdrawalByAdmin,
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

describe("an admin's cancellation of a withdrawal", () => {
  it("cancels a requested or approved one with its reason, tells the investor, and refuses one already gone", async () => {
    const db = await testDb();
    // A total withdrawal of an account with nothing in it: the window's file would answer "no tiene saldo que transferir".
    const { actor: empty, accountId } = await depositHolder({ firstName: "Vera", lastName: "Vacía", movements: [] });
    const all = await requestWithdrawal(empty, { amount: "all" }, NOW);
    await approveWithdrawal(admin, all.id, NOW);
    const cancel = (id: string, input: unknown, who: Actor | null = admin) => cancelWithdrawalByAdmin(who, id, input);

    expect((await refusal(cancel(all.id, {}))).fields).toEqual({ reason: WITHDRAWAL_MESSAGES.reason });
    expect((await refusal(cancel(all.id, { reason: "   " }))).fields).toEqual({ reason: WITHDRAWAL_MESSAGES.reason });
    expect((await refusal(cancel(all.id, { reason: "No" }, empty))).code).toBe("forbidden");
    expect((await refusal(cancel(all.id, { reason: "No" }, null))).code).toBe("unauthenticated");
    expect((await refusal(cancel("00000000-0000-4000-8000-000000000000", { reason: "No" }))).code).toBe("not-found");
    expect((await db.depositWithdrawal.findUniqueOrThrow({ where: { id: all.id } })).status).toBe("approved");

    const cancelled = await cancel(all.id, { reason: "La cuenta no tiene saldo" });
    expect(cancelled.status).toBe("cancelled");
    expect((await listWithdrawalQueue(admin)).some((w) => w.id === all.id)).toBe(false);
    const mail = await db.email.findFirstOrThrow({
      where: { to: empty.email!, subject: "Hemos anulado tu retirada de la cuenta de depósito" },
    });
    expect(mail.text).toContain(
      "todo el saldo de la cuenta de depósito, prevista para la ventana del 30/06/2027. Motivo: La cuenta no tiene saldo",
    );
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityId: accountId, action: "update" },
      orderBy: { createdAt: "desc" },
    });
    expect(JSON.stringify(audit.changes)).toContain("La cuenta no tiene saldo");
    // Once cancelled, or once sent to the bank, it cannot be cancelled again.
    expect((await refusal(cancel(all.id, { reason: "Otra vez" }))).message).toBe(WITHDRAWAL_MESSAGES.notPending);
    const rita = await holderOf("5000");
    const asked = await requestWithdrawal(rita, { amount: "1000" }, NOW);
    await db.depositWithdrawal.update({ where: { id: asked.id }, data: { status: "sent" } });
    expect((await refusal(cancel(asked.id, { reason: "Tarde" }))).message).toBe(WITHDRAWAL_MESSAGES.notPending);
    // The investor can ask again: the cancelled one no longer counts.
    expect((await requestWithdrawal(empty, { amount: "all" }, NOW)).status).toBe("requested");
  });
});
