import { beforeAll, describe, expect, it } from "vitest";
import { confirmLiquidation } from "@/server/liquidation/liquidation";
import { liquidationTransfers } from "@/server/liquidation/sepa";
import { getOperationMoney } from "@/server/reports/portfolio";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { camt053 } from "../helpers/bank-statements";
import { uploadStatement } from "../helpers/bank-import";
import { operationWith } from "../helpers/liquidation";

/**
 * Received means received (issue 63, item 2): after a liquidation the investor's "Recibido" counts
 * only the transfers the bank's statement shows paid; until then the money is "Por recibir", with
 * where its transfer is (ordered, waiting for an IBAN, sent). The notice asks for a missing IBAN and
 * links to Mis datos; the investor is told when their transfer leaves in a SEPA file.
 */
const CARMEN = "carmen.lopez@correo.example";
let admin: string;

const userOf = async (email: string) => (await testDb()).user.findUniqueOrThrow({ where: { email } });
const moneyIn = async (email: string, operationId: string) => (await getOperationMoney(await userOf(email))).get(operationId)!;
const mailsTo = async (email: string, subject: string) =>
  (await testDb()).email.findMany({ where: { to: email, subject }, select: { text: true }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

describe("a liquidation's payout, from ordered to received", () => {
  it("is Por recibir until the bank's debit shows it paid; the one without an IBAN is asked for it", async () => {
    const db = await testDb();
    await db.user.update({ where: { email: CARMEN }, data: { iban: null } });
    await db.user.update({ where: { email: INVESTOR }, data: { iban: "ES7921000813610123456789" } });
    const operation = await operationWith([INVESTOR, "60000"], [CARMEN, "40000"]);
    const adminActor = await userOf(ADMIN);
    // 150.000 − 10.000 of costs − 100.000 of capital = 40.000; the club's half, 20.000; 19 % of each one's half:
    // Javier (60 %) gains 12.000, withheld 2.280, is owed 60.000 + 12.000 − 2.280 = 69.720; Carmen (40 %) 8.000,
    // 1.520, 40.000 + 8.000 − 1.520 = 46.480.
    await confirmLiquidation(adminActor, operation.id, {
      proceeds: "150000",
      costs: [{ concept: "Notaría y registro", amount: "10000" }],
      date: "2026-11-30",
    });

    expect(await moneyIn(CARMEN, operation.id)).toMatchObject({
      received: "0.00",
      toReceive: "46480.00",
      payouts: [{ amount: "46480.00", status: "ordered", orderedOn: "2026-11-30", sentOn: null, awaitingIban: true }],
    });
    expect(await moneyIn(INVESTOR, operation.id)).toMatchObject({
      received: "0.00",
      toReceive: "69720.00",
      payouts: [{ amount: "69720.00", status: "ordered", awaitingIban: false }],
    });
    const [carmenNotice] = await mailsTo(CARMEN, `Liquidación de ${operation.title}`);
    expect(carmenNotice!.text).toContain(
      "Importe que te corresponde: 46.480,00\u00a0€. Para transferírtelo necesitamos tu IBAN: indícalo en Mis datos y lo incluiremos en la siguiente remesa de transferencias.",
    );
    expect(carmenNotice!.text).toContain("/investor/datos");
    const [javierNotice] = await mailsTo(INVESTOR, `Liquidación de ${operation.title}`);
    expect(javierNotice!.text).toMatch(
      /Importe que recibirás por transferencia a tu cuenta ES\d\d \*{4} .*: 69\.720,00\u00a0€\. Te escribiremos cuando la transferencia salga hacia el banco\./,
    );

    // The SEPA file pays Javier: his transfer is sent, he is told, and it is still not received.
    await liquidationTransfers(adminActor, operation.id);
    const javier = await moneyIn(INVESTOR, operation.id);
    expect(javier).toMatchObject({ received: "0.00", toReceive: "69720.00", payouts: [{ status: "sent", awaitingIban: false }] });
    expect(javier.payouts[0]!.sentOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [sent] = await mailsTo(INVESTOR, "Tu transferencia ha salido hacia el banco");
    expect(sent!.text).toContain("la orden de transferencia de 69.720,00\u00a0€ a tu cuenta ES");

    // Carmen gives her IBAN; the next file pays her; the bank's statement shows both debits.
    await db.user.update({ where: { email: CARMEN }, data: { iban: "ES1000492352082414205416" } });
    await liquidationTransfers(adminActor, operation.id);
    expect(await mailsTo(CARMEN, "Tu transferencia ha salido hacia el banco")).toHaveLength(1);
    expect(await moneyIn(CARMEN, operation.id)).toMatchObject({ received: "0.00", toReceive: "46480.00", payouts: [{ status: "sent" }] });
    const payouts = await db.payout.findMany({
      where: { liquidation: { operationId: operation.id } },
      select: { endToEndId: true, amount: true },
    });
    const statement = camt053({
      entries: payouts.map((payout, index) => ({
        bankReference: `PAGO-${operation.id.slice(0, 8)}-${index}`,
        endToEndId: payout.endToEndId,
        amount: payout.amount.toFixed(2),
        credit: false,
        bookingDate: "2026-12-02",
      })),
    });
    const imported = await uploadStatement(statement, { cookie: admin, name: "cargos.xml" });
    expect(imported.status).toBe(200);
    expect(JSON.parse(await imported.text())).toMatchObject({ payoutsCompleted: 2 });
    expect(await moneyIn(CARMEN, operation.id)).toMatchObject({ received: "46480.00", toReceive: "0.00", payouts: [] });
    expect(await moneyIn(INVESTOR, operation.id)).toMatchObject({ received: "69720.00", toReceive: "0.00", payouts: [] });
  });
});
