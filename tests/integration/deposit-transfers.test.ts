import { beforeAll, describe, expect, it } from "vitest";
import { GET as transfersRoute } from "@/app/api/deposit-withdrawals/transfers/route";
import { testDb } from "../helpers/db";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { refusal } from "../helpers/actors";
import { depositHolder, seedOfferingDeposit, WINDOWED_TERMS } from "../helpers/deposit";
import { jsonRequest, params } from "../helpers/http";
import { camt053 } from "../helpers/bank-statements";
import { uploadStatement } from "../helpers/bank-import";
import type { Actor } from "@/server/core/actor";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import { approveWithdrawal, requestWithdrawal } from "@/server/deposit/withdrawals";
import { depositTransfersFile, depositWindowTransfers } from "@/server/deposit/transfers";
import { confirmInterestRun, previewInterestRun, reverseInterestRun } from "@/server/deposit/interest-run";
import { getOwnDepositAccount, ownDepositFigures } from "@/server/deposit/mine";
import { schemaErrors } from "@/server/platform/xml/schema";
import { PAIN_001_SCHEMA } from "@/server/payouts/sepa-batch";

/**
 * Deposit withdrawals paid by the SEPA batch of the payouts (issue 51, item 3): a window's approved
 * withdrawals become their movements and one pain.001 batch (valid by the official XSD); the bank's
 * debits complete them; a withdrawal of everything closes the account with the interest accrued to
 * its day, which no period's run credits again. Quarterly crediting, 10 % TAE, 19 % withholding;
 * the daily factor g = 1,1^(1/365) compounds what the account holds (lib/deposit/interest.ts).
 */
let admin: Actor;
const IBAN = "ES9121000418450200051332";

const holder = (name: string) =>
  depositHolder({
    firstName: name,
    lastName: "Ventana",
    iban: IBAN,
    movements: [{ kind: "contribution", amount: "10000", day: "2027-01-01" }],
  });

const at = (instant: string) => new Date(instant);
const movementsOf = async (accountId: string) =>
  (
    await (
      await testDb()
    ).depositMovement.findMany({ where: { accountId }, orderBy: [{ valueDate: "asc" }, { recordedAt: "asc" }, { kind: "asc" }] })
  ).map((m) => [m.kind, m.amount.toFixed(2), m.valueDate.toISOString().slice(0, 10)]);

beforeAll(async () => {
  admin = await seedOfferingDeposit(WINDOWED_TERMS);
}, 120_000);

describe("deposit withdrawals paid by SEPA in their window", () => {
  it("pays a partial and a total withdrawal in one valid batch; the debits complete them; the closing interest is credited once", async () => {
    const db = await testDb();
    const partial = await holder("Paula");
    const total = await holder("Tomás");
    const later = await holder("Carla");

    // 20 February with 30 days' notice: the window of 31 March.
    const asked = at("2027-02-20T10:00:00Z");
    const four = await requestWithdrawal(partial.actor, { amount: "4000" }, asked);
    const all = await requestWithdrawal(total.actor, { amount: "all" }, asked);
    expect([four.windowDay, all.windowDay]).toEqual(["2027-03-31", "2027-03-31"]);
    // Carla's (10 March): the window of 30 June.
    const carla = await requestWithdrawal(later.actor, { amount: "all" }, at("2027-03-10T10:00:00Z"));
    expect(carla.windowDay).toBe("2027-06-30");

    // Nothing approved yet: nothing to pay.
    expect((await refusal(depositWindowTransfers(admin, "2027-03-31", at("2027-03-25T10:00:00Z")))).message).toBe(
      WITHDRAWAL_MESSAGES.nothingToPay,
    );
    for (const withdrawal of [four, all, carla]) await approveWithdrawal(admin, withdrawal.id, at("2027-02-21T10:00:00Z"));

    // Downloaded on 25 March: executed on the window's day.
    const march = at("2027-03-25T10:00:00Z");
    const first = await depositWindowTransfers(admin, null, march);
    expect(first.fileName).toMatch(/^transferencias-deposito-2027-03-31-\d+\.xml$/);
    expect(schemaErrors(first.xml, PAIN_001_SCHEMA)).toEqual([]);
    expect(first.xml).toContain("<ReqdExctnDt>2027-03-31</ReqdExctnDt>");
    expect(first.xml).toContain("<NbOfTxs>2</NbOfTxs>");
    // Tomás closes: 10.000 € from 1 January to 30 March (89 days): 10.000 × (g^89 − 1) = 235,1216982… → 235,12 €;
    // withholding 19 % × 235,12 = 44,6728 → 44,67 €; paid out 10.000 + 235,12 − 44,67 = 10.190,45 €.
    expect(first.xml).toContain("<CtrlSum>14190.45</CtrlSum>");
    expect(await movementsOf(total.accountId)).toEqual([
      ["contribution", "10000.00", "2027-01-01"],
      ["interest", "235.12", "2027-03-31"],
      ["withdrawal", "10190.45", "2027-03-31"],
      ["withholding", "44.67", "2027-03-31"],
    ]);
    expect(await movementsOf(partial.accountId)).toEqual([
      ["contribution", "10000.00", "2027-01-01"],
      ["withdrawal", "4000.00", "2027-03-31"],
    ]);
    const payouts = await db.payout.findMany({
      where: { depositWithdrawalId: { in: [four.id, all.id] } },
      include: { depositWithdrawal: true },
      orderBy: { amount: "asc" },
    });
    expect(payouts.map((p) => [p.amount.toFixed(2), p.status, p.depositWithdrawal!.status])).toEqual([
      ["4000.00", "sent", "sent"],
      ["10190.45", "sent", "sent"],
    ]);
    for (const payout of payouts) {
      expect(payout.endToEndId).toMatch(/^DEP[0-9A-F]{12}-[0-9A-F]{16}$/);
      expect(first.xml).toContain(`<EndToEndId>${payout.endToEndId}</EndToEndId>`);
    }
    expect((await db.depositAccount.findUniqueOrThrow({ where: { id: total.accountId } })).status).toBe("closing");

    // Making another orders nothing twice (409); downloading gives the same batch, byte for byte, by default and by number.
    expect((await refusal(depositWindowTransfers(admin, "2027-03-31", march))).message).toBe(WITHDRAWAL_MESSAGES.nothingToPay);
    expect(await depositTransfersFile(admin, "2027-03-31", null)).toEqual({ fileName: first.fileName, xml: first.xml });
    expect(first.fileName).toBe(`transferencias-deposito-2027-03-31-${first.number}.xml`);
    expect((await depositTransfersFile(admin, "2027-03-31", String(first.number))).xml).toBe(first.xml);
    expect((await refusal(depositTransfersFile(admin, "2027-03-31", "999999"))).code).toBe("not-found");
    expect((await refusal(depositTransfersFile(admin, "2027-06-30", null))).message).toBe(WITHDRAWAL_MESSAGES.batchNotFound);
    expect(await db.payout.count({ where: { depositWithdrawalId: { in: [four.id, all.id] } } })).toBe(2);

    // Carla's window needs the first quarter's run first: her closing credits only the days after it.
    expect((await refusal(depositWindowTransfers(admin, "2027-06-30", at("2027-04-01T10:00:00Z")))).message).toBe(
      WITHDRAWAL_MESSAGES.runFirst("31/03/2027"),
    );

    // The bank's statement shows the two debits: both paid, Tomás's account closed.
    const cookie = await signInAs(ADMIN);
    const statement = camt053({
      entries: payouts.map((payout, index) => ({
        bankReference: `DEPOSITO-${index}`,
        amount: payout.amount.toFixed(2),
        bookingDate: "2027-03-31",
        credit: false,
        endToEndId: payout.endToEndId,
        remittance: ["Retirada cuenta de deposito"],
      })),
    });
    const imported = await uploadStatement(statement, { cookie, name: "marzo.xml" });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ payoutsCompleted: 2 });
    const closed = await db.depositAccount.findUniqueOrThrow({ where: { id: total.accountId } });
    expect([closed.status, closed.closedAt?.toISOString().slice(0, 10)]).toEqual(["closed", "2027-03-31"]);
    expect((await db.depositWithdrawal.findMany({ where: { id: { in: [four.id, all.id] } } })).map((w) => w.status)).toEqual([
      "paid",
      "paid",
    ]);
    expect(await getOwnDepositAccount(total.actor, at("2027-04-02T10:00:00Z"))).toMatchObject({
      status: "closed",
      balance: "0.00",
      accruedInterest: "0.00",
    });

    // The first quarter's run: Tomás's days were credited at closing, so he is not in it.
    // Paula: 10.000 € for 89 days, then 6.000 € plus what had accrued on 31 March:
    // A = 10.000 × (g^89 − 1) = 235,1216982…; (6.000 + A)·g − 6.000 = 236,7500493… → 236,75 €; 19 %: 44,9825 → 44,98 €.
    // Carla: 10.000 € for the 90 days: 237,7946808… → 237,79 €; 19 %: 45,1801 → 45,18 €.
    const afterQ1 = at("2027-04-02T08:00:00Z");
    const preview = await previewInterestRun(admin, { period: "2027-03-31" }, afterQ1);
    const mine = preview.lines.filter((line) => [partial.accountId, total.accountId, later.accountId].includes(line.accountId));
    expect(mine.map((line) => [line.accountId, line.interest, line.withholding]).sort()).toEqual(
      [
        [partial.accountId, "236.75", "44.98"],
        [later.accountId, "237.79", "45.18"],
      ].sort(),
    );
    const run = await confirmInterestRun(admin, { period: "2027-03-31" }, afterQ1);
    // Mi Dashboard's card: 10.000 − 4.000 + 236,75 − 44,98 = 6.191,77 €; none for who has no account.
    expect(await ownDepositFigures(partial.actor, afterQ1)).toMatchObject({
      status: "open",
      balance: "6191.77",
      nextCreditDate: "2027-06-30",
    });
    expect(await ownDepositFigures(admin, afterQ1)).toBeNull();

    // Carla's window, downloaded on 2 April, executed on 30 June: from 1 April to 29 June (90 days) on
    // 10.000 + 237,79 − 45,18 = 10.192,61 €: 10.192,61 × (g^90 − 1) = 242,3748442… → 242,37 €; 19 %: 46,0503 → 46,05 €;
    // paid out 10.192,61 + 242,37 − 46,05 = 10.388,93 €.
    const june = await depositWindowTransfers(admin, "2027-06-30", at("2027-04-02T10:00:00Z"));
    expect(schemaErrors(june.xml, PAIN_001_SCHEMA)).toEqual([]);
    expect(june.xml).toContain("<CtrlSum>10388.93</CtrlSum>");
    expect(june.xml).toContain("<ReqdExctnDt>2027-06-30</ReqdExctnDt>");
    expect((await movementsOf(later.accountId)).slice(-3)).toEqual([
      ["interest", "242.37", "2027-06-30"],
      ["withdrawal", "10388.93", "2027-06-30"],
      ["withholding", "46.05", "2027-06-30"],
    ]);

    // The run her closing counted on can no longer be reversed; the second quarter's run credits her nothing.
    expect((await refusal(reverseInterestRun(admin, run.id, { reason: "Error" }, afterQ1))).message).toBe(
      WITHDRAWAL_MESSAGES.runAfterClosing,
    );
    const secondQuarter = await previewInterestRun(admin, { period: "2027-06-30" }, at("2027-07-01T08:00:00Z"));
    expect(secondQuarter.lines.find((line) => line.accountId === later.accountId)).toBeUndefined();
    expect(secondQuarter.lines.find((line) => line.accountId === partial.accountId)?.interest).toBeDefined();

    // The downloads are in Actividad.
    expect(
      await db.auditEvent.count({
        where: { action: "download", entityType: "deposit_account", entityLabel: { contains: "Ventana del 31/03/2027" } },
      }),
    ).toBe(3);
  });

  it("answers the route: 400 on a window that is no date, 403 to an investor", async () => {
    const admin = await signInAs(ADMIN);
    const investor = await signInAs(INVESTOR);
    const call = (cookie: string, query: string) =>
      transfersRoute(jsonRequest("GET", `/api/deposit-withdrawals/transfers${query}`, { headers: { cookie } }), params({}));
    const bad = await call(admin, "?window=2027-02-30");
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ window: WITHDRAWAL_MESSAGES.windowInvalid });
    const badBatch = await call(admin, "?window=2027-03-31&batch=0");
    expect((await badBatch.json()).fields).toEqual({ batch: WITHDRAWAL_MESSAGES.batchNumber });
    expect((await call(investor, "")).status).toBe(403);
  });
});
