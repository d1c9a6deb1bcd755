import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { ownStatement } from "@/server/reports/statement";
import { getOwnMoneyHistory } from "@/server/reports/own-money-chart";
import type { Actor } from "@/server/core/actor";
import { depositHolder, seedOfferingDeposit } from "../helpers/deposit";

/**
 * The deposit account in the investor's statement and in Mi Dashboard's picture (issue 51, item 4).
 * Worked by hand: 10.000 paid in on 15/01/2027; Q1's interest 235,12 with 44,67 withheld on 31/03;
 * 4.000 withdrawn on 30/04; 2.000 paid in on 10/05; a 100 withdrawal dated 30/06 (a window ahead of "today", 15/06).
 */
let holder: Actor;

beforeAll(async () => {
  await seedOfferingDeposit({});
  ({ actor: holder } = await depositHolder({
    firstName: "Extracto",
    lastName: "Depósito",
    movements: [
      { kind: "contribution", amount: "10000.00", day: "2027-01-15" },
      { kind: "interest", amount: "235.12", day: "2027-03-31" },
      { kind: "withholding", amount: "44.67", day: "2027-03-31" },
      { kind: "withdrawal", amount: "4000.00", day: "2027-04-30" },
      { kind: "contribution", amount: "2000.00", day: "2027-05-10" },
      { kind: "withdrawal", amount: "100.00", day: "2027-06-30" },
    ],
  }));
});

const statement = (from: string, to: string, format: "csv" | "pdf") => ownStatement(holder, new URLSearchParams({ from, to, format }));

describe("the statement with the deposit account", () => {
  it("the CSV: its figures on the last day, the period's movements and their totals", async () => {
    const csv = String((await statement("2027-04-01", "2027-06-15", "csv")).body);
    // 10.000 + 2.000 in, 235,12 credited, 4.000 out, 44,67 withheld: 10.000 + 235,12 − 44,67 − 4.000 + 2.000 = 8.190,45.
    // The 100 of 30/06 is after the statement's last day: neither in the balance nor among the movements.
    expect(csv).toContain(
      "Cuenta de depósito a 15/06/2027\r\nSaldo;Aportado;Retirado;Intereses;Retenido\r\n8190,45;12000,00;4000,00;235,12;44,67\r\n",
    );
    // Signed from the holder's side: a withdrawal comes to them, a contribution leaves them.
    expect(csv).toContain("30/04/2027;Retirada;Cuenta de depósito;4000,00;\r\n10/05/2027;Aportación;Cuenta de depósito;-2000,00;\r\n\r\n");
    expect(csv).not.toContain("Intereses;Cuenta de depósito"); // Q1's interest is before the period
    expect(csv).toContain("Tipo;Importe\r\nAportación (cuenta de depósito);-2000,00\r\nRetirada (cuenta de depósito);4000,00\r\n");
  });

  it("the PDF: the account's section and its movements", async () => {
    const { body } = await statement("2027-01-01", "2027-06-30", "pdf");
    const { text } = await extractText(await getDocumentProxy(body as Uint8Array), { mergePages: true });
    // By 30/06 the 100 is out too: 8.190,45 − 100 = 8.090,45; 4.100 withdrawn in all.
    expect(text).toContain("Cuenta de depósito a 30/06/2027");
    expect(text).toMatch(/8\.090,45\s€[\s\S]*12\.000,00\s€[\s\S]*4\.100,00\s€[\s\S]*235,12\s€[\s\S]*44,67\s€/);
    expect(text).toMatch(/31\/03\/2027\s+Intereses\s+Cuenta de depósito\s+\+235,12\s€/);
    expect(text).toMatch(/31\/03\/2027\s+Retención IRPF\s+Cuenta de depósito\s+−44,67\s€/);
    expect(text).toContain("retención del IRPF sobre los intereses");
  });

  it("an account without movements shows its zeros", async () => {
    const { actor } = await depositHolder({ firstName: "Sin", lastName: "Movimientos", movements: [] });
    const csv = String((await ownStatement(actor, new URLSearchParams({ from: "2027-01-01", to: "2027-06-30", format: "csv" }))).body);
    expect(csv).toContain("Cuenta de depósito a 30/06/2027\r\nSaldo;Aportado;Retirado;Intereses;Retenido\r\n0,00;0,00;0,00;0,00;0,00\r\n");
  });
});

describe("Mi dinero en el tiempo with the deposit account", () => {
  it("its balance at each month's end, up to today", async () => {
    const history = await getOwnMoneyHistory(holder, new Date("2027-06-15T10:00:00Z"));
    expect(history.map(({ month, deposit, contributed }) => ({ month, deposit, contributed }))).toEqual([
      { month: "2027-01", deposit: "10000.00", contributed: "0.00" },
      { month: "2027-02", deposit: "10000.00", contributed: "0.00" },
      // 10.000 + 235,12 − 44,67
      { month: "2027-03", deposit: "10190.45", contributed: "0.00" },
      { month: "2027-04", deposit: "6190.45", contributed: "0.00" },
      { month: "2027-05", deposit: "8190.45", contributed: "0.00" },
      // The withdrawal of 30/06 is not there yet on 15/06.
      { month: "2027-06", deposit: "8190.45", contributed: "0.00" },
    ]);
  });

  it("an account with no movements draws nothing", async () => {
    const { actor } = await depositHolder({ firstName: "Vacía", lastName: "Cuenta", movements: [] });
    expect(await getOwnMoneyHistory(actor, new Date("2027-06-15T10:00:00Z"))).toEqual([]);
  });
});
