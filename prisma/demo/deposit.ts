import type { Prisma } from "../../generated/prisma/client";
import { dayInMadrid } from "../../lib/format";
import { addDays, creditDay, lastEndedPeriodEnd, periodBefore, periodOf } from "../../lib/deposit/calendar";
import type { DepositCrediting } from "../../lib/deposit/crediting";
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
 * and withdrawals waiting for the next window: Javier's to approve, Carmen's approved. The accounts
 * are opened here (their signed contracts, prisma/demo/deposit-contracts.ts); everything after is
 * the platform's own doing in the demo's history (prisma/demo/history.ts): the bank's credits
 * imported, each run confirmed on its day, the requests asked and approved.
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

/** A payment into a deposit account: the bank's credit, on its day, bearing the account's reference. */
export type DemoDepositCredit = { accountId: string; userId: string; reference: string; day: string; amount: string };
/** A withdrawal the investor asked for, at that instant; approved by the admin the next morning when `approved`. */
export type DemoWithdrawalRequest = { userId: string; amount: string; requestedAt: Date; approvedAt: Date | null };

export type DemoDeposits = {
  /** Without the contract's hash, which the seed computes from the text it signs. */
  accounts: (Omit<Prisma.DepositAccountCreateManyInput, "contractSha256"> & { id: string; paymentReference: string })[];
  /** The history the platform writes (prisma/demo/history.ts): credits, each ended quarter's run but the last, the requests. */
  credits: DemoDepositCredit[];
  /** The crediting days of the quarters whose interest was credited: all ended ones but the last, whose run waits in Depósito. */
  creditedPeriods: string[];
  withdrawals: DemoWithdrawalRequest[];
};

export function buildDeposits(anchor: Date): DemoDeposits {
  const today = dayInMadrid(anchor);
  const crediting = DEMO_SETTINGS.depositCrediting as DepositCrediting;
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
  const credits = ACCOUNTS.flatMap((seed, a) =>
    seed.contributions.map(([days, amount]) => ({
      accountId: accounts[a]!.id,
      userId: accounts[a]!.userId,
      reference: accounts[a]!.paymentReference,
      day: addDays(today, -days),
      amount,
    })),
  );
  // Every quarter from the first credit's to the one before the last ended.
  const firstDay = credits.map((credit) => credit.day).sort()[0]!;
  const lastToCredit = periodBefore(periodOf(lastEndedPeriodEnd(today, crediting), crediting), crediting);
  const creditedPeriods: string[] = [];
  for (let period = periodOf(firstDay, crediting); period.from <= lastToCredit.from; period = periodOf(period.to, crediting))
    creditedPeriods.push(creditDay(period));
  const withdrawals = ACCOUNTS.flatMap((seed) => {
    if (!seed.withdrawal) return [];
    const { requestedDaysAgo, amount, approved } = seed.withdrawal;
    return [
      {
        userId: userId(seed.key),
        amount,
        requestedAt: daysAgo(anchor, requestedDaysAgo, 18, 5),
        approvedAt: approved ? daysAgo(anchor, requestedDaysAgo - 1, 9, 40) : null,
      },
    ];
  });
  return { accounts, credits, creditedPeriods, withdrawals };
}
