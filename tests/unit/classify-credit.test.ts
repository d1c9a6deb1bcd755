import { describe, expect, it } from "vitest";
import { classifyCredit, type Payable } from "@/lib/bank/classify";

const owing = (owedCents: bigint, status = "active"): Payable & { name: string } => ({ name: "P", status, owedCents });
const DEPOSIT = { id: "D" };

/** How a bank credit is matched: a table of every verdict. */
describe("classifyCredit", () => {
  it.each([
    {
      name: "one committed participation, for what it owes",
      entry: ["EUR", "15000.00"],
      known: [owing(1_500_000n)],
      expected: ["matched"],
    },
    { name: "one committed participation, for less", entry: ["EUR", "0.01"], known: [owing(1_500_000n)], expected: ["matched"] },
    { name: "a cent more than owed", entry: ["EUR", "15000.01"], known: [owing(1_500_000n)], expected: ["review", "overpayment"] },
    { name: "a participation that owes nothing", entry: ["EUR", "1.00"], known: [owing(0n)], expected: ["review", "overpayment"] },
    { name: "not in euros", entry: ["USD", "100.00"], known: [owing(1_000_000n)], expected: ["review", "currency"] },
    { name: "zero", entry: ["EUR", "0.00"], known: [owing(1_000_000n)], expected: ["review", "zero-amount"] },
    { name: "no reference known", entry: ["EUR", "100.00"], known: [], expected: ["review", "unknown-reference"] },
    {
      name: "two participations named",
      entry: ["EUR", "100.00"],
      known: [owing(1n), owing(1n)],
      expected: ["review", "several-references"],
    },
    {
      name: "a request not yet committed",
      entry: ["EUR", "100.00"],
      known: [owing(1_000_000n, "pending")],
      expected: ["review", "not-committed"],
    },
    { name: "one deposit account", entry: ["EUR", "100.00"], known: [], deposits: [DEPOSIT], expected: ["matched", "deposit"] },
    {
      name: "a deposit account and a participation",
      entry: ["EUR", "100.00"],
      known: [owing(1_000_000n)],
      deposits: [DEPOSIT],
      expected: ["review", "several-references"],
    },
    {
      name: "two deposit accounts",
      entry: ["EUR", "100.00"],
      known: [],
      deposits: [DEPOSIT, DEPOSIT],
      expected: ["review", "several-references"],
    },
  ])("$name", ({ entry: [currency, amount], known, deposits = [], expected }) => {
    const verdict = classifyCredit({ currency: currency!, amount: amount! }, known, deposits);
    const [status, detail] = expected;
    expect(verdict.status).toBe(status);
    if (status === "review") expect(verdict).toMatchObject({ reason: detail });
    if (detail === "deposit") expect(verdict).toMatchObject({ participation: null, deposit: DEPOSIT });
    else if (status === "matched") expect(verdict.participation).toBe(known[0]);
  });
});
