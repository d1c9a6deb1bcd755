import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { GET as modelo193Route } from "@/app/api/tax-years/[year]/modelo-193/route";
import { PUT as taxSettingsPut } from "@/app/api/settings/tax/route";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { expectDesign, type DesignTable } from "../helpers/aeat-record";

/**
 * Issue 48, item 2: Modelo 193 as the AEAT's file, checked position by position against the record
 * design (the tables below name each field's positions as the design does, 1-based): the AEAT's
 * "Diseño de registro Modelo 193, ejercicio 2025" (Orden EHA/3377/2011 as updated by Orden
 * HAC/1430/2025, DR_Modelo_193_2025.pdf on the Sede's "Diseños de registro, modelos 100 a 199"), whose
 * text was read from the copy the public repository nevenincs/cadrumo keeps
 * (src/cadrumo/_data/corpus/aeat_official/disenos_registro/modelo_193/files/01-193-orden-eha-3377-2011-
 * actualizado-por-orden-hac-1430-2025-de-3-de-diciembre-357-kb-pdf.pdf.extracted.json). A year (2022,
 * which nothing else here reaches) with three perceptors, one of them with two participations:
 *   A, 15/03/2022: Javier 60.000 + Carmen 40.000, proceeds 150.000, costs 10.000 → result 40.000:
 *      Javier 24.000 → fee 12.000, gain 12.000, 19 % 2.280; Carmen 16.000 → 8.000, 8.000, 1.520.
 *   B, 01/06/2022: Javier 20.000 + Alejandro 30.000, proceeds 60.000 → result 10.000:
 *      Javier 4.000 → 2.000, 2.000, 380; Alejandro 6.000 → 3.000, 3.000, 570.
 *   Javier 14.000,00 / 2.660,00; Carmen 8.000,00 / 1.520,00; Alejandro 3.000,00 / 570,00;
 *   totals 25.000,00 of base and 4.750,00 withheld.
 */
const YEAR = "2022";
const CARMEN = "carmen.lopez@correo.example";
const ALEJANDRO = "alejandro.fernandez@correo.example";
let admin: string;

const download = (query = "") =>
  modelo193Route(jsonRequest("GET", `/api/tax-years/${YEAR}/modelo-193${query}`, { headers: { cookie: admin } }), params({ year: YEAR }));
const liquidate = async (id: string, body: unknown) => {
  const response = await confirmRoute(jsonRequest("POST", "/x", { headers: { cookie: admin }, body }), params({ id }));
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  const db = await testDb();
  await db.user.update({ where: { email: INVESTOR }, data: { nif: "12345678Z" } });
  await db.user.update({ where: { email: CARMEN }, data: { nif: "00000000T" } });
  await db.user.update({ where: { email: ALEJANDRO }, data: { nif: "X1234567L" } });
  const a = await operationWith([INVESTOR, "60000"], [CARMEN, "40000"]);
  await liquidate(a.id, { proceeds: "150000", costs: [{ concept: "Costas", amount: "10000" }], date: `${YEAR}-03-15` });
  const b = await operationWith([INVESTOR, "20000"], [ALEJANDRO, "30000"]);
  await liquidate(b.id, { proceeds: "60000", costs: [], date: `${YEAR}-06-01` });
});

type Expected = DesignTable;

const DECLARANT: Expected = [
  [1, 1, "Tipo de registro", "1"],
  [2, 4, "Modelo de declaración", "193"],
  [5, 8, "Ejercicio", YEAR],
  [9, 17, "NIF del declarante", "B12345674"],
  [18, 57, "Apellidos y nombre o razón social del declarante", "CLUB INVERSION HIPOTECARIA, S.L.".padEnd(40)],
  [58, 58, "Tipo de soporte", "T"],
  [59, 67, "Persona con quien relacionarse: teléfono", "600123456"],
  [68, 107, "Persona con quien relacionarse: apellidos y nombre", "MARTIN ORTEGA LUCIA".padEnd(40)],
  [108, 120, "Número identificativo de la declaración", `193${YEAR}000001`],
  [121, 121, "Declaración complementaria", " "],
  [122, 122, "Declaración sustitutiva", " "],
  [123, 135, "Número identificativo de la declaración anterior", "0".repeat(13)],
  [136, 144, "Número total de perceptores", "000000003"],
  [145, 159, "Base de retenciones e ingresos a cuenta", "000000002500000"],
  [160, 174, "Retenciones e ingresos a cuenta", "000000000475000"],
  [175, 189, "Retenciones e ingresos a cuenta ingresados (ceros: naturaleza del declarante «S»)", "0".repeat(15)],
  [190, 219, "Blancos", " ".repeat(30)],
  [220, 234, "Gastos art. 26.1.a) Ley 35/2006", "0".repeat(15)],
  [235, 235, "Naturaleza del declarante", "S"],
  [236, 487, "Blancos", " ".repeat(252)],
  [488, 500, "Sello electrónico", " ".repeat(13)],
];

const perceptor = (order: number, nif: string, name: string, province: string, gross: string, withheld: string): Expected => [
  [1, 1, "Tipo de registro", "2"],
  [2, 4, "Modelo de declaración", "193"],
  [5, 8, "Ejercicio", YEAR],
  [9, 17, "NIF del declarante", "B12345674"],
  [18, 26, "NIF del perceptor", nif],
  [27, 35, "NIF del representante legal", " ".repeat(9)],
  [36, 75, "Apellidos y nombre del perceptor", name.padEnd(40)],
  [76, 76, "Perceptor mediador", " "],
  [77, 78, "Código de provincia", province],
  [79, 79, "Clave código (ceros con «S»)", "0"],
  [80, 91, "Código emisor", " ".repeat(12)],
  [92, 92, "Clave de percepción", "B"],
  [93, 94, "Naturaleza", "01"],
  [95, 95, "Pago (ceros con «S»)", "0"],
  [96, 96, "Tipo de código", " "],
  [97, 116, "Código cuenta valores / número de operación de préstamo", " ".repeat(20)],
  [117, 117, "Pendiente", " "],
  [118, 121, "Ejercicio de devengo (solo rentas de ejercicios anteriores)", "0000"],
  [122, 122, "Tipo de percepción (dineraria)", "1"],
  [123, 135, "Importe de las percepciones", gross],
  [136, 138, "Blancos", "   "],
  [139, 151, "Importe de las reducciones", "0".repeat(13)],
  [152, 164, "Base de retenciones e ingresos a cuenta", gross],
  [165, 168, "% de retención", "1900"],
  [169, 181, "Retenciones e ingresos a cuenta", withheld],
  [182, 192, "Penalizaciones", "0".repeat(11)],
  [193, 204, "Código ISIN", " ".repeat(12)],
  [205, 207, "Blancos", "   "],
  [208, 208, "Naturaleza del declarante", "S"],
  [209, 216, "Fecha de inicio del préstamo", "0".repeat(8)],
  [217, 224, "Fecha de vencimiento del préstamo", "0".repeat(8)],
  [225, 236, "Compensaciones", "0".repeat(12)],
  [237, 248, "Garantías", "0".repeat(12)],
  [249, 261, "Retenciones ingresadas: Hacienda Estatal", "0".repeat(13)],
  [262, 274, "Retenciones ingresadas: Comunidad Foral de Navarra", "0".repeat(13)],
  [275, 287, "Retenciones ingresadas: Diputación Foral de Araba/Álava", "0".repeat(13)],
  [288, 300, "Retenciones ingresadas: Diputación Foral de Gipuzkoa", "0".repeat(13)],
  [301, 313, "Retenciones ingresadas: Diputación Foral de Bizkaia", "0".repeat(13)],
  [314, 314, "Ceuta o Melilla / Isla de La Palma", "0"],
  [315, 321, "Número de orden", String(order).padStart(7, "0")],
  [322, 330, "NIF del pagador anterior", " ".repeat(9)],
  [331, 338, "Fecha de devengo (solo clave A)", "0".repeat(8)],
  [339, 339, "Clave de mercado (D, otros)", "D"],
  [340, 500, "Blancos", " ".repeat(161)],
];

function expectRecord(line: string, expected: Expected) {
  expect(line).toHaveLength(500);
  expectDesign(line, expected);
}

describe("Modelo 193, the AEAT's file", () => {
  it("a type 1 record and one type 2 per perceptor, 500 characters each, ISO-8859-1, CR LF, in the record design's positions", async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=iso-8859-1");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="modelo-193-${YEAR}.txt"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(4 * 502);
    const lines = iconv.decode(Buffer.from(bytes), "latin1").split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(5);
    expectRecord(lines[0]!, DECLARANT);
    expectRecord(lines[1]!, perceptor(1, "X1234567L", "FERNANDEZ RUIZ ALEJANDRO", "08", "0000000300000", "0000000057000"));
    expectRecord(lines[2]!, perceptor(2, "00000000T", "LOPEZ HERRERA CARMEN", "41", "0000000800000", "0000000152000"));
    expectRecord(lines[3]!, perceptor(3, "12345678Z", "ROMERO SANZ JAVIER", "28", "0000001400000", "0000000266000"));
    // The declarant's totals are the perceptors' sums, to the cent.
    const sum = (from: number, to: number) => lines.slice(1, 4).reduce((total, line) => total + Number(line.slice(from - 1, to)), 0);
    expect([sum(152, 164), sum(169, 181)]).toEqual([Number(lines[0]!.slice(144, 159)), Number(lines[0]!.slice(159, 174))]);
  });

  it("keeps Ñ and Ç in the design's character set (one byte each) and takes accents off", async () => {
    const db = await testDb();
    await db.user.update({ where: { email: CARMEN }, data: { lastName: "Núñez Çelik" } });
    try {
      const bytes = Buffer.from(await (await download()).arrayBuffer());
      const carmen = iconv.decode(bytes, "latin1").split("\r\n")[2]!;
      expect(carmen.slice(35, 75)).toBe("NUÑEZ ÇELIK CARMEN".padEnd(40));
      expect(bytes.includes(Buffer.from([0xd1]))).toBe(true); // Ñ in ISO-8859-1
    } finally {
      await db.user.update({ where: { email: CARMEN }, data: { lastName: "López Herrera" } });
    }
  });

  it("the naturaleza is one of the design's list for clave B (01 to 07) in Configuración (Fiscalidad); anything else is a 400 on the field that changes nothing", async () => {
    for (const wrong of ["1", "1A", "123", "00", "08", "99"]) {
      const response = await taxSettingsPut(
        jsonRequest("PUT", "/api/settings/tax", { headers: { cookie: admin }, body: { modelo193Nature: wrong } }),
        params({}),
      );
      expect(response.status, wrong).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        modelo193Nature: "Una de las naturalezas de la clave B del Modelo 193: de 01 a 07",
      });
    }
    expect((await (await testDb()).setting.findUniqueOrThrow({ where: { id: 1 } })).modelo193Nature).toBe("01");
  });

  it("is refused (409) naming everything it cannot be made without, rather than written incomplete", async () => {
    const db = await testDb();
    await db.setting.update({ where: { id: 1 }, data: { clubNif: null, modelo193Nature: null } });
    await db.user.update({ where: { email: ALEJANDRO }, data: { nif: null, address: "Rue de Rivoli 1, Paris" } });
    try {
      const refused = await download();
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toBe(
        "Para generar el fichero del Modelo 193 falta: el NIF del club (Configuración, Fiscalidad); la naturaleza de la percepción (Configuración, Fiscalidad); el NIF de Alejandro Fernández Ruiz; un código postal español en el domicilio de Alejandro Fernández Ruiz.",
      );
      // The worksheet is still there to see what is missing.
      expect((await download("?format=csv")).status).toBe(200);
    } finally {
      await db.setting.update({ where: { id: 1 }, data: { clubNif: "B12345674", modelo193Nature: "01" } });
      await db.user.update({
        where: { email: ALEJANDRO },
        data: { nif: "X1234567L", address: "Carrer de Provença, 265, 1º 2ª, 08008 Barcelona" },
      });
    }
  });
});
