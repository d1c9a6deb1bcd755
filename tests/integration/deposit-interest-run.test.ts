import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../helpers/db";
import { INVESTOR } from "../helpers/auth";
import { actorByEmail, refusal } from "../helpers/actors";
import { depositHolder, seedOfferingDeposit } from "../helpers/deposit";
import type { Actor } from "@/server/core/actor";
import { DEPOSIT_RUN_MESSAGES } from "@/lib/validations/deposit-run";
import { confirmInterestRun, listInterestRuns, previewInterestRun, reverseInterestRun } from "@/server/deposit/interest-run";
import { getOwnDepositAccount } from "@/server/deposit/mine";
import { perceptors } from "@/server/tax/payments";
import { listOwnTaxYears } from "@/server/tax/years";
import { getDepositSettings, updateDepositSettings } from "@/server/club/deposit-settings";
import { pendingWork } from "@/server/reports/pending-work";

/**
 * The period's interest run of the deposit accounts (issue 51, item 3): previewed, confirmed (the
 * interest and its 19 % withholding posted on the period's last day), reversed, each to the cent.
 */
let admin: Actor;
let made = 0;

async function account(movements: { kind: string; amount: string; day: string }[]): Promise<{ owner: Actor; id: string }> {
  made++;
  const { actor, accountId } = await depositHolder({ firstName: "Titular", lastName: `Intereses ${made}`, movements });
  return { owner: actor, id: accountId };
}

const AFTER_Q1 = new Date("2027-04-02T08:00:00Z");

beforeAll(async () => {
  admin = await seedOfferingDeposit({
    depositTae: "10",
    depositCrediting: "quarterly",
  });
}, 120_000);

describe("the deposit accounts' interest run", () => {
  it("credits each account its quarter's interest less the 19 % withholding, once; reversed, it cancels them", async () => {
    // 10.000 € all of Q1 2027 (90 days): 10.000 × (1,1^(90/365) − 1) = 237,7946808564… → 237,79 €; 19 %: 45,1801 → 45,18 €.
    const whole = await account([{ kind: "contribution", amount: "10000", day: "2027-01-01" }]);
    // March only: 10.000 € from the 1st, +5.000 € on the 11th, −3.000 € on the 21st → 100,14 € (tests/unit/deposit-interest.test.ts); 19 %: 19,0266 → 19,03 €.
    const march = await account([
      { kind: "contribution", amount: "10000", day: "2027-03-01" },
      { kind: "contribution", amount: "5000", day: "2027-03-11" },
      { kind: "withdrawal", amount: "3000", day: "2027-03-21" },
    ]);
    const period = { period: "2027-03-31" };

    expect((await refusal(previewInterestRun(admin, { period: "2027-03-30" }, AFTER_Q1))).fields).toEqual({
      period: DEPOSIT_RUN_MESSAGES.notPeriodEnd,
    });
    expect((await refusal(previewInterestRun(admin, period, new Date("2027-03-20T10:00:00Z")))).fields).toEqual({
      period: DEPOSIT_RUN_MESSAGES.notEnded,
    });
    expect((await refusal(previewInterestRun(await actorByEmail(INVESTOR), period, AFTER_Q1))).code).toBe("forbidden");

    const preview = await previewInterestRun(admin, period, AFTER_Q1);
    expect(preview).toMatchObject({
      periodFrom: "2027-01-01",
      periodTo: "2027-03-31",
      creditedOn: "2027-03-31",
      tae: "10.00",
      withholdingRate: "19.00",
    });
    const lineOf = (id: string) => preview.lines.find((line) => line.accountId === id);
    expect(lineOf(whole.id)).toMatchObject({ opening: "0.00", interest: "237.79", withholding: "45.18", net: "192.61" });
    expect(lineOf(march.id)).toMatchObject({ interest: "100.14", withholding: "19.03", net: "81.11" });
    expect(await (await testDb()).depositMovement.count({ where: { kind: "interest" } })).toBe(0);
    // On 2 April the 1T's Modelo 123 is not due yet (20 April); previewed on 6 May it is, and the preview says how it is declared.
    expect(preview.lateFiling).toBeNull();
    expect((await previewInterestRun(admin, period, new Date("2027-05-06T08:00:00Z"))).lateFiling).toMatch(
      /^La retención de este abono \(\d+,\d\d\u00a0€\) es del 1T 2027, cuyo Modelo 123 vencía el 20\/04\/2027\. /,
    );

    const run = await confirmInterestRun(admin, period, AFTER_Q1);
    expect(run.status).toBe("confirmed");
    expect(run.lines.find((line) => line.accountId === whole.id)).toMatchObject({
      interest: "237.79",
      withholding: "45.18",
      net: "192.61",
    });
    expect((await refusal(confirmInterestRun(admin, period, AFTER_Q1))).message).toBe(DEPOSIT_RUN_MESSAGES.alreadyRun);
    // The investor's balance: 10.000 + 237,79 − 45,18 = 10.192,61 €, and 237,79 € credited to date.
    expect(await getOwnDepositAccount(whole.owner, AFTER_Q1)).toMatchObject({ balance: "10192.61", interestToDate: "237.79" });
    const mail = await (
      await testDb()
    ).email.findFirstOrThrow({ where: { to: whole.owner.email!, subject: { startsWith: "Intereses de tu cuenta" } } });
    expect(mail.text).toContain("237,79");

    expect((await refusal(reverseInterestRun(admin, run.id, { reason: " " }, AFTER_Q1))).fields).toEqual({
      reason: DEPOSIT_RUN_MESSAGES.reason,
    });
    const reversed = await reverseInterestRun(admin, run.id, { reason: "TAE mal configurada" }, AFTER_Q1);
    expect(reversed).toMatchObject({ status: "reversed", reason: "TAE mal configurada" });
    expect(await getOwnDepositAccount(whole.owner, AFTER_Q1)).toMatchObject({ balance: "10000.00", interestToDate: "0.00" });
    expect((await refusal(reverseInterestRun(admin, run.id, { reason: "otra vez" }, AFTER_Q1))).message).toBe(
      DEPOSIT_RUN_MESSAGES.alreadyReversed,
    );
    // Run again after the reversal: the same figures.
    const again = await confirmInterestRun(admin, period, AFTER_Q1);
    expect(again.lines.find((line) => line.accountId === march.id)).toMatchObject({ interest: "100.14", withholding: "19.03" });
    expect((await listInterestRuns(admin)).map((r) => r.status)).toEqual(["confirmed", "reversed"]);

    // On the year's tax papers (certificate, Modelo 193 and 123): the credited interest and its withholding; the
    // reversed run cancels itself out (237,79 − 237,79 + 237,79).
    const [perceptor] = await perceptors(await testDb(), 2027, whole.owner.id);
    expect(perceptor!.payments).toEqual([
      {
        userId: whole.owner.id,
        date: "2027-03-31",
        operationTitle: "Cuenta de depósito",
        gross: "237.79",
        withholding: "45.18",
        net: "192.61",
      },
    ]);
    expect(perceptor).toMatchObject({ gross: "237.79", withholding: "45.18", net: "192.61" });
    // Fiscalidad lists the year, with its certificate, for who has only the deposit account.
    expect(await listOwnTaxYears(whole.owner)).toEqual([{ year: 2027, gross: "237.79", withholding: "45.18", net: "192.61", payments: 1 }]);
  });

  it("a change of TAE counts from the day after it is saved: the period's run splits at it", async () => {
    const db = await testDb();
    const holder = await account([{ kind: "contribution", amount: "10000", day: "2027-04-01" }]);
    const terms = await getDepositSettings(admin);
    // Saved on 14 May 2027 (Madrid): 8 % from the 15th; the days before keep 10 %. Saving it again changes nothing.
    const saved = new Date("2027-05-14T16:00:00Z");
    await updateDepositSettings(admin, { ...terms, depositTae: "8" }, saved);
    await updateDepositSettings(admin, { ...terms, depositTae: "8" }, saved);
    const schedule = await db.depositTaeChange.findMany({ orderBy: { effectiveFrom: "asc" } });
    expect(schedule.map((c) => [c.effectiveFrom.toISOString().slice(0, 10), c.tae.toFixed(2)])).toEqual([
      ["1970-01-01", "10.00"],
      ["2027-05-15", "8.00"],
    ]);
    // Q2: 44 days at 10 % (1 April – 14 May), 47 at 8 % (15 May – 30 June):
    // 10.000 × (1,1^(44/365) × 1,08^(47/365) − 1) = 216,3010951… → 216,30 €; 19 %: 41,097 → 41,10 €.
    const run = await confirmInterestRun(admin, { period: "2027-06-30" }, new Date("2027-07-01T08:00:00Z"));
    expect(run.lines.find((line) => line.accountId === holder.id)).toMatchObject({ interest: "216.30", withholding: "41.10" });
    // The run says both TAEs, and keeps the one counting on its credit day.
    expect(run).toMatchObject({
      tae: "8.00",
      taes: [
        { from: "2027-04-01", tae: "10.00" },
        { from: "2027-05-15", tae: "8.00" },
      ],
    });
    // The investor reads the TAE counting that day: still 10 % on the day of the change, 8 % from the next.
    expect((await getOwnDepositAccount(holder.owner, saved)).tae).toBe("10.00");
    expect((await getOwnDepositAccount(holder.owner, new Date("2027-05-15T10:00:00Z"))).tae).toBe("8.00");
    // The investor's accrued interest reads the same days: on 20 May, 44 days at 10 % and 6 at 8 %:
    // 10.000 × (1,1^(44/365) × 1,08^(6/365) − 1) = 128,3624565… → 128,36 €.
    expect((await getOwnDepositAccount(holder.owner, new Date("2027-05-20T10:00:00Z"))).accruedInterest).toBe("128.36");
    // Back to 10 % on 2 July: one more change, from the 3rd.
    await updateDepositSettings(admin, { ...terms, depositTae: "10" }, new Date("2027-07-02T10:00:00Z"));
    expect(schedule.length + 1).toBe(await db.depositTaeChange.count());
  });

  it("a change of crediting never credits a day twice: it counts from the day after the last one credited", async () => {
    const db = await testDb();
    const terms = await getDepositSettings(admin);
    // Since New Year 2028, and one more since 1 July.
    const early = await account([{ kind: "contribution", amount: "10000", day: "2028-01-01" }]);
    const july = await account([{ kind: "contribution", amount: "10000", day: "2028-07-01" }]);
    await confirmInterestRun(admin, { period: "2028-03-31" }, new Date("2028-04-02T08:00:00Z"));
    await confirmInterestRun(admin, { period: "2028-06-30" }, new Date("2028-07-02T08:00:00Z"));
    const owedRuns = async (now: Date) => (await pendingWork(admin, now)).find((item) => item.key === "interestRuns")!.count;

    // Monthly from 10 August: January to June were credited by the quarters' runs; none of them is offered again.
    await updateDepositSettings(admin, { ...terms, depositCrediting: "monthly" }, new Date("2028-08-10T08:00:00Z"));
    const august = new Date("2028-08-10T09:00:00Z");
    for (const period of ["2028-04-30", "2028-05-31"]) {
      expect((await refusal(previewInterestRun(admin, { period }, august))).message).toBe(
        DEPOSIT_RUN_MESSAGES.alreadyCredited("01/04/2028", "30/06/2028"),
      );
      const before = await db.depositMovement.count();
      expect((await refusal(confirmInterestRun(admin, { period }, august))).code).toBe("conflict");
      expect(await db.depositMovement.count()).toBe(before);
    }
    // Pendiente owes the months no run credited: July to December 2027 (the quarters of this file's other tests are
    // credited up to June 2027) and July 2028 — not January to June 2028.
    expect(await owedRuns(august)).toBe(7);

    // July: 31 days of 2028's 366 on 10.000 €: 10.000 × (1,1^(31/366) − 1) = 81,0539241… → 81,05 €; 19 %: 15,3995 → 15,40 €.
    const julyRun = await confirmInterestRun(admin, { period: "2028-07-31" }, august);
    expect(julyRun.periodFrom).toBe("2028-07-01");
    expect(julyRun.lines.find((line) => line.accountId === july.id)).toMatchObject({ interest: "81.05", withholding: "15.40" });
    expect(await owedRuns(august)).toBe(6);
    // August on 10.065,65 €: 81,5860431… → 81,59 €; 19 %: 15,5021 → 15,50 €.
    const augustRun = await confirmInterestRun(admin, { period: "2028-08-31" }, new Date("2028-09-02T08:00:00Z"));
    expect(augustRun.lines.find((line) => line.accountId === july.id)).toMatchObject({ interest: "81.59", withholding: "15.50" });

    // Back to quarterly on 5 September: the third quarter's run credits September alone, from the 1st, on 10.131,74 €:
    // 30 days: 79,4622797… → 79,46 €; 19 %: 15,0974 → 15,10 €.
    await updateDepositSettings(admin, { ...terms, depositCrediting: "quarterly" }, new Date("2028-09-05T08:00:00Z"));
    const quarter = await confirmInterestRun(admin, { period: "2028-09-30" }, new Date("2028-10-02T08:00:00Z"));
    expect(quarter.periodFrom).toBe("2028-09-01");
    expect(quarter.lines.find((line) => line.accountId === july.id)).toMatchObject({ interest: "79.46", withholding: "15.10" });
    // Every day of 2028 credited once: the early account's credits are dated each run's last day, one per run.
    const credits = await db.depositMovement.findMany({ where: { accountId: early.id, kind: "interest" }, select: { valueDate: true } });
    expect(credits.map((c) => c.valueDate.toISOString().slice(0, 10)).sort()).toEqual([
      "2028-03-31",
      "2028-06-30",
      "2028-07-31",
      "2028-08-31",
      "2028-09-30",
    ]);
    expect(await getOwnDepositAccount(july.owner, new Date("2028-10-02T08:00:00Z"))).toMatchObject({ balance: "10196.10" });
  });
});
