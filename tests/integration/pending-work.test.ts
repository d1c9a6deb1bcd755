import { addDays } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { verifyInvestor } from "../helpers/fixtures";
import { actorByEmail } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { AppError } from "@/server/core/errors";
import {
  pendingBadges,
  pendingDetails,
  pendingWork,
  SHARED_COUNTS_MS,
  sharedPendingWork,
  type PendingKey,
} from "@/server/reports/pending-work";
import { reverseInterestRun } from "@/server/deposit/interest-run";

/**
 * "Pendiente" (issue 50, item 1): what waits for an admin, counted where the sidebar and the
 * dashboard read it; each count goes up with one more of its kind and down once it is done.
 * Every date is set here: "now" is a fixed Madrid day.
 */
const NOW = new Date("2026-12-15T10:00:00Z");
let admin: Actor;

const counts = async () =>
  Object.fromEntries((await pendingWork(admin, NOW)).map((item) => [item.key, item.count])) as Record<PendingKey, number>;

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
}, 120_000);

describe("what waits for an admin", () => {
  it("counts one more of each kind, lists the overdue payment, and clears it once paid", async () => {
    const db = await testDb();
    const before = await counts();
    const operation = await db.operation.create({
      data: { title: "Operación pendiente", slug: "operacion-pendiente", province: "madrid", pvp: "500000", ticketMin: "10000" },
    });
    const investor = await db.user.create({
      data: { email: "pendiente@correo.example", firstName: "Paula", lastName: "Pendiente", role: "investor" },
    });
    await verifyInvestor(investor.id);
    const other = await db.user.create({
      data: { email: "revisar@correo.example", firstName: "Rita", lastName: "Revisar", role: "investor" },
    });

    await db.participation.create({ data: { userId: investor.id, operationId: operation.id, amount: "15000", status: "requested" } });
    // Committed, due yesterday (Madrid), 5.000 paid of 20.000: overdue with 15.000 owed.
    const late = await db.participation.create({
      data: { userId: investor.id, operationId: operation.id, amount: "20000", status: "active", paymentDue: new Date("2026-12-14") },
    });
    await db.movement.create({
      data: { operationId: operation.id, userId: investor.id, investmentId: late.id, type: "APORTE", amount: "5000", status: "completed" },
    });
    // Due today is not overdue yet.
    await db.participation.create({
      data: { userId: investor.id, operationId: operation.id, amount: "10000", status: "active", paymentDue: new Date("2026-12-15") },
    });
    await db.identityVerification.create({ data: { userId: other.id, status: "pending", submittedAt: NOW } });
    const list = await db.sanctionsList.create({ data: { fileName: "lista.xml", entries: 1 } });
    await db.screeningHit.create({
      data: {
        userId: investor.id,
        listId: list.id,
        subject: "Paula Pendiente",
        reference: "EU.1",
        listedName: "PAULA PENDIENTE",
        birthDates: [],
      },
    });
    const statement = await db.bankStatement.create({
      data: { fileName: "x.xml", format: "camt053", matched: 0, review: 1, alreadyImported: 0, skipped: 0 },
    });
    await db.bankEntry.create({
      data: {
        statementId: statement.id,
        entryKey: "pendiente:1",
        account: "ES66",
        bookingDate: NOW,
        valueDate: NOW,
        amount: "10",
        currency: "EUR",
        origin: "x",
        status: "review",
        reason: "unknown-reference",
      },
    });
    await db.contactMessage.create({ data: { name: "Ana", email: "ana@correo.example", message: "Hola" } });
    // Two complaints waiting: one whose admissibility was due the day before, one due in ten days.
    for (const [number, due] of [
      [880_001, addDays(NOW, -1)],
      [880_002, addDays(NOW, 10)],
    ] as const)
      await db.complaint.create({
        data: {
          reference: `REC-PEND-${number}`,
          number,
          name: "Rita",
          email: "rita@correo.example",
          category: "otra",
          text: "Una reclamación pendiente de admitir.",
          admissibilityDue: due,
          resolutionDue: addDays(NOW, 60),
        },
      });
    await db.email.create({
      data: { kind: "test", to: "x@correo.example", subject: "Fallido", text: "x", html: "<p>x</p>", status: "failed" },
    });
    // Verified, its DNI expiring in 20 days: expiring; another expiring in 40 days is not yet.
    for (const [email, expiry] of [
      ["caduca@correo.example", "2027-01-04"],
      ["tarde@correo.example", "2027-01-24"],
    ] as const) {
      const user = await db.user.create({ data: { email, firstName: "Cad", lastName: "Uca", role: "investor" } });
      await db.identityVerification.create({ data: { userId: user.id, status: "verified", documentExpiry: new Date(expiry) } });
    }

    const after = await counts();
    for (const key of ["requests", "verifications", "screening", "overdue", "bankEntries", "messages", "emails", "expiring"] as const)
      expect([key, after[key] - before[key]]).toEqual([key, 1]);
    expect(after.payouts).toBe(await db.payout.count({ where: { status: "ordered" } }));
    expect([after.complaints - before.complaints, after.complaintsOverdue - before.complaintsOverdue]).toEqual([2, 1]);

    const { overdue } = await pendingDetails(admin, NOW);
    expect(overdue.find((row) => row.investmentId === late.id)).toMatchObject({
      investor: "Paula Pendiente",
      email: "pendiente@correo.example",
      operationTitle: "Operación pendiente",
      paymentDue: "2026-12-14",
      owed: "15000.00",
    });
    const badges = await pendingBadges(admin, NOW);
    expect(badges["/admin/solicitudes"]).toBe(after.requests);
    expect(badges["/admin/verificaciones"]).toBe(after.verifications + after.screening + after.expiring);
    expect(badges["/admin"]).toBe(after.overdue + after.payouts || undefined);
    expect(badges["/admin/reclamaciones"]).toBe(after.complaints); // the late ones are among them, not added again

    // Paid in full, it waits no more.
    await db.movement.create({
      data: { operationId: operation.id, userId: investor.id, investmentId: late.id, type: "APORTE", amount: "15000", status: "completed" },
    });
    expect((await counts()).overdue).toBe(before.overdue);
  });

  it("counts the deposit account's chores: an ended period without its interest run, withdrawals to approve, a window's transfers not sent", async () => {
    const db = await testDb();
    const before = await counts();
    const investor = await db.user.create({
      data: { email: "deposito.pendiente@correo.example", firstName: "Dora", lastName: "Depósito", role: "investor" },
    });
    const account = await db.depositAccount.create({
      data: {
        userId: investor.id,
        paymentReference: "CIH-DEP-PENDIENTE",
        contractVersion: 1,
        contractSha256: "0".repeat(64),
        signatureMethod: "email-code",
        contractKey: "pendiente/contrato.pdf",
      },
    });
    const withdrawal = (windowDay: string, status: string) =>
      db.depositWithdrawal.create({ data: { accountId: account.id, amount: "1000", windowDay: new Date(windowDay), status } });
    await withdrawal("2026-12-31", "requested"); // to approve
    await withdrawal("2026-12-14", "approved"); // its window has come (NOW is 15 December): to send
    await withdrawal("2026-12-31", "approved"); // its window has not come yet

    // The latest confirmed run reversed: its period waits for a run again.
    const latest = await db.depositInterestRun.findFirstOrThrow({
      where: { status: "confirmed", creditedOn: { lte: NOW } },
      orderBy: { creditedOn: "desc" },
    });
    await reverseInterestRun(admin, latest.id, { reason: "Prueba de lo pendiente" }, NOW);

    const after = await counts();
    expect([
      after.interestRuns - before.interestRuns,
      after.withdrawals - before.withdrawals,
      after.depositTransfers - before.depositTransfers,
    ]).toEqual([1, 1, 1]);
    expect((await pendingBadges(admin, NOW))["/admin/deposito"]).toBe(after.interestRuns + after.withdrawals + after.depositTransfers);
    expect((await pendingWork(admin, NOW)).find((item) => item.key === "interestRuns")).toMatchObject({
      href: "/admin/deposito#intereses",
      label:
        after.interestRuns === 1
          ? "periodo de la cuenta de depósito terminado sin abonar sus intereses"
          : "periodos de la cuenta de depósito terminados sin abonar sus intereses",
    });
  });

  it("is for admins only", async () => {
    const investor = await actorByEmail(INVESTOR);
    await expect(pendingWork(investor)).rejects.toBeInstanceOf(AppError);
    await expect(pendingWork(null)).rejects.toBeInstanceOf(AppError);
    expect(() => sharedPendingWork(investor)).toThrow(AppError);
  });

  it("shares one reading across the requests of a few seconds (issue 67, item 7), then reads again", async () => {
    const db = await testDb();
    const at = (ms: number) => new Date(NOW.getTime() + 60_000 + ms);
    const requests = async (now: Date) => (await sharedPendingWork(admin, now)).find((item) => item.key === "requests")!.count;
    const first = await requests(at(0));
    const operation = await db.operation.create({
      data: { title: "Operación compartida", slug: "operacion-compartida", province: "madrid", pvp: "100000", ticketMin: "10000" },
    });
    const asking = await db.user.create({ data: { email: "compartida@correo.example", role: "investor" } });
    await db.participation.create({ data: { userId: asking.id, operationId: operation.id, amount: "10000", status: "requested" } });
    expect(await requests(at(SHARED_COUNTS_MS - 1))).toBe(first);
    expect(await requests(at(SHARED_COUNTS_MS))).toBe(first + 1);
  });
});
