import type { Prisma } from "../../generated/prisma/client";
import type { DepositMovementLine } from "../../server/ledger/post-deposit";
import { dayInMadrid } from "../../lib/format";
import { DEFAULT_WITHHOLDING_RATE } from "../../lib/club-terms";
import { addDays, creditDay, lastEndedPeriodEnd, nextWindow, periodBefore, periodOf } from "../../lib/deposit/calendar";
import type { DepositCrediting } from "../../lib/deposit/crediting";
import { uncreditedInterest } from "../../lib/deposit/accrual";
import { interestWithholding, taeFraction } from "../../lib/deposit/interest";
import { centsOf, decimalOf } from "../../lib/money";
import { newPaymentReference } from "../../lib/payment-reference";
import { createHash } from "node:crypto";
import { userId } from "./people";
import { stableId } from "./random";
import { DEMO_SETTINGS } from "./settings";
import { daysAgo } from "./util";

/**
 * The demo's deposit accounts (issue 51), on the demo's terms (10 % TAE, quarterly, windows at each
 * quarter's end, 30 days' notice): Javier Romero (the demo investor), Carmen López and Alejandro
 * Fernández, with money paid in, the interest of every ended quarter but the last credited by
 * confirmed runs (the last one's run waits for an admin in Depósito), interest accruing this quarter,
 * and withdrawals waiting for the next window: Javier's to approve, Carmen's approved. The figures are
 * the ones the platform's own rules give (lib/deposit/), so a run the admin confirms continues them.
 */
type AccountSeed = {
  key: string;
  openedDaysAgo: number;
  contributions: [daysAgo: number, amount: string][];
  withdrawal?: { requestedDaysAgo: number; amount: string; approved: boolean };
};

const ACCOUNTS: AccountSeed[] = [
  {
    key: "inversor",
    openedDaysAgo: 260,
    contributions: [
      [258, "20000.00"],
      [120, "5000.00"],
    ],
    withdrawal: { requestedDaysAgo: 3, amount: "3000.00", approved: false },
  },
  {
    key: "carmen-lopez",
    openedDaysAgo: 430,
    contributions: [[428, "50000.00"]],
    withdrawal: { requestedDaysAgo: 12, amount: "10000.00", approved: true },
  },
  { key: "alejandro-fernandez", openedDaysAgo: 45, contributions: [[43, "15000.00"]] },
];

/** Where the demo's signed contracts are kept (the seed writes them: prisma/seed.ts). */
export const demoContractKey = (key: string) => `demo/deposit-contracts/${key}`;

/** A demo account's signature, as the opening records it (an address of RFC 5737's documentation range). */
export const DEMO_SIGNATURE = {
  address: "203.0.113.24",
  userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

/** A movement as the ledger's door takes it (postDepositMovements). */
type Movement = DepositMovementLine & { valueDate: Date };
const valueDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date | string) => (typeof date === "string" ? date : date.toISOString().slice(0, 10));

export type DemoDeposits = {
  /** Without the contract's hash, which the seed computes from the text it signs. */
  accounts: (Omit<Prisma.DepositAccountCreateManyInput, "contractSha256"> & { id: string })[];
  movements: Movement[];
  runs: Prisma.DepositInterestRunCreateManyInput[];
  withdrawals: Prisma.DepositWithdrawalCreateManyInput[];
};

export function buildDeposits(anchor: Date): DemoDeposits {
  const today = dayInMadrid(anchor);
  const crediting = DEMO_SETTINGS.depositCrediting as DepositCrediting;
  const tae = taeFraction(String(DEMO_SETTINGS.depositTae))!;
  const accounts = ACCOUNTS.map((seed) => ({
    id: stableId(`demo:deposit-account:${seed.key}`),
    userId: userId(seed.key),
    paymentReference: newPaymentReference((n) => createHash("sha256").update(`demo:deposit:${seed.key}`).digest().subarray(0, n)),
    openedAt: daysAgo(anchor, seed.openedDaysAgo, 11, 20),
    contractVersion: 0,
    signedAddress: DEMO_SIGNATURE.address,
    signedUserAgent: DEMO_SIGNATURE.userAgent,
    signatureMethod: "email-code",
    contractKey: demoContractKey(seed.key),
  }));
  const movements: Movement[] = ACCOUNTS.flatMap((seed, a) =>
    seed.contributions.map(([days, amount]) => ({
      accountId: accounts[a]!.id,
      kind: "contribution",
      amount,
      valueDate: valueDate(addDays(today, -days)),
    })),
  );

  // Every quarter from the first contribution's to the one before the last ended: one confirmed run each.
  const firstDay = movements.map((m) => dayOf(m.valueDate as Date)).sort()[0]!;
  const lastToCredit = periodBefore(periodOf(lastEndedPeriodEnd(today, crediting), crediting), crediting);
  const periods: { from: string; to: string }[] = [];
  for (let period = periodOf(firstDay, crediting); period.from <= lastToCredit.from; period = periodOf(period.to, crediting))
    periods.push(period);
  const runs: Prisma.DepositInterestRunCreateManyInput[] = [];
  for (const period of periods) {
    const creditedOn = creditDay(period);
    const runId = stableId(`demo:deposit-run:${creditedOn}`);
    const credited: Movement[] = [];
    for (const account of accounts) {
      const held = movements
        .filter((m) => m.accountId === account.id && dayOf(m.valueDate as Date) < period.to)
        .map((m) => ({ kind: m.kind, amount: m.amount, valueDate: dayOf(m.valueDate as Date) }));
      const interest = uncreditedInterest(held, tae, period, period.to);
      if (centsOf(interest) <= 0n) continue;
      const withholding = interestWithholding(interest, DEFAULT_WITHHOLDING_RATE);
      // As the run posts them: the interest, and its withholding when there is one.
      for (const [kind, amount] of [
        ["interest", interest],
        ["withholding", withholding],
      ] as const)
        if (centsOf(amount) > 0n)
          credited.push({
            accountId: account.id,
            kind,
            amount,
            valueDate: valueDate(creditedOn),
            runId,
          });
    }
    const total = (kind: string) => decimalOf(credited.filter((m) => m.kind === kind).reduce((sum, m) => sum + centsOf(m.amount), 0n));
    runs.push({
      id: runId,
      periodFrom: valueDate(period.from),
      creditedOn: valueDate(creditedOn),
      tae: String(DEMO_SETTINGS.depositTae),
      withholdingRate: DEFAULT_WITHHOLDING_RATE,
      totalInterest: total("interest"),
      totalWithholding: total("withholding"),
      accounts: new Set(credited.map((m) => m.accountId)).size,
      confirmedById: userId("admin"),
      confirmedAt: new Date(`${addDays(creditedOn, 1)}T09:30:00Z`),
    });
    movements.push(...credited);
  }

  const withdrawals = ACCOUNTS.flatMap((seed, a) => {
    if (!seed.withdrawal) return [];
    const { requestedDaysAgo, amount, approved } = seed.withdrawal;
    const windowDay = nextWindow(
      addDays(today, -requestedDaysAgo),
      DEMO_SETTINGS.depositWindows as string[],
      DEMO_SETTINGS.depositNoticeDays!,
    )!;
    return [
      {
        id: stableId(`demo:deposit-withdrawal:${seed.key}`),
        accountId: accounts[a]!.id,
        amount,
        windowDay: valueDate(windowDay),
        status: approved ? "approved" : "requested",
        requestedAt: daysAgo(anchor, requestedDaysAgo, 18, 5),
        ...(approved && { approvedById: userId("admin"), approvedAt: daysAgo(anchor, requestedDaysAgo - 1, 9, 40) }),
      },
    ];
  });
  return { accounts, movements, runs, withdrawals };
}
