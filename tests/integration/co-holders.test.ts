import { beforeAll, describe, expect, it } from "vitest";
import { asSeen } from "../helpers/seen";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { verifyInvestor } from "../helpers/fixtures";
import { actorByEmail, ownOperation, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { CO_HOLDER_MESSAGES } from "@/lib/validations/co-holders";
import { KYC_MESSAGES } from "@/lib/validations/kyc";
import { getCoHolders, setCoHolders } from "@/server/participations/co-holders";
import { requestParticipation } from "@/server/participations/requests";
import { updateParticipation } from "@/server/participations/records";
import { perceptors } from "@/server/tax/payments";
import { modelo193 } from "@/server/tax/years";
import { ownStatement } from "@/server/reports/statement";

/**
 * Co-holders of one participation (issue 49, item 2): where the club admits them, other investors
 * hold a share each; every one of them is verified before it is a commitment; what it earns is each
 * one's by share, so each is a perceptor of their own in the certificates and Modelo 193.
 */
let admin: Actor;
let operationId: string;
let made = 0;
const YEAR = 2020;

async function investor(firstName: string, lastName: string, nif: string, verified = true): Promise<Actor> {
  made++;
  const user = await (
    await testDb()
  ).user.create({
    data: { email: `cotitular.${made}@correo.example`, firstName, lastName, nif, address: "Calle Mayor 1, 28013 Madrid", role: "investor" },
  });
  if (verified) await verifyInvestor(user.id);
  return { id: user.id, email: user.email, firstName, lastName, role: "investor" };
}

const failure = refusal;

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  operationId = await ownOperation("Operación de cotitulares", "operacion-cotitulares");
}, 120_000);

describe("co-holders of a participation", () => {
  it("are refused while the club admits none, checked, each verified before Confirmar, and seen only by the holders", async () => {
    const db = await testDb();
    const owner = await investor("Ana", "Titular Sanz", "12345678Z");
    const partner = await investor("Bruno", "Cotitular Gil", "00000000T", false);
    const stranger = await investor("Clara", "Ajena Ruiz", "11111111H");
    const id = await requestParticipation(owner, {
      operationId,
      amount: "30000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    const set = (coHolders: unknown[]) => setCoHolders(admin, id, { coHolders });

    expect((await failure(set([{ userId: partner.id, share: "40" }]))).message).toBe(CO_HOLDER_MESSAGES.notAllowed);
    await db.setting.update({ where: { id: 1 }, data: { kycCoHoldersAllowed: true } });

    const fields = async (coHolders: unknown[]) => (await failure(set(coHolders))).fields;
    await expect(fields([{ userId: partner.id, share: "0" }])).resolves.toMatchObject({
      "coHolders.0.share": CO_HOLDER_MESSAGES.shareRange,
    });
    await expect(fields([{ userId: partner.id, share: "100" }])).resolves.toMatchObject({
      "coHolders.0.share": CO_HOLDER_MESSAGES.shareRange,
    });
    await expect(
      fields([
        { userId: partner.id, share: "60" },
        { userId: stranger.id, share: "40" },
      ]),
    ).resolves.toMatchObject({ coHolders: CO_HOLDER_MESSAGES.sharesSum });
    await expect(
      fields([
        { userId: partner.id, share: "10" },
        { userId: partner.id, share: "10" },
      ]),
    ).resolves.toMatchObject({ "coHolders.1.userId": CO_HOLDER_MESSAGES.repeated });
    await expect(fields([{ userId: owner.id, share: "10" }])).resolves.toMatchObject({ "coHolders.0.userId": CO_HOLDER_MESSAGES.owner });
    await expect(fields([{ userId: admin.id, share: "10" }])).resolves.toMatchObject({
      "coHolders.0.userId": CO_HOLDER_MESSAGES.notInvestor,
    });
    expect(await db.participationCoHolder.count({ where: { investmentId: id } })).toBe(0);

    const saved = await set([{ userId: partner.id, share: "40,5" }]);
    expect(saved.holder).toMatchObject({ userId: owner.id, share: "59.50" });
    expect(saved.coHolders).toEqual([{ userId: partner.id, name: "Bruno Cotitular Gil", email: partner.email, share: "40.50" }]);

    const confirm = async () =>
      updateParticipation(admin, id, { ...(await asSeen(id)), userId: owner.id, operationId, amount: "30000.00", status: "active" });
    expect((await failure(confirm())).message).toBe(KYC_MESSAGES.notVerified("Bruno Cotitular Gil"));
    await verifyInvestor(partner.id);
    expect((await confirm()).status).toBe("active");

    expect((await getCoHolders(owner, id)).coHolders).toHaveLength(1);
    expect((await getCoHolders(partner, id)).holder.userId).toBe(owner.id);
    expect((await failure(getCoHolders(stranger, id))).code).toBe("not-found");
    expect((await failure(setCoHolders(owner, id, { coHolders: [] }))).code).toBe("forbidden");
  });

  it("each holder is the perceptor of their share of the gain and of the withholding, to the cent", async () => {
    const db = await testDb();
    await db.setting.update({ where: { id: 1 }, data: { kycCoHoldersAllowed: true } });
    const owner = await investor("Diana", "Reparto Luna", "22222222J");
    const partner = await investor("Eloy", "Reparto Sol", "33333333P");
    const id = await requestParticipation(owner, {
      operationId,
      amount: "20000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    await setCoHolders(admin, id, { coHolders: [{ userId: partner.id, share: "40" }] });
    await updateParticipation(admin, id, { ...(await asSeen(id)), userId: owner.id, operationId, amount: "20000.00", status: "active" });
    await db.participation.update({ where: { id }, data: { investmentDate: new Date(`${YEAR}-01-10T10:00:00Z`) } });
    for (const [type, amount] of [
      ["BENEFICIO", "1000.01"],
      ["RETENCION", "190.00"],
    ] as const)
      await db.movement.create({
        data: {
          operationId,
          userId: owner.id,
          investmentId: id,
          type,
          amount,
          status: "completed",
          transactionDate: new Date(`${YEAR}-09-15`),
        },
      });

    // 1.000,01 × 60 % = 600,006 and × 40 % = 400,004: the cent left goes to the larger remainder (the 60 %).
    // 190,00 × 60 % = 114,00 and × 40 % = 76,00.
    const rows = await perceptors(db, YEAR);
    expect(rows.map((p) => [p.nif, p.gross, p.withholding, p.net])).toEqual([
      ["22222222J", "600.01", "114.00", "486.01"],
      ["33333333P", "400.00", "76.00", "324.00"],
    ]);
    expect((await perceptors(db, YEAR, partner.id)).map((p) => p.gross)).toEqual(["400.00"]);

    const { bytes } = await modelo193(admin, String(YEAR));
    const records = Buffer.from(bytes).toString("latin1").split("\r\n").filter(Boolean);
    expect(records.filter((record) => record.startsWith("2")).map((record) => [record.slice(17, 26), record.slice(122, 135)])).toEqual([
      ["22222222J", "0000000060001"],
      ["33333333P", "0000000040000"],
    ]);
    // The declarant's totals are the participation's: 1.000,01 and 190,00.
    expect(records[0]!.slice(144, 159)).toBe("000000000100001");

    // The investor's statement names who else holds the participation, and how much.
    const statement = await ownStatement(owner, new URLSearchParams({ from: `${YEAR}-01-01`, to: `${YEAR}-12-31`, format: "csv" }));
    expect(String(statement.body)).toContain("Operación de cotitulares (cotitulares: Eloy Reparto Sol 40,00 %);Activa;20000,00");
    expect(String(statement.body)).not.toContain("Cuenta de depósito"); // they have none
  });
});
