import { beforeAll, describe, expect, it } from "vitest";
import { asSeen } from "../helpers/seen";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { camt053, norma43, type CamtEntry } from "../helpers/bank-statements";
import { verifyInvestor } from "../helpers/fixtures";
import { actorByEmail, ownOperation } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { importBankStatement } from "@/server/bank/import";
import { decideBankEntry, listBankEntries } from "@/server/bank/entries";
import { requestParticipation } from "@/server/participations/requests";
import { updateParticipation } from "@/server/participations/records";

/**
 * The payer check (issue 49, item 4; RD 304/2014 art. 21): an investor identified online pays
 * their first contribution from an account in their own name. A credit from anyone else waits for
 * an admin ("Primer pago desde otra cuenta") with the payer shown; once one of their payments is
 * accepted, the next ones match as before; investors identified in person are not held.
 */
let admin: Actor;
let operationId: string;
let made = 0;

const OTHER_IBAN = "ES7921000813610123456789";

async function investor(firstName: string, lastName: string, origin: "online" | "in_person", iban: string | null = null) {
  const db = await testDb();
  made++;
  const user = await db.user.create({
    data: { email: `pagador.${made}@correo.example`, firstName, lastName, role: "investor", iban },
  });
  await verifyInvestor(user.id);
  await db.identityVerification.update({ where: { userId: user.id }, data: { origin } });
  const actor: Actor = { id: user.id, email: user.email, firstName, lastName, role: "investor" };
  const id = await requestParticipation(actor, {
    operationId,
    amount: "30000",
    acceptTerms: true,
    fichaVersion: 1,
    riskAcknowledged: true,
  });
  await updateParticipation(admin, id, { ...(await asSeen(id)), userId: user.id, operationId, amount: "30000.00", status: "active" });
  const { paymentReference } = await db.participation.findUniqueOrThrow({ where: { id }, select: { paymentReference: true } });
  return { id, userId: user.id, reference: paymentReference! };
}

const paid = async (investmentId: string) =>
  (await (await testDb()).movement.findMany({ where: { investmentId, type: "APORTE" }, select: { amount: true } })).map((m) =>
    m.amount.toFixed(2),
  );

const statement = (entries: Omit<CamtEntry, "bookingDate">[]) =>
  camt053({ entries: entries.map((entry) => ({ bookingDate: "2026-11-20", ...entry })) });

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  operationId = await ownOperation("Operación del primer pago", "operacion-primer-pago", "900000.00");
}, 120_000);

describe("the first payment of an investor identified online", () => {
  it("from another holder's account is held for review with the payer shown; assigned by an admin, the next one matches", async () => {
    const own = await investor("José María", "Núñez Peña", "online");
    const first = await importBankStatement(
      admin,
      statement([
        { bankReference: "PAGO-1", amount: "10000.00", remittance: [own.reference], payer: { name: "ROSA GIL MARTIN", iban: OTHER_IBAN } },
      ]),
      "primer-pago.xml",
    );
    expect(first).toMatchObject({ matched: 0, review: 1 });
    expect(await paid(own.id)).toEqual([]);
    const [held] = (await listBankEntries(admin, ["review"])).filter((entry) => entry.investmentId === own.id);
    expect(held).toMatchObject({ reason: "first-payment", payerName: "ROSA GIL MARTIN", payerAccount: OTHER_IBAN, amount: "10000.00" });

    await decideBankEntry(admin, held!.id, { status: "assigned", investmentId: own.id });
    expect(await paid(own.id)).toEqual(["10000.00"]);

    const next = await importBankStatement(
      admin,
      statement([
        { bankReference: "PAGO-2", amount: "20000.00", remittance: [own.reference], payer: { name: "ROSA GIL MARTIN", iban: OTHER_IBAN } },
      ]),
      "segundo-pago.xml",
    );
    expect(next).toMatchObject({ matched: 1, review: 0 });
    expect((await paid(own.id)).sort()).toEqual(["10000.00", "20000.00"]);
  });

  it("matches at once from an account in their name (surnames first, an initial, no accents), from their Mis datos IBAN, or for someone identified in person", async () => {
    const named = await investor("Lucía", "Fernández Soto", "online");
    const byIban = await investor("Pedro", "Ibáñez Ruiz", "online", "ES9121000418450200051332");
    const inPerson = await investor("Marta", "Presencial Gómez", "in_person");
    const unnamed = await investor("Sara", "Sin Nombre", "online");
    const result = await importBankStatement(
      admin,
      statement([
        { bankReference: "PAGO-3", amount: "30000.00", remittance: [named.reference], payer: { name: "FERNANDEZ SOTO LUCIA" } },
        {
          bankReference: "PAGO-4",
          amount: "30000.00",
          remittance: [byIban.reference],
          payer: { name: "EMPRESA AJENA SL", iban: "ES9121000418450200051332" },
        },
        {
          bankReference: "PAGO-5",
          amount: "30000.00",
          remittance: [inPerson.reference],
          payer: { name: "OTRA PERSONA", iban: OTHER_IBAN },
        },
        // The statement names no payer: nothing shows whose account it was.
        { bankReference: "PAGO-6", amount: "30000.00", remittance: [unnamed.reference] },
      ]),
      "varios.xml",
    );
    expect(result).toMatchObject({ matched: 3, review: 1 });
    expect([await paid(named.id), await paid(byIban.id), await paid(inPerson.id), await paid(unnamed.id)]).toEqual([
      ["30000.00"],
      ["30000.00"],
      ["30000.00"],
      [],
    ]);
  });

  it("in Norma 43, the ordering party is the credit's first concept line", async () => {
    const ok = await investor("Andrés", "Concepto Lara", "online");
    const other = await investor("Berta", "Ajena Vidal", "online");
    const result = await importBankStatement(
      admin,
      norma43({
        movements: [
          { date: "2026-11-24", amount: "30000.00", reference1: ok.reference, concepts: ["TRANSFERENCIA DE ANDRES CONCEPTO LARA"] },
          { date: "2026-11-24", amount: "30000.00", reference1: other.reference, concepts: ["TRANSFERENCIA DE JUAN PEREZ"] },
        ],
      }),
      "n43.txt",
    );
    expect(result).toMatchObject({ matched: 1, review: 1 });
    expect(await paid(ok.id)).toEqual(["30000.00"]);
    const held = (await listBankEntries(admin, ["review"])).find((entry) => entry.investmentId === other.id);
    expect(held).toMatchObject({ reason: "first-payment", payerName: "TRANSFERENCIA DE JUAN PEREZ" });
  });
});
