import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { camt053, norma43Lines, type Movement } from "../helpers/bank-statements";
import { committedParticipation, contributions, uploadStatement } from "../helpers/bank-import";

/**
 * Issue 48, item 4: statements as banks send them. Real files from public repositories
 * (tests/fixtures/bank/README.md names each one's repository and path), read as they were
 * published, and variants written from them and from the formats' specifications: the
 * encodings banks use, the same entry twice, Norma 43 across files, hostile XML, another account.
 */
const SAMPLES = path.join(process.cwd(), "tests/fixtures/bank");
const sample = (name: string) => new Uint8Array(fs.readFileSync(path.join(SAMPLES, name)));
const CLUB_IBAN = "ES6621000418401234567891";

let admin: string;
let investor: string;
const json = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;
const upload = (bytes: Uint8Array, name: string) => uploadStatement(bytes, { cookie: admin, name });
const fileError = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await json(response)).fields as Record<string, string>).file;
};
const setClubIban = async (clubIban: string | null) => (await testDb()).setting.update({ where: { id: 1 }, data: { clubIban } });
const entriesOf = async (statementId: unknown) =>
  (
    await (
      await testDb()
    ).bankEntry.findMany({
      where: { statementId: String(statementId) },
      select: { amount: true, credit: true, status: true, text: true, valueDate: true },
      orderBy: [{ valueDate: "asc" }, { amount: "asc" }],
    })
  ).map((row) => ({ ...row, amount: row.amount.toFixed(2), valueDate: row.valueDate.toISOString().slice(0, 10) }));

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

describe("real statements from public repositories, as published", () => {
  // Their accounts are no club's: the comparison with Configuración's account is tested apart.
  beforeAll(() => setClubIban(null));

  it.each([
    // [file, its booked credits and debits, and how many of them an earlier file of the list already brought]
    ["camt053-v02-genkgo-minimal.xml", { credits: ["8.85"], debits: [] as string[], known: 0 }],
    ["camt053-v02-genkgo-five-decimals.xml", { credits: ["8.85"], debits: [], known: 0 }], // Amt 8.850: five decimals are the schema's
    ["camt053-v02-genkgo-multi-statement.xml", { credits: ["8.85"], debits: ["7.00"], known: 0 }], // two Stmt, one entry each
    ["camt053-v04-genkgo.xml", { credits: ["8.85"], debits: [], known: 0 }],
    // The same entry as v04's (account NL26VAYB8060476890, AcctSvcrRef AAAASESS-FP-CN_98765/01): the bank's entry once.
    ["camt053-v08-genkgo.xml", { credits: [], debits: [], known: 1 }],
    ["camt053-v08-subite-lt.xml", { credits: ["828531.98"], debits: ["0.20", "5793.97"], known: 0 }], // no Sts, no BookgDt/ValDt
    // Two accounts of a Dutch bank's export (SNS), fees and interest: the club's account check is off here.
    [
      "camt053-v02-newinnovations-sns.xml",
      {
        credits: ["500.00", "103.98", "93.84", "103.92"],
        debits: ["6.05", "7.95", "500.00", "6.05", "7.95", "6.05", "7.95"],
        known: 0,
      },
    ],
  ])("CAMT.053 %s: every booked entry kept once, credits to review, debits as Cargo; a second import adds nothing", async (file, holds) => {
    const first = await upload(sample(file), file);
    expect(first.status).toBe(200);
    const result = await json(first);
    expect(result).toMatchObject({
      format: "camt053",
      matched: 0,
      review: holds.credits.length,
      outgoing: holds.debits.length,
      alreadyImported: holds.known,
    });
    const kept = await entriesOf(result.statementId);
    expect(kept.filter((e) => e.credit).map((e) => [e.amount, e.status])).toEqual(holds.credits.map((amount) => [amount, "review"]));
    expect(kept.filter((e) => !e.credit).map((e) => [e.amount, e.status])).toEqual(holds.debits.map((amount) => [amount, "outgoing"]));
    const again = await json(await upload(sample(file), file));
    expect(again).toMatchObject({
      matched: 0,
      review: 0,
      outgoing: 0,
      alreadyImported: holds.credits.length + holds.debits.length + holds.known,
    });
  });

  it("Norma 43 of NaN-tic (22 movements, 4 credits): read whole, the totals checked; each kept once", async () => {
    const result = await json(await upload(sample("norma43-nantic-c43.txt"), "c43.txt"));
    expect(result).toMatchObject({ format: "norma43", review: 4, outgoing: 18, alreadyImported: 0 });
    const credits = (await entriesOf(result.statementId)).filter((e) => e.credit);
    expect(credits.map((e) => [e.valueDate, e.amount, e.text])).toEqual([
      ["2011-11-14", "32.46", "TRANSF. SEPA  CUSTOMER NAME HERE"],
      ["2011-11-14", "787.89", "TRANSF. SEPA  CUSTOMER NAME HERE"],
      ["2011-11-15", "711.54", "REMESA REBUT  N/003434152"],
      ["2011-11-17", "504.27", "TRANSFERENCIA CUSTOMER PAYMENT"],
    ]);
    // Two "OPERAC.TARGET HIGHWAY EXPENSE" of 0,70 on 11/11 identical in every field: two movements, and again none.
    expect((await entriesOf(result.statementId)).filter((e) => e.amount === "0.70")).toHaveLength(2);
    expect(await json(await upload(sample("norma43-nantic-c43.txt"), "c43.txt"))).toMatchObject({ alreadyImported: 22, outgoing: 0 });
  });

  it("Norma 43 of sergief (16 movements with concept lines): one credit of 500,00 (PAYROLL), 15 debits", async () => {
    const result = await json(await upload(sample("norma43-sergief-movements.n43"), "movements.n43"));
    expect(result).toMatchObject({ format: "norma43", review: 1, outgoing: 15 });
    expect((await entriesOf(result.statementId)).filter((e) => e.credit).map((e) => [e.amount, e.text])).toEqual([
      ["500.00", "000000000000 PAYROLL"],
    ]);
  });

  it("Norma 43 of sequra: totals that do not match, and a file cut short, are refused naming why; nothing written", async () => {
    const before = await (await testDb()).bankEntry.count();
    expect(await fileError(await upload(sample("norma43-sequra-example1.n43"), "example1.n43"))).toBe(
      "Línea 10: el número de apuntes al debe no cuadra: el registro 33 dice 4 y los movimientos leídos suman 0.",
    );
    expect(await fileError(await upload(sample("norma43-sequra-example2.n43"), "example2.n43"))).toBe(
      "Falta el registro de fin de fichero (88): el archivo está incompleto.",
    );
    expect(await (await testDb()).bankEntry.count()).toBe(before);
  });
});

describe("variants banks send, and files meant to hurt", () => {
  beforeAll(() => setClubIban(CLUB_IBAN));
  const day = "2026-11-20";

  it("the same bank entry twice (one AcctSvcrRef twice in a file, or in two Stmt) pays once", async () => {
    const { id, reference } = await committedParticipation(admin, investor, "20000");
    const entry = { bankReference: "DUP-2026-0001", amount: "1000.00", bookingDate: day, remittance: [reference] };
    const twice = camt053({ entries: [entry, entry] });
    const result = await json(await upload(twice, "dos-veces.xml"));
    expect(result).toMatchObject({ matched: 1, alreadyImported: 1 });
    // The same entry in a second statement of the same account (two Stmt blocks): still once.
    const xml = new TextDecoder().decode(camt053({ entries: [entry] }));
    const stmt = /<Stmt>[\s\S]*<\/Stmt>/.exec(xml)![0];
    const twoStatements = new TextEncoder().encode(
      xml.replace(stmt, `${stmt}${stmt.replace("<Id>20261128-1</Id>", "<Id>20261128-2</Id>")}`),
    );
    expect(await json(await upload(twoStatements, "dos-stmt.xml"))).toMatchObject({ matched: 0, alreadyImported: 2 });
    expect((await contributions(id)).map((c) => c.amount)).toEqual(["1000.00"]);
  });

  it("Norma 43 across files: A [Carmen 100], then B [Javier 100, Carmen 100] of the same day credits each once", async () => {
    const carmen = await committedParticipation(admin, investor, "10000");
    const javier = await committedParticipation(admin, investor, "10000");
    const movement = (reference: string, name: string): Movement => ({
      date: day,
      amount: "100.00",
      concepts: [`TRANSFERENCIA ${name} ${reference}`],
    });
    const file = (movements: Movement[]) => new TextEncoder().encode(`${norma43Lines({ movements }).join("\r\n")}\r\n`);
    expect(await json(await upload(file([movement(carmen.reference, "CARMEN")]), "a.n43"))).toMatchObject({ matched: 1 });
    const second = await json(await upload(file([movement(javier.reference, "JAVIER"), movement(carmen.reference, "CARMEN")]), "b.n43"));
    expect(second).toMatchObject({ matched: 1, alreadyImported: 1 });
    expect((await contributions(carmen.id)).map((c) => c.amount)).toEqual(["100.00"]);
    expect((await contributions(javier.id)).map((c) => c.amount)).toEqual(["100.00"]);
  });

  it("CAMT in ISO-8859-1 (as declared) reads «Devolución señal Peña»; amounts with zero decimals past the cent are taken, a fraction of a cent is not", async () => {
    const xml = new TextDecoder()
      .decode(camt053({ entries: [{ bankReference: "LAT-1", amount: "8.850", bookingDate: day, remittance: ["Devolución señal Peña"] }] }))
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const result = await json(await upload(new Uint8Array(iconv.encode(xml, "latin1")), "latin1.xml"));
    expect(result).toMatchObject({ review: 1 });
    expect((await entriesOf(result.statementId)).map((e) => [e.amount, e.text])).toEqual([["8.85", "Devolución señal Peña"]]);
    const batch = camt053({
      entries: [{ bankReference: "LAT-2", amount: "105.750", bookingDate: day, transfers: [{ amount: "105.750", remittance: "uno" }] }],
    });
    expect((await upload(batch, "batch.xml")).status).toBe(200);
    const fraction = camt053({ entries: [{ bankReference: "LAT-3", amount: "8.855", bookingDate: day }] });
    expect(await fileError(await upload(fraction, "fraccion.xml"))).toBe(
      "Stmt 1 / Ntry 1: el importe (Amt) «8.855» tiene fracciones de céntimo.",
    );
  });

  it("a booked debit without BookgDt nor ValDt (both optional in ISO 20022) takes the statement's date instead of refusing the file", async () => {
    const xml = new TextDecoder()
      .decode(camt053({ entries: [{ bankReference: "NODATE-1", amount: "12.00", credit: false, bookingDate: day }] }))
      .replace(/<BookgDt>[\s\S]*?<\/BookgDt>|<ValDt>[\s\S]*?<\/ValDt>/g, "");
    const result = await json(await upload(new TextEncoder().encode(xml), "sin-fechas.xml"));
    expect(result).toMatchObject({ outgoing: 1 });
    expect((await entriesOf(result.statementId)).map((e) => [e.valueDate, e.amount, e.credit])).toEqual([["2026-11-28", "12.00", false]]);
  });

  it("Norma 43 in code page 850 (Ñ = 0xA5), in UTF-8, and with a trailing blank and a final 0x1A: the same text", async () => {
    const name = "JOSÉ MARÍA NÚÑEZ PEÑA";
    const lines = (amount: string) => norma43Lines({ movements: [{ date: day, amount, concepts: [`TRANSFERENCIA ${name}`] }] });
    const cp850 = new Uint8Array(iconv.encode(`${lines("1.01").join("\r\n")}\r\n`, "cp850"));
    const utf8 = new TextEncoder().encode(`${lines("1.02").join("\n")}\n`); // accented letters are two bytes each
    const dos = new Uint8Array([
      ...iconv.encode(
        `${lines("1.03")
          .map((line) => `${line} `)
          .join("\r\n")}\r\n`,
        "latin1",
      ),
      0x1a,
    ]);
    for (const [bytes, file] of [
      [cp850, "cp850.n43"],
      [utf8, "utf8.n43"],
      [dos, "dos.n43"],
    ] as const) {
      const result = await json(await upload(bytes, file));
      expect(result, file).toMatchObject({ format: "norma43", review: 1 });
      expect((await entriesOf(result.statementId)).map((e) => e.text)).toEqual([`TRANSFERENCIA ${name}`]);
    }
  });

  it("hostile XML is a Spanish 400 on file, never a 500, and writes nothing", async () => {
    const before = await (await testDb()).bankEntry.count();
    const external = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>`;
    expect(await fileError(await upload(new TextEncoder().encode(external), "xxe.xml"))).toBe(
      "El XML declara un DOCTYPE o entidades: un extracto CAMT.053 no los lleva y no se leen.",
    );
    const deep = `<?xml version="1.0"?><Document><BkToCstmrStmt>${"<a>".repeat(150)}${"</a>".repeat(150)}</BkToCstmrStmt></Document>`;
    expect(await fileError(await upload(new TextEncoder().encode(deep), "deep.xml"))).toMatch(/^(El XML|No es un extracto)/);
    expect(await (await testDb()).bankEntry.count()).toBe(before);
  });

  it("a statement longer than a batch is written in several short transactions, each entry once; its record says when it is complete", async () => {
    const many = camt053({
      entries: Array.from({ length: 450 }, (_, i) => ({
        bankReference: `MANY-${i}`,
        amount: "1.00",
        bookingDate: day,
        remittance: [`Pago ${i}`],
      })),
    });
    const result = await json(await upload(many, "muchos.xml"));
    expect(result).toMatchObject({ review: 450, alreadyImported: 0 });
    const statement = await (await testDb()).bankStatement.findUniqueOrThrow({ where: { id: String(result.statementId) } });
    expect([statement.review, statement.completedAt !== null]).toEqual([450, true]);
    expect(await json(await upload(many, "muchos.xml"))).toMatchObject({ review: 0, alreadyImported: 450 });
  });

  it("a statement of another account is refused naming both accounts", async () => {
    const other = camt053({ iban: "ES9121000418450200051332", entries: [{ bankReference: "OTHER-1", amount: "5.00", bookingDate: day }] });
    expect(await fileError(await upload(other, "otra.xml"))).toBe(
      "El extracto es de la cuenta ES91 2100 0418 4502 0005 1332 y la del club (Configuración, Cobros) es ES66 2100 0418 4012 3456 7891.",
    );
    const otherN43 = new TextEncoder().encode(
      `${norma43Lines({ account: "0200051332", movements: [{ date: day, amount: "5.00" }] }).join("\n")}\n`,
    );
    expect(await fileError(await upload(otherN43, "otra.n43"))).toBe(
      "El extracto es de la cuenta 210004180200051332 y la del club (Configuración, Cobros) es ES66 2100 0418 4012 3456 7891.",
    );
  });
});
