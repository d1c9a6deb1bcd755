import { beforeAll, describe, expect, it } from "vitest";
import { Random } from "@/prisma/demo/random";
import { addDays, creditDay, nextWindow, periodBefore, periodOf } from "@/lib/deposit/calendar";
import { interestWithholding, periodInterest } from "@/lib/deposit/interest";
import { newPaymentReference } from "@/lib/payment-reference";
import type { Actor } from "@/server/core/actor";
import { importBankStatement } from "@/server/bank/import";
import { getOwnDepositAccount } from "@/server/deposit/mine";
import { approveWithdrawal, cancelWithdrawal, cancelWithdrawalByAdmin, requestWithdrawal } from "@/server/deposit/withdrawals";
import { depositTransfersFile, depositWindowTransfers } from "@/server/deposit/transfers";
import { confirmInterestRun, reverseInterestRun } from "@/server/deposit/interest-run";
import { closeDepositAccount } from "@/server/deposit/closing";
import { getDepositSettings, updateDepositSettings } from "@/server/club/deposit-settings";
import { taxedPayments } from "@/server/tax/payments";
import { DEPOSIT_ACCOUNT_TITLE } from "@/lib/deposit/position";
import { camt053 } from "../helpers/bank-statements";
import { testDb } from "../helpers/db";
import { depositHolder, seedOfferingDeposit } from "../helpers/deposit";

/**
 * Issue 51, "Must show": the model-based ledger test over deposit-account sequences. Seeded random
 * steps — contributions read from the bank's statement by the account's reference, partial and total
 * withdrawals asked for, cancelled and approved, each window's SEPA batch and the bank's debit, the
 * period's interest run and its reversal — run through the server's own functions, on a clock that
 * only goes forward. After every step each account's balance, status, interest and withdrawals as the
 * platform gives them equal this file's model: cents and the days they count from, kept here. The
 * model takes the calendar (periods, windows) and the interest formula of a stretch of days from
 * lib/deposit/ (each hand-worked in its own unit tests); what it decides itself is which movements
 * exist, on which days, what each period still owes, and when money moves. Invariants: a posted
 * movement never changes; no withdrawal is paid twice; a closed account holds nothing and earns
 * nothing; the year's tax papers are the year's credited interest and withholding.
 */
const SEQUENCES = Number(process.env.DEPOSIT_MODEL_SEQUENCES ?? 12);
const STEPS = 30;
const TAE = "0.1";
const RATE = "19.00";
const WINDOWS = ["03-31", "06-30", "09-30", "12-31"];
const NOTICE = 30;
const MINIMUM = 100_000n; // 1.000 € of withdrawal at least

type Change = { day: string; cents: bigint; kind: string; runId?: string };
type Withdrawal = { id: string; amount: bigint | null; window: string; status: string; paid?: bigint };
type Account = {
  id: string;
  actor: Actor;
  reference: string;
  status: "open" | "closing" | "closed";
  changes: Change[];
  withdrawals: Withdrawal[];
};
type Run = { id: string; from: string; creditedOn: string; status: "confirmed" | "reversed"; accounts: string[] };
type Crediting = "quarterly" | "monthly";
type Model = {
  today: string;
  accounts: Account[];
  runs: Run[];
  start: string;
  crediting: Crediting;
  /** The next step's action, when one step sets the scene for it. */
  next?: string;
  /** A withdrawal of everything left, asked as an amount, followed through to its payment. */
  draining?: string;
};

let admin: Actor;
let bankEntries = 0;
const ran = new Map<string, number>();

const euros = (cents: bigint) =>
  `${cents < 0n ? "-" : ""}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, "0")}`;
const cents = (value: { toString(): string }) => {
  const [whole, part = ""] = value.toString().split(".");
  const sign = whole!.startsWith("-") ? -1n : 1n;
  return sign * (BigInt(whole!.replace("-", "")) * 100n + BigInt((part + "00").slice(0, 2)));
};
const at = (day: string) => new Date(`${day}T10:00:00Z`); // 11:00 or 12:00 in Madrid: the same day
const sum = (changes: Change[]) => changes.reduce((total, c) => total + c.cents, 0n);
const balanceOf = (account: Account, upTo?: string) =>
  sum(upTo === undefined ? account.changes : account.changes.filter((c) => c.day <= upTo));

/** The days a period still earns: from its first, or from the day after the account's last interest credit inside it. */
function accrualStart(account: Account, period: { from: string; to: string }): string {
  const credited = account.changes.filter((c) => c.kind === "interest" && c.day >= period.from && c.day < period.to).map((c) => c.day);
  return credited.length ? addDays(credited.sort().at(-1)!, 1) : period.from;
}

/** What `period` owes the account from its accrual start up to `until` (excluded), in cents. */
function owed(account: Account, period: { from: string; to: string }, until: string): bigint {
  const from = accrualStart(account, period);
  if (from >= until) return 0n;
  const changes = account.changes.filter((c) => c.day >= from && c.day < until).map((c) => ({ day: c.day, amount: euros(c.cents) }));
  const opening = euros(sum(account.changes.filter((c) => c.day < from)));
  return cents(periodInterest({ tae: TAE, from, to: until, opening, changes }));
}

/** Whether taking `run`'s interest back would leave the account below zero. */
const belowWithout = (account: Account, run: Run) =>
  balanceOf({ ...account, changes: account.changes.filter((c) => c.runId !== run.id) }) < 0n;

/**
 * Why the window's batch is refused as a whole (409), or null: each account's partial withdrawals first, then its
 * total one. "run" when the period before a closing is not credited; else the withdrawal that cannot be paid (over
 * what is left, or a total one of nothing), which the refusal tells the admin to cancel.
 */
function refusal(
  batch: { a: Account; w: Withdrawal }[],
  period: { from: string; to: string },
  executionDay: string,
  crediting: Crediting,
): "run" | Withdrawal | null {
  for (const account of new Set(batch.map(({ a }) => a))) {
    let balance = balanceOf(account);
    for (const { w } of batch.filter(({ a }) => a === account)) {
      if (w.amount !== null) {
        if (w.amount > balance) return w;
        balance -= w.amount;
        continue;
      }
      if (owed(account, periodBefore(period, crediting), period.from) > 0n) return "run";
      const interest = owed(account, period, executionDay);
      if (balance + interest - cents(interestWithholding(euros(interest), RATE)) <= 0n) return w;
    }
  }
  return null;
}

const signed = (kind: string, amount: bigint) => (kind === "withdrawal" || kind === "withholding" ? -amount : amount);

async function statement(entries: { amount: bigint; day: string; credit: boolean; remittance: string; endToEndId?: string }[]) {
  const file = camt053({
    entries: entries.map((e) => ({
      bankReference: `MODELO-DEP-${++bankEntries}`,
      amount: euros(e.amount),
      bookingDate: e.day,
      valueDate: e.day,
      credit: e.credit,
      ...(e.endToEndId && { endToEndId: e.endToEndId }),
      remittance: [e.remittance],
    })),
  });
  return importBankStatement(admin, file, "modelo-deposito.xml");
}

async function expectRefused(write: Promise<unknown>, code: string) {
  await expect(write).rejects.toMatchObject({ code });
}

beforeAll(async () => {
  admin = await seedOfferingDeposit({
    depositTae: "10",
    depositCrediting: "quarterly",
    depositMinOpening: "1000",
    depositMinContribution: "1000",
    depositMinWithdrawal: "1000",
    depositWindows: WINDOWS,
    depositNoticeDays: NOTICE,
  });
}, 120_000);

async function step(random: Random, model: Model) {
  model.today = addDays(model.today, random.int(1, 12));
  const today = model.today;
  const open = model.accounts.filter((a) => a.status === "open");
  // A change of the crediting setting and an admin's closure are rare events: one step in twenty-five each.
  const rare = random.next();
  // An account emptied by an amount is followed through (approved, paid once its window is within reach, then a
  // reversal tried): left to chance, the sequences almost never reach that state (0 of 100 did).
  const draining = model.accounts.flatMap((a) => a.withdrawals).find((w) => w.id === model.draining);
  if (draining?.status === "requested") model.next ??= "approve";
  else if (draining?.status === "approved" && addDays(draining.window, -30) <= today) model.next ??= "pay";
  else if (draining?.status !== "approved") model.draining = undefined;
  const steered = model.next;
  model.next = undefined;
  const action = steered
    ? steered
    : rare < 0.04
      ? "setting"
      : rare < 0.08
        ? "adminClose"
        : random.pick([
            ...["contribute", "contribute", "withdraw", "withdraw", "approve", "approve", "cancel"],
            ...["pay", "pay", "debit", "debit", "run", "reverse"],
          ]);

  if (action === "contribute" && open.length) {
    const account = random.pick(open);
    const amount = BigInt(random.int(1_000, 20_000)) * 100n + BigInt(random.int(0, 99));
    expect(await statement([{ amount, day: today, credit: true, remittance: `Aportacion ${account.reference}` }])).toMatchObject({
      matched: 1,
    });
    account.changes.push({ day: today, cents: amount, kind: "contribution" });
  } else if (action === "withdraw" && open.length) {
    const account = random.pick(open);
    const pending = account.withdrawals.filter((w) => w.status === "requested" || w.status === "approved");
    const window = nextWindow(today, WINDOWS, NOTICE)!;
    if (pending.some((w) => w.amount === null)) {
      await expectRefused(requestWithdrawal(account.actor, { amount: "1000" }, at(today)), "conflict");
      return;
    }
    const available = balanceOf(account) - pending.reduce((total, w) => total + w.amount!, 0n);
    if (random.next() < 0.25) {
      const made = await requestWithdrawal(account.actor, { amount: "all" }, at(today));
      account.withdrawals.push({ id: made.id, amount: null, window, status: "requested" });
    } else if (available >= MINIMUM) {
      // One in two asks for everything that is left, as an amount: the withdrawal after which a
      // reversal of earlier interest would leave the account below zero (issue 64, item 4).
      const whole = random.next() < 1 / 2;
      const amount = whole ? available : MINIMUM + (BigInt(random.int(0, 1_000_000)) * (available - MINIMUM)) / 1_000_000n;
      if (whole) ran.set("withdraw-whole", (ran.get("withdraw-whole") ?? 0) + 1);
      const made = await requestWithdrawal(account.actor, { amount: euros(amount) }, at(today));
      expect(made.windowDay).toBe(window);
      account.withdrawals.push({ id: made.id, amount, window, status: "requested" });
      if (whole) model.draining = made.id;
    } else {
      // More than is left to ask for: refused on `amount`, nothing queued.
      await expectRefused(requestWithdrawal(account.actor, { amount: euros(available + MINIMUM) }, at(today)), "invalid");
      return;
    }
  } else if (action === "approve" || action === "cancel") {
    const requested = model.accounts.flatMap((a) => a.withdrawals.filter((w) => w.status === "requested").map((w) => ({ a, w })));
    if (!requested.length) return;
    const { a, w } = requested.find(({ w }) => w.id === model.draining) ?? random.pick(requested);
    if (action === "approve") await approveWithdrawal(admin, w.id, at(today));
    else await cancelWithdrawal(a.actor, w.id);
    w.status = action === "approve" ? "approved" : "cancelled";
    // Either one only once.
    await expectRefused(approveWithdrawal(admin, w.id, at(today)), "conflict");
  } else if (action === "pay") {
    const windows = [...new Set(model.accounts.flatMap((a) => a.withdrawals.filter((w) => w.status === "approved").map((w) => w.window)))];
    const window = windows.sort()[0];
    if (!window || addDays(window, -30) > today) return;
    const executionDay = window >= today ? window : today;
    const period = periodOf(executionDay, model.crediting);
    const batch = model.accounts
      .filter((a) => a.status === "open")
      .flatMap((a) => a.withdrawals.filter((w) => w.status === "approved" && w.window === window).map((w) => ({ a, w })))
      .sort((x, y) => (x.w.amount === null ? 1 : 0) - (y.w.amount === null ? 1 : 0));
    if (!batch.length) return;
    // A closing needs the period before credited; a partial one more than is left, or a total one of nothing, stops the batch.
    const refusedBy = refusal(batch, period, executionDay, model.crediting);
    if (refusedBy) {
      await expectRefused(depositWindowTransfers(admin, window, at(today)), "conflict");
      ran.set("pay-refused", (ran.get("pay-refused") ?? 0) + 1);
      // As the refusal says: the admin credits the period first, or cancels the withdrawal that cannot be paid.
      if (refusedBy === "run") model.next = "run";
      else {
        await cancelWithdrawalByAdmin(admin, refusedBy.id, { reason: "No hay saldo para pagarla" });
        refusedBy.status = "cancelled";
        ran.set("cancel-by-admin", (ran.get("cancel-by-admin") ?? 0) + 1);
      }
      return;
    }
    const served = await depositWindowTransfers(admin, window, at(today));
    expect(served.xml).toContain(`<ReqdExctnDt>${executionDay}</ReqdExctnDt>`);
    let total = 0n;
    for (const { a, w } of batch) {
      if (w.amount === null) {
        const interest = owed(a, period, executionDay);
        const withholding = cents(interestWithholding(euros(interest), RATE));
        if (interest > 0n) a.changes.push({ day: executionDay, cents: interest, kind: "interest" });
        if (withholding > 0n) a.changes.push({ day: executionDay, cents: -withholding, kind: "withholding" });
        w.paid = balanceOf(a);
        a.status = "closing";
        ran.set("close", (ran.get("close") ?? 0) + 1);
        for (const other of a.withdrawals)
          if (other !== w && (other.status === "requested" || other.status === "approved")) other.status = "cancelled";
      } else w.paid = w.amount;
      a.changes.push({ day: executionDay, cents: -w.paid, kind: "withdrawal" });
      w.status = "sent";
      total += w.paid;
    }
    expect(served.xml).toContain(`<CtrlSum>${euros(total)}</CtrlSum>`);
    // An account emptied by an amount, with interest credited before: half the time the admin then reverses a run
    // (otherwise the next run, crediting the period of the withdrawal, usually refills it first).
    if (
      batch.some(({ a, w }) => w.amount !== null && a.status === "open" && model.runs.some((r) => belowWithout(a, r))) &&
      random.next() < 0.5
    )
      model.next = "reverse";
    // Making another orders nothing twice; downloading gives this one again.
    await expectRefused(depositWindowTransfers(admin, window, at(today)), "conflict");
    expect((await depositTransfersFile(admin, window, null)).xml).toBe(served.xml);
  } else if (action === "debit") {
    const sent = model.accounts.flatMap((a) =>
      a.withdrawals.filter((w) => w.status === "sent" && w.window <= today).map((w) => ({ a, w })),
    );
    if (!sent.length) return;
    const db = await testDb();
    const payouts = await db.payout.findMany({ where: { depositWithdrawalId: { in: sent.map(({ w }) => w.id) } } });
    expect(payouts.map((p) => p.depositWithdrawalId).sort()).toEqual(sent.map(({ w }) => w.id).sort()); // one payout each
    const result = await statement(
      payouts.map((p) => ({ amount: cents(p.amount), day: today, credit: false, remittance: "Retirada", endToEndId: p.endToEndId })),
    );
    expect(result).toMatchObject({ payoutsCompleted: sent.length });
    for (const { a, w } of sent) {
      expect(cents(payouts.find((p) => p.depositWithdrawalId === w.id)!.amount)).toBe(w.paid);
      w.status = "paid";
      if (w.amount === null) a.status = "closed";
    }
  } else if (action === "run") {
    // Every ended period under the setting in force whose last day no confirmed run credited, oldest first, as the
    // admin catches up from Pendiente (issue 64, item 1): each starts the day after the latest confirmed run before it.
    for (let made = 0; ; made++) {
      const confirmed = model.runs.filter((r) => r.status === "confirmed");
      const covered = (day: string) => confirmed.some((r) => r.from <= day && day <= r.creditedOn);
      let period = periodOf(model.start, model.crediting);
      while (creditDay(period) <= today && covered(creditDay(period))) period = periodOf(period.to, model.crediting);
      const creditedOn = creditDay(period);
      if (creditedOn > today) {
        if (!made) await expectRefused(confirmInterestRun(admin, { period: creditedOn }, at(today)), "invalid");
        break;
      }
      const earlier = confirmed
        .map((r) => r.creditedOn)
        .filter((day) => day < creditedOn)
        .sort()
        .at(-1);
      const from = earlier && addDays(earlier, 1) > period.from ? addDays(earlier, 1) : period.from;
      const credited = { from, to: period.to };
      // Only open accounts: one being closed had its interest to the closing day credited then.
      const expected = model.accounts
        .filter((a) => a.status === "open")
        .map((a) => ({ a, interest: owed(a, credited, period.to) }))
        .filter(({ interest }) => interest > 0n)
        .map(({ a, interest }) => ({ a, interest, withholding: cents(interestWithholding(euros(interest), RATE)) }));
      const run = await confirmInterestRun(admin, { period: creditedOn }, at(today));
      expect(run.periodFrom).toBe(from);
      const mine = run.lines.filter((line) => model.accounts.some((a) => a.id === line.accountId));
      expect(mine.map((l) => [l.accountId, cents(l.interest), cents(l.withholding)]).sort()).toEqual(
        expected.map(({ a, interest, withholding }) => [a.id, interest, withholding]).sort(),
      );
      for (const { a, interest, withholding } of expected) {
        a.changes.push({ day: creditedOn, cents: interest, kind: "interest", runId: run.id });
        if (withholding > 0n) a.changes.push({ day: creditedOn, cents: -withholding, kind: "withholding", runId: run.id });
      }
      model.runs.push({ id: run.id, from, creditedOn, status: "confirmed", accounts: expected.map(({ a }) => a.id) });
      await expectRefused(confirmInterestRun(admin, { period: creditedOn }, at(today)), "conflict");
    }
  } else if (action === "setting") {
    // Configuración switches the crediting: it counts from the day after the last one credited.
    model.crediting = model.crediting === "quarterly" ? "monthly" : "quarterly";
    await updateDepositSettings(admin, { ...(await getDepositSettings(admin)), depositCrediting: model.crediting }, at(today));
  } else if (action === "adminClose" && open.length) {
    // The admin closes a deposit account (issue 64, item 2): its pending withdrawals give way to one of everything, today.
    const account = random.pick(open);
    if (account.withdrawals.some((w) => w.amount === null && w.status === "approved")) {
      await expectRefused(closeDepositAccount(admin, account.id, { reason: "Modelo" }, at(today)), "conflict");
      return;
    }
    const upToToday = { ...account, changes: account.changes.filter((c) => c.day <= today) };
    const period = periodOf(today, model.crediting);
    const empty =
      balanceOf(upToToday) === 0n &&
      owed(upToToday, period, addDays(today, 1)) === 0n &&
      owed(upToToday, periodBefore(period, model.crediting), period.from) === 0n;
    const answer = await closeDepositAccount(admin, account.id, { reason: "Modelo" }, at(today));
    for (const w of account.withdrawals) if (w.status === "requested" || w.status === "approved") w.status = "cancelled";
    if (empty) {
      // Nothing to transfer: closed at once, no withdrawal to stop the window's batch.
      expect(answer.windowDay).toBeNull();
      account.status = "closed";
      ran.set("adminClose-empty", (ran.get("adminClose-empty") ?? 0) + 1);
      return;
    }
    expect(answer.windowDay).toBe(today);
    const db = await testDb();
    const ordered = await db.depositWithdrawal.findFirstOrThrow({ where: { accountId: account.id, amount: null, status: "approved" } });
    account.withdrawals.push({ id: ordered.id, amount: null, window: today, status: "approved" });
  } else if (action === "reverse") {
    const confirmed = model.runs.filter((r) => r.status === "confirmed");
    if (!confirmed.length) return;
    // A run whose interest has since gone out in a withdrawal, when there is one (rare otherwise).
    const wouldDrain = confirmed.filter((r) =>
      model.accounts.some((a) => r.accounts.includes(a.id) && a.status === "open" && belowWithout(a, r)),
    );
    const run = random.pick(wouldDrain.length ? wouldDrain : confirmed);
    const accounts = model.accounts.filter((a) => run.accounts.includes(a.id));
    if (accounts.some((a) => a.status !== "open")) {
      await expectRefused(reverseInterestRun(admin, run.id, { reason: "Modelo" }, at(today)), "conflict");
      return;
    }
    // A run whose interest went out in a withdrawal is not reversed (issue 64, item 4): no balance below zero.
    if (accounts.some((a) => belowWithout(a, run))) {
      await expectRefused(reverseInterestRun(admin, run.id, { reason: "Modelo" }, at(today)), "conflict");
      ran.set("reverse-refused", (ran.get("reverse-refused") ?? 0) + 1);
      return;
    }
    await reverseInterestRun(admin, run.id, { reason: "Modelo" }, at(today));
    run.status = "reversed";
    for (const a of accounts) a.changes = a.changes.filter((c) => c.runId !== run.id);
  } else return;
  ran.set(action, (ran.get(action) ?? 0) + 1);
}

async function check(model: Model, posted: Map<string, string>) {
  const db = await testDb();
  // No day credited twice: the confirmed runs' days never overlap (the sequence's own years).
  const years = {
    gte: new Date(`${model.start.slice(0, 4)}-01-01T00:00:00Z`),
    lt: new Date(`${Number(model.start.slice(0, 4)) + 2}-01-01T00:00:00Z`),
  };
  const confirmed = (
    await db.depositInterestRun.findMany({ where: { status: "confirmed", creditedOn: years }, orderBy: { creditedOn: "asc" } })
  ).map((r) => [r.periodFrom.toISOString().slice(0, 10), r.creditedOn.toISOString().slice(0, 10)] as const);
  for (let k = 1; k < confirmed.length; k++)
    expect(confirmed[k]![0] > confirmed[k - 1]![1], `runs ${confirmed[k - 1]} and ${confirmed[k]}`).toBe(true);
  for (const account of model.accounts) {
    // No balance below zero, ever.
    expect(balanceOf(account) >= 0n, `${account.id} below zero`).toBe(true);
    const seen = await getOwnDepositAccount(account.actor, at(model.today));
    const label = `${account.id} (${account.status})`;
    expect([seen.status, cents(seen.balance)], label).toEqual([account.status, balanceOf(account, model.today)]);
    const period = periodOf(model.today, model.crediting);
    // What it has earned this period by today, from the movements dated up to today (a closing dated its window is not yet).
    const upToToday = { ...account, changes: account.changes.filter((c) => c.day <= model.today) };
    expect(cents(seen.accruedInterest), `${label} accrued`).toBe(owed(upToToday, period, addDays(model.today, 1)));
    // The ledger's movements, netted by kind and day (a reversal cancels what it reverses), are the model's.
    const net = new Map<string, bigint>();
    const rows = await db.depositMovement.findMany({ where: { accountId: account.id } });
    for (const m of rows) {
      const key = `${m.kind}:${m.valueDate.toISOString().slice(0, 10)}`;
      net.set(key, (net.get(key) ?? 0n) + signed(m.kind, cents(m.amount.toFixed(2))));
      const signature = `${m.kind}:${m.amount.toFixed(2)}:${m.valueDate.toISOString()}:${m.reversesId}`;
      expect(posted.get(m.id) ?? signature, `movement ${m.id}`).toBe(signature);
      posted.set(m.id, signature);
    }
    const modelNet = new Map<string, bigint>();
    for (const c of account.changes) modelNet.set(`${c.kind}:${c.day}`, (modelNet.get(`${c.kind}:${c.day}`) ?? 0n) + c.cents);
    const nonZero = (map: Map<string, bigint>) => [...map].filter(([, v]) => v !== 0n).sort();
    expect(nonZero(net), `${label} movements`).toEqual(nonZero(modelNet));
    const withdrawals = await db.depositWithdrawal.findMany({ where: { accountId: account.id }, select: { id: true, status: true } });
    expect(withdrawals.map((w) => [w.id, w.status]).sort(), `${label} withdrawals`).toEqual(
      account.withdrawals.map((w) => [w.id, w.status]).sort(),
    );
  }
}

describe("the deposit ledger against a model", () => {
  it(
    `${SEQUENCES} seeded sequences of ${STEPS} steps: every figure as the model says, every invariant kept`,
    { timeout: 1_800_000 },
    async () => {
      const db = await testDb();
      for (let sequence = Number(process.env.DEPOSIT_MODEL_FIRST ?? 0); sequence < SEQUENCES; sequence++) {
        const random = new Random(`deposit-model:${sequence}`);
        // Each sequence in years of its own: a period's run is the whole club's.
        const start = `${2031 + 2 * sequence}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
        const accounts: Account[] = [];
        for (const name of ["Ana", "Berta", "Ciro"]) {
          const { actor, accountId } = await depositHolder({
            firstName: name,
            lastName: `Modelo ${sequence}`,
            movements: [],
            iban: "ES9121000418450200051332",
          });
          const reference = newPaymentReference();
          await db.depositAccount.update({ where: { id: accountId }, data: { paymentReference: reference } });
          accounts.push({ id: accountId, actor, reference, status: "open", changes: [], withdrawals: [] });
        }
        // Each sequence starts quarterly (its settings put back by the last one's changes).
        await updateDepositSettings(admin, { ...(await getDepositSettings(admin)), depositCrediting: "quarterly" }, at(start));
        const model: Model = { today: start, accounts, runs: [], start, crediting: "quarterly" };
        const posted = new Map<string, string>();
        for (let n = 0; n < STEPS; n++) {
          try {
            await step(random, model);
            await check(model, posted);
          } catch (error) {
            throw new Error(`sequence ${sequence}, step ${n} (${model.today}): ${error instanceof Error ? error.message : String(error)}`, {
              cause: error,
            });
          }
        }
        // The tax papers of each year the sequence touched: the model's credited interest and withholding.
        for (const year of new Set(model.accounts.flatMap((a) => a.changes.map((c) => Number(c.day.slice(0, 4)))))) {
          const papers = (await taxedPayments(db, year)).filter(
            (p) => p.operationTitle === DEPOSIT_ACCOUNT_TITLE && model.accounts.some((a) => a.actor.id === p.userId),
          );
          const inYear = (kind: string) =>
            model.accounts
              .flatMap((a) => a.changes.filter((c) => c.kind === kind && c.day.startsWith(`${year}-`)))
              .reduce((t, c) => t + c.cents, 0n);
          const papered = (pick: (p: (typeof papers)[number]) => string) => papers.reduce((t, p) => t + cents(pick(p)), 0n);
          expect([papered((p) => p.gross), papered((p) => p.withholding)], `papers ${year}`).toEqual([
            inYear("interest"),
            -inYear("withholding"),
          ]);
        }
      }
      if (process.env.DEPOSIT_MODEL_SEQUENCES) console.log(Object.fromEntries(ran)); // how often each step ran, on a longer run
      for (const kind of [
        "contribute",
        "withdraw",
        "approve",
        "cancel",
        "pay",
        "close",
        "debit",
        "run",
        "reverse",
        "reverse-refused",
        "withdraw-whole",
        "adminClose-empty",
        "cancel-by-admin",
        "setting",
        "adminClose",
      ])
        expect(ran.get(kind) ?? 0, kind).toBeGreaterThan(0);
    },
  );
});
