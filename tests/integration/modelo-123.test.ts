import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { GET as modelo123Route } from "@/app/api/tax-years/[year]/modelo-123/route";
import { modelo123File } from "@/server/tax/modelo-123";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { expectDesign, type DesignTable } from "../helpers/aeat-record";

/**
 * Issue 48, item 2: Modelo 123 as the AEAT takes it by file, checked position by position against
 * its record design: "Modelo 123, Diseño de registro, versión 2.0", ejercicio 2024 and following
 * (sheets DR 12300, the envelope, and DR 12301, page 01), the AEAT's spreadsheet as the public
 * repository nevenincs/cadrumo keeps its text (src/cadrumo/_data/corpus/aeat_official/
 * disenos_registro/modelo_123/files/01-123-orden-eha-3435-2007-ejercicio-2024-y-siguientes-190-kb-xls.txt);
 * OCA/l10n-spain's l10n_es_aeat_mod123/data/2024 transcribes the same positions. A year (2023,
 * which nothing else here reaches):
 *   15/03/2023: Javier 60.000 + Carmen 40.000, proceeds 150.000, costs 10.000 → result 40.000:
 *      Javier gain 12.000, 19 % 2.280; Carmen 8.000, 1.520 → 1T: 2 rentas, base 20.000,00, 3.800,00.
 *   01/06/2023: Javier 20.000 + Alejandro 30.000, proceeds 60.000 → result 10.000:
 *      Javier 2.000, 380; Alejandro 3.000, 570 → 2T: 2 rentas, base 5.000,00, 950,00.
 *   3T: nothing withheld → a declaración negativa.
 */
const YEAR = "2023";
const CARMEN = "carmen.lopez@correo.example";
const ALEJANDRO = "alejandro.fernandez@correo.example";
let admin: string;

const download = (query: string) =>
  modelo123Route(jsonRequest("GET", `/api/tax-years/${YEAR}/modelo-123${query}`, { headers: { cookie: admin } }), params({ year: YEAR }));
const liquidate = async (id: string, body: unknown) => {
  const response = await confirmRoute(jsonRequest("POST", "/x", { headers: { cookie: admin }, body }), params({ id }));
  expect(response.status).toBe(200);
};
const fileOf = async (response: Response) => iconv.decode(Buffer.from(await response.arrayBuffer()), "latin1");

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  const a = await operationWith([INVESTOR, "60000"], [CARMEN, "40000"]);
  await liquidate(a.id, { proceeds: "150000", costs: [{ concept: "Costas", amount: "10000" }], date: `${YEAR}-03-15` });
  const b = await operationWith([INVESTOR, "20000"], [ALEJANDRO, "30000"]);
  await liquidate(b.id, { proceeds: "60000", costs: [], date: `${YEAR}-06-01` });
});

type Expected = DesignTable;

const envelope = (period: string): Expected => [
  [1, 2, "Constante", "<T"],
  [3, 5, "Modelo", "123"],
  [6, 6, "Constante", "0"],
  [7, 10, "Ejercicio devengo", YEAR],
  [11, 12, "Período", period],
  [13, 17, "Constante", "0000>"],
  [18, 22, "Constante", "<AUX>"],
  [23, 92, "Reservado para la Administración", " ".repeat(70)],
  [93, 96, "Versión del programa", "0100"],
  [97, 100, "Reservado para la Administración", " ".repeat(4)],
  [101, 109, "NIF empresa desarrollo", " ".repeat(9)],
  [110, 322, "Reservado para la Administración", " ".repeat(213)],
  [323, 328, "Constante", "</AUX>"],
];

const cents = (value: string, length: number) => value.padStart(length, "0");

const page01 = (period: string, kind: string, rentas: number, base: string, withheld: string, iban = ""): Expected => [
  [1, 2, "Inicio del identificador de modelo y página", "<T"],
  [3, 5, "Modelo", "123"],
  [6, 7, "Página", "01"],
  [8, 11, "Fin de identificador de modelo", "000>"],
  [12, 12, "Indicador de página complementaria", " "],
  [13, 13, "Tipo de declaración", kind],
  [14, 22, "Identificación. Sujeto pasivo. NIF", "B12345674"],
  [23, 102, "Identificación. Razón social", "CLUB INVERSION HIPOTECARIA SL".padEnd(80)],
  [103, 106, "Devengo. Ejercicio", YEAR],
  [107, 108, "Devengo. Periodo", period],
  [109, 123, "[01] Número de rentas. Dividendos y otras rentas", cents("0", 15)],
  [124, 138, "[02] Número de rentas. Resto de rentas", cents(String(rentas), 15)],
  [139, 153, "[03] Número de rentas. Totales", cents(String(rentas), 15)],
  [154, 170, "[04] Base. Dividendos y otras rentas", cents("0", 17)],
  [171, 187, "[05] Base. Resto de rentas", cents(base, 17)],
  [188, 204, "[06] Base. Totales", cents(base, 17)],
  [205, 221, "[07] Retenciones. Dividendos y otras rentas", cents("0", 17)],
  [222, 238, "[08] Retenciones. Resto de rentas", cents(withheld, 17)],
  [239, 255, "[09] Retenciones. Totales", cents(withheld, 17)],
  [256, 272, "[10] Periodificación. Ingresos ejercicios anteriores", cents("0", 17)],
  [273, 289, "[11] Periodificación. Regularización", cents("0", 17)],
  [290, 306, "[12] Suma de retenciones y regularización ([09] + [11])", cents(withheld, 17)],
  [307, 323, "[13] Resultados a ingresar de anteriores autoliquidaciones", cents("0", 17)],
  [324, 340, "[14] Resultado a ingresar ([12] − [13])", cents(withheld, 17)],
  [341, 341, "Declaración complementaria", " "],
  [342, 354, "Número de justificante de la declaración anterior", " ".repeat(13)],
  [355, 388, "Domiciliación IBAN", iban.padEnd(34)],
  [389, 588, "Reservado AEAT", " ".repeat(200)],
  [589, 600, "Indicador de fin de registro", "</T12301000>"],
];

function expectDeclaration(file: string, period: string, page: Expected) {
  expect(file).toHaveLength(328 + 600 + 18);
  expectDesign(file.slice(0, 328), envelope(period));
  expectDesign(file.slice(328, 928), page);
  expect(file.slice(928)).toBe(`</T1230${YEAR}${period}0000>`);
}

describe("Modelo 123, the AEAT's file", () => {
  it("a quarter paid by the club: tipo I, the rentas, base and withholding in casillas 02, 05 and 08 and their totals, in ISO-8859-1", async () => {
    const response = await download("?period=1T");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=iso-8859-1");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="modelo-123-${YEAR}-1T.txt"`);
    expectDeclaration(await fileOf(response), "1T", page01("1T", "I", 2, "2000000", "380000"));
  });

  it("a quarter debited from the club's account: tipo U and the club's IBAN; a month as those who declare monthly file it", async () => {
    const debited = await download("?period=2T&payment=domiciliacion");
    expect(debited.status).toBe(200);
    expectDeclaration(await fileOf(debited), "2T", page01("2T", "U", 2, "500000", "95000", "ES6621000418401234567891"));
    const march = await download("?period=03");
    expect(march.status).toBe(200);
    expectDeclaration(await fileOf(march), "03", page01("03", "I", 2, "2000000", "380000"));
  });

  it("a quarter without withholding is a declaración negativa (tipo N, zeros), whatever the payment asked", async () => {
    const response = await download("?period=3T&payment=domiciliacion");
    expect(response.status).toBe(200);
    expectDeclaration(await fileOf(response), "3T", page01("3T", "N", 0, "0", "0"));
  });

  it("answers 400 on period and payment for anything else, in Spanish", async () => {
    for (const [query, fields] of [
      ["", { period: "Periodo no válido: de 1T a 4T, o un mes de 01 a 12" }],
      ["?period=5T", { period: "Periodo no válido: de 1T a 4T, o un mes de 01 a 12" }],
      ["?period=13", { period: "Periodo no válido: de 1T a 4T, o un mes de 01 a 12" }],
      ["?period=1T&payment=tarjeta", { payment: "Forma de pago no válida: ingreso o domiciliacion" }],
    ] as const) {
      const response = await download(query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields, query).toEqual(fields);
    }
  });

  it("is refused (409) naming what it cannot be made without: the club's identity, and its IBAN to debit", async () => {
    const db = await testDb();
    await db.setting.update({ where: { id: 1 }, data: { clubNif: null, clubIban: null } });
    try {
      const refused = await download("?period=1T&payment=domiciliacion");
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toBe(
        "Para generar el fichero del Modelo 123 falta: el NIF del club (Configuración, Fiscalidad); el IBAN de la cuenta del club, para domiciliar el pago (Configuración, Cobros).",
      );
    } finally {
      await db.setting.update({ where: { id: 1 }, data: { clubNif: "B12345674", clubIban: "ES6621000418401234567891" } });
    }
  });

  it("is never written with a negative result (a reversal dated in a later period): the design has no refund", () => {
    expect(() =>
      modelo123File({
        year: 2023,
        period: "4T",
        nif: "B12345674",
        legalName: "Club",
        iban: null,
        payment: "ingreso",
        rentas: 1,
        base: "-2000.00",
        withholding: "-380.00",
      }),
    ).toThrow(/^El periodo suma una base de -2\.?000,00\s€ y unas retenciones de -380,00\s€: el Modelo 123 no admite importes negativos/);
  });
});
