import { createHash } from "node:crypto";
import { DEPOSIT_RUN_MESSAGES } from "@/lib/validations/deposit-run";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { dayInMadrid } from "@/lib/format";
import { centsOf } from "@/lib/money";
import { creditDay, lastEndedPeriodEnd, periodBefore, periodOf } from "@/lib/deposit/calendar";
import type { Actor } from "@/server/core/actor";
import { storage } from "@/server/platform/storage";
import { currentLegalText } from "@/server/club/legal-texts";
import { readDepositSettings } from "@/server/club/deposit-settings";
import { depositContractText } from "@/lib/deposit/contract-terms";
import { getOwnDepositAccount } from "@/server/deposit/mine";
import { listDepositAccounts } from "@/server/deposit/admin";
import { listWithdrawalQueue } from "@/server/deposit/withdrawals";
import { previewInterestRun } from "@/server/deposit/interest-run";
import { actorByEmail } from "../helpers/actors";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";

/**
 * The demo's deposit accounts (issue 51, item 5), whatever day the demo is loaded on: money and
 * interest accruing (the demo investor's among them), the ended quarters credited by confirmed runs but
 * the last, which waits for an admin, withdrawals waiting for their window, and the signed contracts
 * in the vault, their hash the current contract's.
 */
let admin: Actor;
let investor: Actor;
const today = dayInMadrid(new Date());

beforeAll(async () => {
  await seedDatabase();
  [admin, investor] = await Promise.all([actorByEmail(ADMIN), actorByEmail(INVESTOR)]);
});

async function storedBytes(key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage().get(key)).stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe("the demo's deposit accounts", () => {
  it("the demo investor's holds money, accrues interest and has had interest credited", async () => {
    const account = await getOwnDepositAccount(investor);
    expect(account.status).toBe("open");
    expect(centsOf(account.balance)).toBeGreaterThan(2_500_000n); // 20.000 + 5.000 paid in, and the interest credited
    expect(centsOf(account.accruedInterest)).toBeGreaterThan(0n);
    expect(account.movements.map((m) => m.kind)).toEqual(expect.arrayContaining(["contribution", "interest", "withholding"]));
    expect(account.nextWindow! >= today).toBe(true);
  });

  it("three accounts for the admin, and two withdrawals waiting for their window: one to approve, one approved", async () => {
    expect(await listDepositAccounts(admin)).toHaveLength(3);
    const queue = await listWithdrawalQueue(admin);
    expect(queue.map((w) => [w.investor, w.amount, w.status])).toEqual(
      expect.arrayContaining([
        ["Javier Romero Sanz", "3000.00", "requested"],
        ["Carmen López Herrera", "10000.00", "approved"],
      ]),
    );
    for (const withdrawal of queue) expect(withdrawal.windowDay > today).toBe(true);
  });

  it("the quarters before the last ended one are credited; the last one's run waits for an admin", async () => {
    const lastEnded = lastEndedPeriodEnd(today, "quarterly");
    const previous = periodBefore(periodOf(lastEnded, "quarterly"), "quarterly");
    const runs = await (await testDb()).depositInterestRun.findMany({ include: { movements: true }, orderBy: { creditedOn: "desc" } });
    expect(runs[0]!.creditedOn.toISOString().slice(0, 10)).toBe(creditDay(previous));
    for (const run of runs) {
      expect(run.status).toBe("confirmed");
      // Each run's totals are its movements'.
      const sum = (kind: string) =>
        run.movements.filter((m) => m.kind === kind).reduce((total, m) => total + centsOf(m.amount.toFixed(2)), 0n);
      expect([sum("interest"), sum("withholding")]).toEqual([
        centsOf(run.totalInterest.toFixed(2)),
        centsOf(run.totalWithholding.toFixed(2)),
      ]);
      // A period the demo ran is not offered again (issue 64: no day credited twice): the platform's own rules gave its figures.
      const day = run.creditedOn.toISOString().slice(0, 10);
      await expect(previewInterestRun(admin, { period: day })).rejects.toMatchObject({ message: DEPOSIT_RUN_MESSAGES.alreadyRun });
    }
    // The last ended quarter has money to credit and no run yet.
    expect(runs.some((run) => run.creditedOn.toISOString().slice(0, 10) === lastEnded)).toBe(false);
    expect((await previewInterestRun(admin, { period: lastEnded })).lines.length).toBeGreaterThan(0);
  });

  it("each signed contract is in the vault, with its evidence, and its hash is the current contract's with the demo's terms", async () => {
    const db = await testDb();
    const contract = await currentLegalText(db, "contrato-deposito");
    const signed = depositContractText(contract.body, await readDepositSettings(db));
    const sha256 = createHash("sha256").update(signed, "utf8").digest("hex");
    const accounts = await db.depositAccount.findMany({ include: { user: true } });
    for (const account of accounts) {
      expect(account.contractSha256).toBe(sha256);
      const { text } = await extractText(await getDocumentProxy(await storedBytes(account.contractKey)), { mergePages: true });
      expect(text).toContain("Evidencias de la firma electrónica");
      expect(text).toContain(`${account.user.firstName} ${account.user.lastName}`);
      expect(text).toContain(account.user.email!);
      expect(text.replace(/\s/g, "")).toContain(sha256);
      expect(text).toContain("Condiciones en la fecha de la firma");
    }
  });
});
