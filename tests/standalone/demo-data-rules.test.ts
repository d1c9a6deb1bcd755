import { afterEach, describe, expect, it, vi } from "vitest";
import { momentOf } from "@/prisma/demo/calendar";
import { buildDemoData } from "@/prisma/demo";
import { INVESTMENTS, investmentKey } from "@/prisma/demo/investments";
import { LIQUIDATED_OPERATIONS } from "@/prisma/demo/liquidated";
import { operationId, operationSeed } from "@/prisma/demo/operations";
import { ADMIN_EMAIL } from "@/prisma/demo/people";
import { PAYING_INVESTMENTS, seedMoment, transactionSeeds, type TransactionSeed } from "@/prisma/demo/transactions";
import { nonDemoUsers } from "@/prisma/demo/demo-users";
import { seedDemoData } from "@/prisma/seed";
import { assertMayReplaceData } from "@/scripts/db/guard";
import { applyMigrations } from "@/server/platform/database/migrations";
import { openDatabase, type Database } from "@/server/platform/database/open";
import { prepareDatabase } from "@/server/platform/database/prepare";
import { noAdministratorWarning } from "@/server/platform/start/administrators";
import { migratedDump } from "../helpers/migrated-database";
import { openTestDatabase } from "../helpers/test-database";

let db: Database | undefined;

/** A fresh embedded database of its own: migrated, empty (prepareDatabase and applyMigrations then find nothing to apply). */
async function fresh(): Promise<Database> {
  db = await openDatabase({ kind: "memory", snapshot: migratedDump() });
  return db;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await db?.close();
  db = undefined;
});

describe("demo data only where it is asked for", () => {
  it("a start that does not ask (production build, npm start) loads nothing", async () => {
    const { prisma } = await fresh();
    await prepareDatabase(db!);
    expect(await prisma.user.count()).toBe(0);
    expect(await prisma.operation.count()).toBe(0);
  });

  it("production loads nothing even when asked", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const { prisma } = await fresh();
    await prepareDatabase(db!, { demoData: seedDemoData });
    expect(await prisma.user.count()).toBe(0);
  });

  it("development asks: an empty embedded database gets the demo accounts", async () => {
    const { prisma } = await fresh();
    await prepareDatabase(db!, { demoData: seedDemoData });
    expect(await prisma.user.count({ where: { email: ADMIN_EMAIL, role: "admin" } })).toBe(1);
  });
});

describe("a server with no administrator says so", () => {
  it("points to npm run create-admin, and is silent once an administrator exists", async () => {
    const { prisma } = await fresh();
    await applyMigrations(db!.adapter);
    expect(await noAdministratorWarning(prisma)).toContain("npm run create-admin -- --email");
    await prisma.user.create({ data: { email: "ana@club.es", role: "admin" } });
    expect(await noAdministratorWarning(prisma)).toBeNull();
  });
});

describe("reloading the demo data never deletes a person's account silently", () => {
  it("demo users alone may be replaced; anyone else needs --yes and is named", async () => {
    const { prisma } = await fresh();
    await applyMigrations(db!.adapter);
    const lines: string[] = [];
    await seedDemoData(prisma, { progress: (line) => lines.push(line) });
    expect(lines.length).toBeGreaterThan(0);
    expect(await nonDemoUsers(prisma)).toEqual({ count: 0, examples: [] });
    await expect(assertMayReplaceData(prisma, false, "db:seed")).resolves.toBeUndefined();

    await prisma.user.create({ data: { email: "ana@club.es", role: "admin" } });
    await prisma.user.create({ data: { firstName: "Sin correo" } });
    await expect(assertMayReplaceData(prisma, false, "db:seed")).rejects.toThrow(
      /2 usuario\(s\) que no son de demostración: ana@club\.es \(administrador\), \(sin e-mail\).*npm run db:seed -- --yes/,
    );
    await expect(assertMayReplaceData(prisma, true, "db:seed")).resolves.toBeUndefined();
  });
});

describe("the demo movements add up for every investor", () => {
  const seeds = transactionSeeds();
  const anchor = new Date("2026-06-15T10:00:00Z");
  const when = (row: Pick<TransactionSeed, "at">) => momentOf(anchor, seedMoment(row)).getTime();
  const of = (key: string, purpose: TransactionSeed["purpose"], counted = (s: TransactionSeed) => s.status !== "failed") =>
    seeds
      .filter((s) => s.investor && `${s.investor}@${s.operation}` === key && s.purpose === purpose && counted(s))
      .reduce((sum, s) => sum + s.amountCents, 0);

  it("the capital paid in for each participation is exactly its amount, and never before it was taken; requests and the unpaid one have none", () => {
    for (const inv of INVESTMENTS) {
      const paying = PAYING_INVESTMENTS.includes(inv);
      expect(of(investmentKey(inv), "capital"), investmentKey(inv)).toBe(paying ? Math.round(inv.amount * 100) : 0);
      for (const s of seeds.filter((row) => row.purpose === "capital" && `${row.investor}@${row.operation}` === investmentKey(inv))) {
        expect(when(s)).toBeGreaterThanOrEqual(when(inv));
      }
    }
  });

  it("every movement of an investor is in an operation they hold, after they took part in it", () => {
    for (const s of seeds.filter((row) => row.investor)) {
      const inv = INVESTMENTS.find((i) => i.investor === s.investor && i.operation === s.operation);
      expect(inv, `${s.description} (${s.investor})`).toBeDefined();
      expect(when(s), s.description).toBeGreaterThanOrEqual(when(inv!));
    }
  });

  it("provisions are refunded at most in full", () => {
    for (const inv of INVESTMENTS) {
      const key = investmentKey(inv);
      expect(of(key, "provision-refund"), key).toBeLessThanOrEqual(of(key, "provision"));
    }
  });
});

describe("the demo's liquidations are the platform's (prisma/demo/history.ts)", () => {
  it("each liquidated operation has its liquidation in force, its participations closed, its status, and no movement typed by hand", async () => {
    // The run's seeded demo (tests/helpers/database-snapshots.ts), as `npm run db:seed` loads it: seeding it again here
    // would only repeat the tests above that seed.
    db = await openTestDatabase("seeded");
    const { prisma } = db;
    for (const name of LIQUIDATED_OPERATIONS) {
      const id = operationId(name);
      const operation = await prisma.operation.findUniqueOrThrow({ where: { id }, select: { status: true } });
      expect(operation.status, name).toBe(operationSeed(name).status);
      const liquidations = await prisma.liquidation.findMany({ where: { operationId: id, reversedAt: null }, select: { id: true } });
      expect(liquidations, name).toHaveLength(1);
      const participations = await prisma.participation.findMany({ where: { operationId: id }, select: { status: true } });
      expect(participations.map((p) => p.status)).toEqual(participations.map(() => "closed"));
      // Every return, fee and withholding of the operation is the liquidation's own.
      const after = await prisma.movement.findMany({
        where: { operationId: id, type: { not: "APORTE" } },
        select: { liquidationId: true },
      });
      expect(after.length, name).toBeGreaterThan(0);
      expect(
        after.every((movement) => movement.liquidationId === liquidations[0]!.id),
        name,
      ).toBe(true);
    }
    // Sent by their SEPA batch and completed by the bank's debits, but the one whose payee has no IBAN.
    const payouts = await prisma.payout.findMany({ select: { status: true, user: { select: { email: true, iban: true } } } });
    expect(payouts.length).toBe(6);
    for (const payout of payouts) expect(payout.status, payout.user.email!).toBe(payout.user.iban ? "completed" : "ordered");
    // The clicks' e-mails left on their days: none is kept, in any state (held with no SMTP server, pending with one).
    expect(await prisma.email.count()).toBe(0);
    // Actividad has the demo's typed history beside the replay's own steps (the replay audits first).
    expect(await prisma.auditEvent.count({ where: { action: "create", entityType: "operation" } })).toBeGreaterThanOrEqual(12);
    expect(await prisma.auditEvent.count({ where: { entityType: "liquidation" } })).toBeGreaterThan(0);
  });
});

describe("each demo operation's expected return is its «previsto» scenario's (server/operations/expected.ts)", () => {
  it("an operation with an expected return has one, and shows that scenario's return after the club's half and its months", async () => {
    db = await openTestDatabase("seeded");
    const operations = await db.prisma.operation.findMany({
      select: {
        title: true,
        expectedReturn: true,
        expectedTerm: true,
        scenarios: { where: { expected: true }, select: { months: true, basis: true, gross: true, costs: true } },
      },
    });
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      if (operation.expectedReturn === null) {
        expect(operation.scenarios, operation.title).toEqual([]);
        continue;
      }
      expect(operation.scenarios, operation.title).toHaveLength(1);
      const [scenario] = operation.scenarios;
      // Per euro: what comes back over the ticket after costs, half of it the club's (the demo's tickets are whole euros).
      expect(scenario!.basis).toBe("per_euro");
      const gain = ((Number(scenario!.gross) - Number(scenario!.costs) - 1) / 2) * 100;
      expect(operation.expectedReturn.toFixed(2), operation.title).toBe(gain.toFixed(2));
      expect(operation.expectedTerm, operation.title).toBe(scenario!.months);
    }
    // Poblenou, worked by hand: 1,3840 back per euro, 0,08 of costs: 0,304 of gain, 0,152 the investor's: 15,20 % in the
    // sale's 24 months (it had no term typed).
    const poblenou = operations.find((operation) => operation.title.includes("Poblenou"))!;
    expect(poblenou.scenarios[0]!.gross.toFixed(4)).toBe("1.3840");
    expect([poblenou.expectedReturn!.toFixed(2), poblenou.expectedTerm]).toEqual(["15.20", 24]);
  });
});

describe("the demo funding follows the rules the server enforces (server/participations/funding.ts)", () => {
  const data = buildDemoData(new Date("2026-06-15T10:00:00Z"));
  const cents = (amount: unknown) => Math.round(Number(amount) * 100);

  it("every participation is at least its operation's ticket, and the places never pass the price", () => {
    for (const operation of data.operations) {
      const held = data.investments.filter((investment) => investment.operationId === operation.id);
      for (const investment of held) expect(cents(investment.amount)).toBeGreaterThanOrEqual(cents(operation.ticketMin));
      expect(held.reduce((sum, investment) => sum + cents(investment.amount), 0)).toBeLessThanOrEqual(cents(operation.pvp));
    }
  });

  it("'% Financiado' is what the participations give: Malvarrosa 60.000 of 198.000 is 30, Chamberí 110.000 of 245.000 is 44", () => {
    const percentage = (slug: string) => data.operations.find((operation) => operation.slug.includes(slug))?.percentageFinanced;
    expect(percentage("malvarrosa")).toBe(30);
    expect(percentage("chamberi")).toBe(44);
  });

  it("every movement of an investor is tied to their participation in that operation", () => {
    for (const movement of data.transactions.filter((transaction) => transaction.userId)) {
      const investment = data.investments.find((candidate) => candidate.id === movement.investmentId);
      expect(investment).toMatchObject({ userId: movement.userId, operationId: movement.operationId });
    }
  });
});
