import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readBankStatement } from "@/server/bank/read";
import { clubCashOnRecord } from "@/server/bank/club-cash";
import type { Actor } from "@/server/core/actor";
import { actorByEmail, refusal } from "../helpers/actors";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { norma43, norma43Lines } from "../helpers/bank-statements";
import { uploadStatement } from "../helpers/bank-import";

/**
 * The club's cash as its bank last said it (issue 51, item 6: the withdrawal queue weighs a window
 * against it): the closing balance a statement gives — CAMT.053's `Bal` of type CLBD (signed by its
 * CdtDbtInd, in euros), Norma 43's record 33 on the header's last day — kept with the import; the
 * latest day wins.
 */
const sample = (name: string) => new Uint8Array(fs.readFileSync(path.join(process.cwd(), "tests/fixtures/bank", name)));
let admin: Actor;

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
});

describe("a statement's closing balance", () => {
  it("is read from CAMT.053 (public samples) and from Norma 43", async () => {
    // Two statements (two accounts), each closing at 31/12/2014: 27,00 and 20,00 € in credit, each with its account.
    const multi = (await readBankStatement(sample("camt053-v02-genkgo-multi-statement.xml"))).balances;
    expect(multi.map((b) => [b.amount, b.day])).toEqual([
      ["27.00", "2014-12-31"],
      ["20.00", "2014-12-31"],
    ]);
    expect(multi.every((b) => b.account.length > 0)).toBe(true);
    // A closing balance in Swedish crowns is not the club's cash in euros.
    expect((await readBankStatement(sample("camt053-v02-genkgo-minimal.xml"))).balances).toEqual([]);
    // 1.000,00 + 250,00 − 35,20 = 1.214,80 € at the last day of the header (22/11/2026), of the club's account.
    const file = norma43({
      movements: [
        { date: "2026-11-21", amount: "35.20", credit: false, concepts: ["COMISION"] },
        { date: "2026-11-22", amount: "250.00", concepts: ["TRANSFERENCIA"] },
      ],
    });
    expect((await readBankStatement(file)).balances).toEqual([{ account: "210004181234567891", amount: "1214.80", day: "2026-11-22" }]);
    // Overdrawn: 100,00 − 135,20 = −35,20 €.
    const overdrawn = norma43({
      opening: "100.00",
      movements: [{ date: "2026-11-23", amount: "135.20", credit: false, concepts: ["RECIBO"] }],
    });
    expect((await readBankStatement(overdrawn)).balances).toMatchObject([{ amount: "-35.20", day: "2026-11-23" }]);
  });

  it("is the club's cash on record: the latest day's, admins only", async () => {
    const db = await testDb();
    await db.bankStatement.updateMany({ data: { closingBalance: null, balanceDay: null } }); // the demo's
    expect(await clubCashOnRecord(admin)).toBeNull();
    const cookie = await signInAs(ADMIN);
    const december = norma43({
      opening: "50000.00",
      movements: [{ date: "2030-12-02", amount: "1500.00", concepts: ["TRANSFERENCIA A"] }],
    });
    expect((await uploadStatement(december, { cookie, name: "diciembre.n43" })).status).toBe(200);
    expect(await clubCashOnRecord(admin)).toEqual({ balance: "51500.00", day: "2030-12-02" });
    // An older statement imported later does not say what the club holds now.
    const november = norma43({ opening: "40000.00", movements: [{ date: "2030-11-15", amount: "700.00", concepts: ["TRANSFERENCIA B"] }] });
    expect((await uploadStatement(november, { cookie, name: "noviembre.n43" })).status).toBe(200);
    expect(await clubCashOnRecord(admin)).toMatchObject({ balance: "51500.00", day: "2030-12-02" });
    // A file whose other account has no movements (nothing to refuse it for) still says nothing of the club's cash.
    const other = norma43Lines({ bank: "0049", branch: "1500", account: "0000000001", opening: "999999.00", movements: [] });
    other[0] = `${other[0]!.slice(0, 20)}301231301231${other[0]!.slice(32)}`; // its statement runs to 31/12/2030, later than the club's
    const club = norma43Lines({ opening: "100.00", movements: [{ date: "2030-12-20", amount: "1.00", concepts: ["TRANSFERENCIA C"] }] });
    const both = norma43([
      ...other.slice(0, -1),
      ...club.slice(0, -1),
      `88${"9".repeat(18)}${String(other.length + club.length - 2).padStart(6, "0")}${" ".repeat(54)}`,
    ]);
    expect((await uploadStatement(both, { cookie, name: "dos-cuentas.n43" })).status).toBe(200);
    expect(await clubCashOnRecord(admin)).toMatchObject({ balance: "101.00", day: "2030-12-20" });
    expect((await refusal(clubCashOnRecord(await actorByEmail(INVESTOR)))).code).toBe("forbidden");
    expect((await refusal(clubCashOnRecord(null))).code).toBe("unauthenticated");
  });
});
