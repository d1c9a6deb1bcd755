import { Readable } from "node:stream";
import { hashPassword } from "better-auth/crypto";
import { newStorageKey, storage } from "@/server/platform/storage";
import { seedDatabase, testDb } from "./db";
import { ADMIN, DEMO_PASSWORD, INVESTOR, signInAs } from "./auth";

export const INVESTOR_B = "inversora.b@correo.example";

/**
 * On top of the demo data: investor A (the demo investor) and a second investor B with a
 * password and an investment in an operation A does not hold, plus for each of them a private
 * document, a contract and a transaction on their own operation, so ownership can be tested.
 */
export async function ownershipFixtures() {
  const db = await testDb();
  const a = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
  const aOps = (await db.participation.findMany({ where: { userId: a.id }, select: { operationId: true } })).map((i) => i.operationId);
  const otherOp = await db.operation.findFirstOrThrow({ where: { id: { notIn: aOps } } });
  const aOp = aOps[0]!;

  const b = await db.user.create({
    data: {
      email: INVESTOR_B,
      firstName: "Beatriz",
      lastName: "Segura",
      role: "investor",
      phone: "+34 699 000 111",
      notas: "Nota interna de B",
    },
  });
  await db.account.create({
    data: { accountId: b.id, providerId: "credential", userId: b.id, password: await hashPassword(DEMO_PASSWORD) },
  });
  await verifyInvestor(b.id);
  await db.participation.create({ data: { userId: b.id, operationId: otherOp.id, amount: "40000.00" } });

  const privateDoc = async (operationId: string, name: string) =>
    db.document.create({
      data: {
        operationId,
        name,
        type: "Privado",
        fileUrl: "/docs/x.pdf",
        isPublic: false,
        visibleToInvestors: true,
        ...(await storedPdf()),
      },
    });
  const contract = async (operationId: string, title: string) =>
    db.contract.create({ data: { operationId, title, type: "CPO", fileUrl: "/docs/c.pdf", status: "active", ...(await storedPdf()) } });
  const transaction = (operationId: string, userId: string, reference: string) =>
    db.movement.create({ data: { operationId, userId, type: "APORTE", amount: "1000.00", reference } });

  // A is the demo investor, whose demo deposit account is replaced by one the tests know (no movements).
  await db.depositAccount.deleteMany({ where: { userId: a.id } });
  const fixtures = {
    a: { id: a.id, email: INVESTOR, operationId: aOp },
    b: { id: b.id, email: INVESTOR_B, operationId: otherOp.id },
    aDocument: await privateDoc(aOp, "Documento privado de A"),
    bDocument: await privateDoc(otherOp.id, "Documento privado de B"),
    hiddenDocument: await db.document.create({
      data: {
        operationId: aOp,
        name: "Interno del club",
        type: "Interno",
        fileUrl: "/docs/i.pdf",
        isPublic: false,
        visibleToInvestors: false,
      },
    }),
    aContract: await contract(aOp, "Contrato de A"),
    /** A's deposit account (issue 51), its signed contract in the vault: A's and the admins' only. */
    aDepositAccount: await db.depositAccount.create({
      data: {
        userId: a.id,
        paymentReference: "RF18DEPOSITOA",
        // Signed long before any day the suite runs: its 14 days to withdraw from it are over.
        openedAt: new Date("2026-01-15T10:00:00Z"),
        contractVersion: 0,
        contractSha256: "0".repeat(64),
        signatureMethod: "email-code",
        contractKey: (await storedPdf()).storageKey,
      },
      select: { id: true },
    }),
    /** An update to the investors of A's operation (A reads it, B does not). */
    aUpdate: await db.operationUpdate.create({
      data: {
        operationId: aOp,
        title: "Novedad de la operación de A",
        body: "Texto",
        recipients: { create: { userId: a.id, delivery: "email" } },
      },
      select: { id: true },
    }),
    /** The front of A's identity document, in the vault: A's and the admins' only. */
    aIdentityFile: await (async () => {
      const { fileSize, ...file } = await storedPdf();
      return db.identityFile.create({ data: { userId: a.id, kind: "document_front", ...file, size: fileSize }, select: { id: true } });
    })(),
    bContract: await contract(otherOp.id, "Contrato de B"),
    aTransaction: await transaction(aOp, a.id, "TRX-A-1"),
    bTransaction: await transaction(otherOp.id, b.id, "TRX-B-1"),
    aInvestment: await db.participation.findFirstOrThrow({ where: { userId: a.id } }),
    throwaway: {
      document: await privateDoc(aOp, "Documento desechable"),
      contract: await contract(aOp, "Contrato desechable"),
      // Pending: a completed movement is deleted only with a reason (tests/integration/money-guards.test.ts).
      transaction: await db.movement.create({
        data: { operationId: aOp, userId: a.id, type: "APORTE", amount: "1000.00", reference: "TRX-DESECHABLE", status: "pending" },
      }),
      investment: await db.participation.create({ data: { userId: b.id, operationId: otherOp.id, amount: "1.00" } }),
      investor: await db.user.create({ data: { firstName: "Desechable", lastName: "Inversor", role: "investor" } }),
      message: await db.contactMessage.create({ data: { name: "Desechable", email: "x@correo.example", message: "Hola" } }),
      email: await db.email.create({
        data: { kind: "test", to: "x@correo.example", subject: "Fallido", html: "<p>x</p>", text: "x", status: "failed", attempts: 5 },
      }),
    },
    /** A sanctions-list candidate waiting for review (of nobody who invests in these tests). */
    screeningHit: await db.screeningHit.create({
      data: {
        user: { create: { firstName: "Iván", lastName: "Listado", role: "investor" } },
        list: { create: { fileName: "lista-fixture.xml", entries: 1 } },
        subject: "ivan listado",
        reference: "EU.1.1",
        listedName: "Ivan Listado",
        birthDates: [],
      },
      select: { id: true },
    }),
    throwawayOperation: await db.operation.create({
      data: { title: "Operación desechable", slug: "operacion-desechable", province: "madrid", pvp: "1000.00", ticketMin: "100.00" },
    }),
    bInvestment: await db.participation.findFirstOrThrow({ where: { userId: b.id } }),
    /** A's request that waits for the club, in an operation of nobody else's (A may withdraw it). */
    aRequest: await db.participation.create({
      data: {
        user: { connect: { id: a.id } },
        operation: {
          create: { title: "Operación solicitada", slug: "operacion-solicitada", province: "madrid", pvp: "100000", ticketMin: "100" },
        },
        amount: "500.00",
        status: "requested",
      },
      select: { id: true },
    }),
    /** A credit of the bank's statement that waits for an admin's decision (Banco). */
    bankEntry: await db.bankEntry.create({
      data: {
        statement: {
          create: { fileName: "extracto-fixture.xml", format: "camt053", matched: 0, review: 1, alreadyImported: 0, skipped: 0 },
        },
        entryKey: "camt:fixture:1",
        account: "ES6621000418401234567891",
        bookingDate: new Date("2026-11-02T00:00:00Z"),
        valueDate: new Date("2026-11-02T00:00:00Z"),
        amount: "250.00",
        currency: "EUR",
        text: "Transferencia sin referencia",
        origin: "Stmt 1 / Ntry 1",
        status: "review",
        reason: "unknown-reference",
      },
      select: { id: true },
    }),
  };
  return fixtures;
}

export type OwnershipFixtures = Awaited<ReturnType<typeof ownershipFixtures>>;

/** Per entity, as its API path names it: the fixture row a test edits, and the throwaway one it may delete. */
export const EDITABLE_ROWS = {
  operations: { existing: (f) => f.a.operationId, throwaway: (f) => f.throwawayOperation.id },
  users: { existing: (f) => f.b.id, throwaway: (f) => f.throwaway.investor.id },
  investments: { existing: (f) => f.aInvestment.id, throwaway: (f) => f.throwaway.investment.id },
  documents: { existing: (f) => f.aDocument.id, throwaway: (f) => f.throwaway.document.id },
  contracts: { existing: (f) => f.aContract.id, throwaway: (f) => f.throwaway.contract.id },
  transactions: { existing: (f) => f.aTransaction.id, throwaway: (f) => f.throwaway.transaction.id },
} satisfies Record<string, { existing: (f: OwnershipFixtures) => string; throwaway: (f: OwnershipFixtures) => string }>;

export type Role = "anonymous" | "investorA" | "investorB" | "admin";
export const ROLES: Role[] = ["anonymous", "investorA", "investorB", "admin"];

/** A fresh session cookie for each role (none for anonymous). */
export async function sessionsByRole(): Promise<Record<Role, string | undefined>> {
  return {
    anonymous: undefined,
    investorA: await signInAs(INVESTOR),
    investorB: await signInAs(INVESTOR_B),
    admin: await signInAs(ADMIN),
  };
}

/** The demo data with the ownership fixtures on top, and a session for each role: a test file's `beforeAll`. */
export async function seedWithOwnership(): Promise<{ fixtures: OwnershipFixtures; sessions: Record<Role, string | undefined> }> {
  await seedDatabase();
  return { fixtures: await ownershipFixtures(), sessions: await sessionsByRole() };
}

/** A small PDF put into the test's storage: the columns of a row that has it as its file. */
async function storedPdf() {
  const storageKey = newStorageKey("test");
  const bytes = Buffer.from("%PDF-1.4\n% fixture\n");
  await storage().put(storageKey, Readable.from([bytes]), { contentType: "application/pdf" });
  return { storageKey, originalName: "fixture.pdf", contentType: "application/pdf", fileSize: bytes.length };
}

/**
 * Records `userId` as identified in person (issue 49), as the club does for its existing investors:
 * a commitment (a confirmed or typed-active participation) needs it. Idempotent.
 */
export async function verifyInvestor(userId: string): Promise<void> {
  const db = await testDb();
  const verified = {
    status: "verified",
    origin: "in_person",
    documentType: "DNI",
    documentNumber: "12345678Z",
    documentExpiry: new Date("2099-12-31"),
    reviewDue: null,
    blockedAt: null,
  };
  await db.identityVerification.upsert({ where: { userId }, create: { userId, ...verified }, update: verified });
}

/** Deposit-account terms as Configuración's form sends them (the matrices' valid body of PUT /api/settings/deposit). */
export const DEPOSIT_TERMS = {
  depositEnabled: true,
  depositTae: "10",
  depositCrediting: "quarterly",
  depositMinOpening: "10000",
  depositMinContribution: "1000",
  depositMinWithdrawal: "1000",
  depositWindows: "31/03, 30/06, 30/09, 31/12",
  depositNoticeDays: "30",
  depositClaim: "Rentabilidad objetivo del {tae} TAE anual",
} as const;
