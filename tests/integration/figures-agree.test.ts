import iconv from "iconv-lite";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as statementRoute } from "@/app/api/statements/route";
import { GET as certificateRoute } from "@/app/api/tax-certificates/[year]/route";
import { GET as modelo193Route } from "@/app/api/tax-years/[year]/modelo-193/route";
import { ADMIN, INVESTOR, signInAs, signInWithNewPassword } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * Issue 63, "Must show": on the demo, what each investor gets — the Extracto as CSV and as PDF, the
 * year's withholding certificate, the club's Modelo 193 — says the same as this file's own figures,
 * worked by hand below from the demo's liquidations (prisma/demo/liquidated.ts), never from the
 * functions behind the papers; and each certificate and Modelo 193 record equals the year's
 * withholding movements of the person, summed here from the rows.
 *
 * The liquidations, on the club's terms (the result shared pro rata to capital by largest remainder,
 * ties to the older participation; 50 % of it the club's success fee, split the same way but in
 * proportion to each row's result; 19 % of each gain withheld, rounded half up):
 *   Vallecas: 39.950 − 1.150 of costs − 35.000 of capital = 3.800 of result.
 *     Pablo 15.000 (the older): 1.628,571… → 1.628,57; fee 814,285… → 814,29 (the tie's cent); gain 814,28;
 *       withheld 154,7132 → 154,71; net 15.000 + 814,28 − 154,71 = 15.659,57.
 *     Núria 20.000: 2.171,428… → 2.171,43 (the larger remainder); fee 1.085,71; gain 1.085,72;
 *       withheld 206,2868 → 206,29; net 20.879,43.
 *   Nervión: 101.000 − 3.250 − 85.000 = 12.750.
 *     Carmen 40.000: 6.000; fee 3.000; gain 3.000; withheld 570; net 42.430,00.
 *     Javier 45.000: 6.750; fee 3.375; gain 3.375; withheld 641,25; net 47.733,75 — "Por recibir": he has
 *       given no IBAN, so the SEPA batch left his transfer out.
 *   Santa Cruz: 128.400 − 2.400 − 110.000 = 16.000.
 *     Carmen 50.000 (the older): 7.272,727… → 7.272,73; fee 3.636,365 → 3.636,37 (the tie's cent); gain 3.636,36;
 *       withheld 690,9084 → 690,91; net 52.945,45.
 *     Andrés 60.000: 8.727,27; fee 4.363,635 → 4.363,63 (the fees add up to 8.000); gain 4.363,64; withheld 829,0916 → 829,09;
 *       net 63.534,55.
 * Every payout but Javier's was sent and then seen leaving by the bank: "Recibido".
 */
type Row = { investor: string; operation: string; capital: string; gain: string; withheld: string; net: string; paid: boolean };
const JAVIER = INVESTOR;
const CARMEN = "carmen.lopez@correo.example";
const ANDRES = "andres.dominguez@inversores.example";
const NURIA = "nuria.puig@buzon.example";
const PABLO = "pablo.jimenez@correo.example";
const VALLECAS = "Local comercial en Vallecas – Adjudicación en subasta";
const NERVION = "Chalet en Nervión – Crédito hipotecario NPL";
const SANTA_CRUZ = "Casa en Santa Cruz – Adjudicación y venta";
const ROWS: Row[] = [
  { investor: PABLO, operation: VALLECAS, capital: "15000,00", gain: "814,28", withheld: "154,71", net: "15659,57", paid: true },
  { investor: NURIA, operation: VALLECAS, capital: "20000,00", gain: "1085,72", withheld: "206,29", net: "20879,43", paid: true },
  { investor: CARMEN, operation: NERVION, capital: "40000,00", gain: "3000,00", withheld: "570,00", net: "42430,00", paid: true },
  { investor: JAVIER, operation: NERVION, capital: "45000,00", gain: "3375,00", withheld: "641,25", net: "47733,75", paid: false },
  { investor: CARMEN, operation: SANTA_CRUZ, capital: "50000,00", gain: "3636,36", withheld: "690,91", net: "52945,45", paid: true },
  { investor: ANDRES, operation: SANTA_CRUZ, capital: "60000,00", gain: "4363,64", withheld: "829,09", net: "63534,55", paid: true },
];

const cookies = new Map<string, string>();
let admin = "";
const get = (path: string, cookie: string) => jsonRequest("GET", path, { headers: { cookie } });
const text = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
const pdfText = async (response: Response) =>
  (await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ");
/** "3375,00" as the PDFs print it: "3.375,00 €". */
const printed = (csv: string) => `${csv.replace(/\B(?=(\d{3})+,)/g, ".")}\u00a0€`.replace(/\u00a0/g, " ");
const cents = (value: { toString(): string }) => Math.round(Number(value.toString()) * 100);
const decimal = (total: number) => `${Math.trunc(total / 100)},${String(Math.abs(total) % 100).padStart(2, "0")}`;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  cookies.set(JAVIER, await signInAs(JAVIER));
  for (const email of [CARMEN, ANDRES, NURIA, PABLO]) cookies.set(email, await signInWithNewPassword(email));
});

describe("the demo's figures agree with the hand-worked ones, on every paper an investor gets", () => {
  it("the Extracto (CSV and PDF) of each investor shows each liquidated participation's capital, gain, withholding, received and to receive", async () => {
    for (const [email, cookie] of cookies) {
      const query = "from=2000-01-01&format=";
      const csv = (await text(await statementRoute(get(`/api/statements?${query}csv`, cookie), params({})))).split("\r\n");
      const pdf = await pdfText(await statementRoute(get(`/api/statements?${query}pdf`, cookie), params({})));
      for (const row of ROWS.filter((candidate) => candidate.investor === email)) {
        const [received, toReceive] = row.paid ? [row.net, "0,00"] : ["0,00", row.net];
        expect(csv, `${email} · ${row.operation}`).toContain(
          `${row.operation};Liquidada;${row.capital};${row.capital};${row.capital};${row.gain};${row.withheld};${received};${toReceive}`,
        );
        for (const figure of [row.capital, row.gain, row.withheld, row.net]) expect(pdf, `${email} · ${figure}`).toContain(printed(figure));
      }
    }
  });

  it("each certificate and each Modelo 193 record is the year's gains and interest, and the year's withholding movements, to the cent", async () => {
    const db = await testDb();
    // Every year with withholding in the demo: its liquidations' and its deposit interest runs'.
    const days = [
      ...(await db.liquidation.findMany({ select: { date: true } })).map((liquidation) => liquidation.date),
      ...(await db.depositMovement.findMany({ where: { kind: "withholding" }, select: { valueDate: true } })).map((row) => row.valueDate),
    ];
    const years = [...new Set(days.map((day) => day.getUTCFullYear()))].sort();
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) {
      const inYear = { gte: new Date(`${year}-01-01T00:00:00Z`), lt: new Date(`${year + 1}-01-01T00:00:00Z`) };
      const modelo = iconv.decode(
        Buffer.from(
          await (await modelo193Route(get(`/api/tax-years/${year}/modelo-193`, admin), params({ year: String(year) }))).arrayBuffer(),
        ),
        "latin1",
      );
      const records = modelo.split("\r\n").filter((line) => line.startsWith("2193"));
      for (const [email, cookie] of cookies) {
        const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, nif: true } });
        // The rows of the year, summed here: the operations' gains (result less fee) and withholding, the deposit's interest and withholding.
        const sum = async (type: string) =>
          (
            await db.movement.findMany({
              where: { userId: user.id, type, status: "completed", transactionDate: inYear },
              select: { amount: true },
            })
          )
            .map((row) => cents(row.amount))
            .reduce((a, b) => a + b, 0);
        const deposit = async (kind: string) =>
          (
            await db.depositMovement.findMany({
              where: { account: { userId: user.id }, kind, valueDate: inYear },
              select: { amount: true },
            })
          )
            .map((row) => cents(row.amount))
            .reduce((a, b) => a + b, 0);
        const gross = (await sum("BENEFICIO")) - (await sum("COMISION_EXITO")) + (await deposit("interest"));
        const withheld = (await sum("RETENCION")) + (await deposit("withholding"));
        if (!withheld) continue;
        // Whose only taxed income is one liquidation: exactly its hand-worked gain and withholding.
        const own = ROWS.filter((row) => row.investor === email);
        if ([ANDRES, NURIA, PABLO].includes(email))
          expect([decimal(gross), decimal(withheld)], `${email} ${year}`).toEqual([own[0]!.gain, own[0]!.withheld]);

        const certificate = await pdfText(
          await certificateRoute(get(`/api/tax-certificates/${year}`, cookie), params({ year: String(year) })),
        );
        expect(certificate, `${email} ${year}`).toContain(
          `Total ${printed(decimal(gross))} ${printed(decimal(withheld))} ${printed(decimal(gross - withheld))}`,
        );
        const record = records.filter((line) => line.slice(17, 26) === user.nif);
        expect(record.length, `${email} ${year}: Modelo 193`).toBeGreaterThan(0);
        const field = (from: number, to: number) => record.reduce((total, line) => total + Number(line.slice(from - 1, to)), 0);
        expect([field(152, 164), field(169, 181)], `${email} ${year}: Modelo 193`).toEqual([gross, withheld]);
      }
    }
  });
});
