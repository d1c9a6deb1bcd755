import { verifyInvestor } from "../../helpers/fixtures";
import { asSeen } from "../../helpers/seen";
import { beforeAll, describe, expect, it } from "vitest";
import { Random } from "@/prisma/demo/random";
import { createParticipation, updateParticipation } from "@/server/participations/records";
import { createMovement, deleteMovement, reverseMovement, updateMovement } from "@/server/ledger/movements";
import { confirmLiquidation, reverseLiquidation } from "@/server/liquidation/liquidation";
import { positionsOf } from "@/server/ledger/positions";
import { getOperationMoney } from "@/server/reports/portfolio";
import { taxedPayments } from "@/server/tax/payments";
import { ownStatement } from "@/server/reports/statement";
import type { Actor } from "@/server/core/actor";
import { importBankStatement } from "@/server/bank/import";
import { camt053 } from "../../helpers/bank-statements";
import { ADMIN } from "../../helpers/auth";
import { seedDatabase, testDb } from "../../helpers/db";

/**
 * Issue 47, "Must show": a model-based test of the ledger. Seeded random sequences of requests,
 * confirmations, the waitlist, payments (typed at once, announced and then completed, or read from
 * the bank's statement by their reference), typed
 * corrections by counter-movement, cancellations, a liquidation with a gain or a loss, its reversal
 * and attempted rewrites of posted movements, run through the server's own functions. After every
 * step each participation's figures as the ledger's readers give them equal this file's own model
 * (plain arithmetic on cents, written here), and the invariants hold: the places never pass the
 * price; a liquidation's proceeds are its net payouts, fee, withholding and costs to the cent; a
 * posted movement never changes; the year's withholding papers sum the year's withholding movements.
 */
/** The sequences in all, shared out among the files of this folder (each its own database, on any worker). */
const SEQUENCES = Number(process.env.LEDGER_MODEL_SEQUENCES ?? 200);
const STEPS = 30;

type Participation = { id: string; userId: string; amount: bigint; status: string; paid: bigint };
type Typed = { id: string; participationId: string; amount: bigint; reversed: boolean };
type Model = {
  operationId: string;
  title: string;
  pvp: bigint;
  participations: Participation[];
  typed: Typed[];
  /** The net ordered to each closed participation, from the confirmed liquidation. */
  liquidation: Map<string, bigint> | null;
};

let admin: Actor;
let investors: string[];

/** Cents as the API's decimal string, a counter-movement's negative ones too ("-399.00"). */
const euros = (cents: bigint) => {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};
const cents = (value: { toString(): string }) => BigInt(Math.round(Number(value.toString()) * 100));
const holds = (p: Participation) => p.status === "active" || p.status === "closed";

async function expectRefused(write: Promise<unknown>, code: string) {
  await expect(write).rejects.toMatchObject({ code });
}

/** Bank entries are unique for good: each imported credit has a reference of its own. */
let credits = 0;

/** How many times each step ran to its end (the test asserts every kind was exercised). */
const ran = new Map<string, number>();

async function step(random: Random, model: Model) {
  const pick = (filter: (p: Participation) => boolean) => {
    const candidates = model.participations.filter(filter);
    return candidates.length ? random.pick(candidates) : null;
  };
  const put = async (p: Participation, status: string, amount = p.amount) =>
    updateParticipation(admin, p.id, {
      ...(await asSeen(p.id)),
      operationId: model.operationId,
      userId: p.userId,
      amount: euros(amount),
      status,
      decisionNote: status === "rejected" ? "No" : null,
    });
  const action = random.weighted([
    ["ask", 4],
    ["confirm", 4],
    ["waitlist", 1],
    ["pay", 4],
    ["bank", 2],
    ["announce", 2],
    ["correct", 2],
    ["tamper", 2],
    ["cancel", 1],
    ["liquidate", 1],
    ["reverse", 1],
  ] as const);
  const liquidated = model.liquidation !== null;
  await act(action, random, model, liquidated, pick, put);
  ran.set(action, (ran.get(action) ?? 0) + 1);
}

async function act(
  action: string,
  random: Random,
  model: Model,
  liquidated: boolean,
  pick: (filter: (p: Participation) => boolean) => Participation | null,
  put: (p: Participation, status: string, amount?: bigint) => Promise<unknown>,
) {
  const db = await testDb();

  if (action === "ask") {
    const amount = BigInt(random.int(1, 60)) * 100_000n;
    const userId = random.pick(investors);
    const write = createParticipation(admin, {
      operationId: model.operationId,
      userId,
      amount: euros(amount),
      status: "requested",
    });
    if (liquidated) return expectRefused(write, "conflict");
    const created = await write;
    model.participations.push({ id: created.id, userId, amount, status: "requested", paid: 0n });
  } else if (action === "confirm" || action === "waitlist") {
    const p = pick((p) => p.status === "requested" || (action === "confirm" && p.status === "waitlisted"));
    if (!p) return;
    if (action === "waitlist") return void (await put(p, "waitlisted"), (p.status = "waitlisted"));
    const taken = model.participations.filter(holds).reduce((sum, q) => sum + q.amount, 0n);
    if (taken + p.amount > model.pvp) return expectRefused(put(p, "active"), "conflict");
    await put(p, "active");
    p.status = "active";
  } else if (action === "pay" || action === "announce") {
    const p = pick((p) => p.status === "active" && p.amount > p.paid);
    if (!p) return;
    const amount = BigInt(random.int(1, Number((p.amount - p.paid) / 100n))) * 100n;
    const status = action === "announce" ? "pending" : "completed";
    const body = {
      operationId: model.operationId,
      investmentId: p.id,
      type: "APORTE",
      amount: euros(amount),
      status,
      transactionDate: "2026-03-10",
    };
    const created = await createMovement(admin, body);
    // Announced, then the bank shows it: completed by an edit (a pending movement moved no money yet).
    if (status === "pending") await updateMovement(admin, created.id, { ...body, status: "completed" });
    p.paid += amount;
    model.typed.push({ id: created.id, participationId: p.id, amount, reversed: false });
  } else if (action === "bank") {
    // A transfer seen in the bank's statement with the participation's reference: matched, never past what it owes.
    const p = pick((p) => p.status === "active" && p.amount > p.paid);
    if (!p) return;
    const { paymentReference } = await db.participation.findUniqueOrThrow({ where: { id: p.id }, select: { paymentReference: true } });
    const amount = BigInt(random.int(1, Number((p.amount - p.paid) / 100n))) * 100n;
    const file = camt053({
      entries: [
        { bankReference: `MODELO-${++credits}`, amount: euros(amount), bookingDate: "2026-03-11", remittance: [paymentReference!] },
      ],
    });
    expect(await importBankStatement(admin, file, "modelo.xml")).toMatchObject({ matched: 1 });
    p.paid += amount;
  } else if (action === "correct") {
    const typed = model.typed.filter((t) => !t.reversed);
    if (!typed.length || liquidated) return;
    const t = random.pick(typed);
    const p = model.participations.find((q) => q.id === t.participationId)!;
    if (p.status !== "active") return;
    await reverseMovement(admin, t.id, { reason: "Corrección del modelo" });
    t.reversed = true;
    p.paid -= t.amount;
  } else if (action === "tamper") {
    // The first one posted (a total order: which row comes first must not depend on the table's history).
    const posted = await db.movement.findFirst({
      where: { operationId: model.operationId, status: "completed" },
      orderBy: [{ recordedAt: "asc" }, { id: "asc" }],
      select: { id: true, operationId: true, investmentId: true, type: true, amount: true },
    });
    if (!posted) return;
    const body = {
      operationId: posted.operationId,
      investmentId: posted.investmentId,
      type: posted.type,
      amount: euros(cents(posted.amount) + 100n),
      status: "completed",
    };
    await expectRefused(updateMovement(admin, posted.id, body), "conflict");
    await expectRefused(deleteMovement(admin, posted.id, "Intento"), "conflict");
  } else if (action === "cancel") {
    const p = pick((p) => p.status === "active" && p.paid === 0n);
    if (!p) return;
    if (liquidated) return expectRefused(put(p, "cancelled"), "conflict");
    await put(p, "cancelled");
    p.status = "cancelled";
  } else if (action === "liquidate") {
    const capital = model.participations.filter((p) => p.status === "active").reduce((sum, p) => sum + p.paid, 0n);
    if (liquidated || capital === 0n) return;
    const proceeds = (capital * BigInt(random.int(70, 150))) / 100n;
    const costs = BigInt(random.int(0, 2000)) * 100n;
    const result = await confirmLiquidation(admin, model.operationId, {
      proceeds: euros(proceeds + costs),
      costs: costs ? [{ concept: "Costas", amount: euros(costs) }] : [],
      date: "2026-11-30",
      settleOwing: true,
      rejectReason: "Liquidada",
    });
    // The model's own settlement: owing reduced to what it paid (or cancelled), requests rejected, payers closed.
    for (const p of model.participations) {
      if (p.status === "requested" || p.status === "waitlisted") p.status = "rejected";
      if (p.status !== "active") continue;
      if (p.paid === 0n) p.status = "cancelled";
      else [p.amount, p.status] = [p.paid, "closed"];
    }
    const byId = (a: [string, bigint], b: [string, bigint]) => a[0].localeCompare(b[0]);
    expect(result.rows.map((row): [string, bigint] => [row.investmentId, cents(row.capital)]).sort(byId)).toEqual(
      model.participations
        .filter((p) => p.status === "closed")
        .map((p): [string, bigint] => [p.id, p.paid])
        .sort(byId),
    );
    const sum = (key: "net" | "fee" | "withholding") => result.rows.reduce((total, row) => total + cents(row[key]), 0n);
    expect(sum("net") + sum("fee") + sum("withholding") + costs, "proceeds = net + fee + withheld + costs").toBe(proceeds + costs);
    model.liquidation = new Map(result.rows.map((row) => [row.investmentId, cents(row.net)]));
  } else if (action === "reverse") {
    if (!liquidated) return;
    await reverseLiquidation(admin, model.operationId, { reason: "Modelo" });
    for (const p of model.participations) if (p.status === "closed") p.status = "active";
    model.liquidation = null;
  }
}

/** Every reader's figures against the model, and the invariants, after a step. */
async function check(model: Model, posted: Map<string, string>) {
  const db = await testDb();
  const rows = await db.participation.findMany({
    where: { operationId: model.operationId },
    select: { id: true, status: true, amount: true },
  });
  const positions = await positionsOf(db, rows);
  for (const p of model.participations) {
    const row = rows.find((r) => r.id === p.id)!;
    const position = positions.get(p.id)!;
    const label = `${p.id} (${p.status})`;
    expect([row.status, cents(row.amount)], label).toEqual([p.status, p.amount]);
    expect(position.paid, `${label} paid`).toBe(p.paid);
    expect(position.committed, `${label} committed`).toBe(holds(p) ? p.amount : 0n);
    expect(position.owed, `${label} owed`).toBe(p.status === "active" && p.amount > p.paid ? p.amount - p.paid : 0n);
    // The liquidation's net is ordered to the investor: Por recibir until a bank statement shows it paid,
    // which no step of the model imports (tests/integration/received.test.ts follows one to Recibido).
    expect(position.received, `${label} received`).toBe(0n);
    expect(position.toReceive, `${label} to receive`).toBe(p.status === "closed" ? model.liquidation!.get(p.id) : 0n);
  }
  const operation = await db.operation.findUniqueOrThrow({ where: { id: model.operationId }, select: { percentageFinanced: true } });
  const taken = model.participations.filter(holds).reduce((sum, p) => sum + p.amount, 0n);
  expect(taken <= model.pvp, "places ≤ price").toBe(true);
  expect(BigInt(operation.percentageFinanced)).toBe((taken * 100n) / model.pvp);
  // A posted movement never changes; the new ones are posted from now on.
  const movements = await db.movement.findMany({
    where: { operationId: model.operationId, status: "completed" },
    select: { id: true, type: true, amount: true, transactionDate: true, investmentId: true },
  });
  for (const movement of movements) {
    const seen = `${movement.type}:${movement.amount.toFixed(2)}:${movement.transactionDate.toISOString()}:${movement.investmentId}`;
    expect(posted.get(movement.id) ?? seen, `movement ${movement.id}`).toBe(seen);
    posted.set(movement.id, seen);
  }
  expect(movements.length).toBeGreaterThanOrEqual(posted.size);
}

/** The file's database and its counters (this module is shared by the files one worker runs). */
async function prepare() {
  credits = 0;
  ran.clear();
  await seedDatabase();
  const db = await testDb();
  const row = await db.user.findUniqueOrThrow({
    where: { email: ADMIN },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  admin = row as Actor;
  investors = (
    await db.user.findMany({ where: { role: "investor", closedAt: null, closureRequestedAt: null }, select: { id: true }, take: 4 })
  ).map((u) => u.id);
  for (const id of investors) await verifyInvestor(id);
}

/**
 * Registers this file's share of the sequences: every `parts`-th one from `part` (from 0), so the
 * files of this folder run the 200 sequences (or LEDGER_MODEL_SEQUENCES) between them, each once, with the same
 * seeds; interleaved, each file meets every kind of step (which it checks), the rare ones included.
 */
export function modelSequences(part: number, parts: number) {
  const sequences = Array.from({ length: SEQUENCES }, (_, sequence) => sequence).filter((sequence) => sequence % parts === part);
  beforeAll(prepare);
  describe("the ledger against a model", () => {
    it(
      `sequences ${part}, ${part + parts}, ${part + 2 * parts}… of ${SEQUENCES} (${sequences.length}), seeded, of ${STEPS} steps: every figure as the model says, every invariant kept`,
      { timeout: 1_800_000 },
      async () => {
        const db = await testDb();
        for (const sequence of sequences) {
          const random = new Random(`ledger-model:${sequence}`);
          const pvp = BigInt(random.int(50, 200)) * 100_000n;
          const operation = await db.operation.create({
            data: {
              title: `Modelo ${sequence}`,
              slug: `modelo-${sequence}`,
              province: "madrid",
              pvp: euros(pvp),
              ticketMin: "1000",
              status: "en_curso",
            },
            select: { id: true, title: true },
          });
          const model: Model = { operationId: operation.id, title: operation.title, pvp, participations: [], typed: [], liquidation: null };
          const posted = new Map<string, string>();
          for (let n = 0; n < STEPS; n++) {
            try {
              await step(random, model);
              await check(model, posted);
            } catch (error) {
              throw new Error(`sequence ${sequence}, step ${n}: ${error instanceof Error ? error.message : String(error)}`, {
                cause: error,
              });
            }
          }
          // The year's withholding papers are the year's withholding movements of the operation.
          const withheld = await db.movement.aggregate({
            where: {
              operationId: operation.id,
              type: "RETENCION",
              status: "completed",
              transactionDate: { gte: new Date("2026-01-01"), lte: new Date("2026-12-31") },
            },
            _sum: { amount: true },
          });
          const papers = (await taxedPayments(db, 2026)).filter((payment) => payment.operationTitle === operation.title);
          expect(papers.reduce((sum, p) => sum + cents(p.withholding), 0n)).toBe(cents(withheld._sum.amount ?? 0));
          // Mis Operaciones of each investor: their paid in this operation is the model's.
          for (const userId of new Set(model.participations.map((p) => p.userId))) {
            const user = await db.user.findUniqueOrThrow({
              where: { id: userId },
              select: { id: true, email: true, firstName: true, lastName: true, role: true },
            });
            const money = (await getOperationMoney(user as Actor)).get(operation.id);
            const own = model.participations.filter((p) => p.userId === userId);
            const paid = own.reduce((sum, p) => sum + p.paid, 0n);
            expect(cents(money?.paid ?? "0"), `Mis Operaciones of ${userId}`).toBe(paid);
            // …and so says the Extracto they download (its CSV, read as text): paid in, and the liquidation's net still to
            // receive. On one sequence in four (fifty of the two hundred): the statement reads every operation of the person.
            if (Math.floor(sequence / 4) % 4 !== 0) continue;
            const statement = await ownStatement(user as Actor, new URLSearchParams("from=2000-01-01&format=csv"));
            const lines = String(statement.body)
              .split("\r\n")
              .filter((line) => line.startsWith(`${operation.title};`))
              .map((line) => line.split(";"));
            const column = (n: number) => lines.reduce((sum, fields) => sum + cents(fields[n]!.replace(",", ".")), 0n);
            const toReceive = own.filter((p) => p.status === "closed").reduce((sum, p) => sum + model.liquidation!.get(p.id)!, 0n);
            expect([column(3), column(8)], `Extracto of ${userId}`).toEqual([paid, toReceive]);
          }
        }
        for (const kind of ["ask", "confirm", "waitlist", "pay", "bank", "announce", "correct", "tamper", "cancel", "liquidate", "reverse"])
          expect(ran.get(kind) ?? 0, kind).toBeGreaterThan(0);
      },
    );
  });
}
