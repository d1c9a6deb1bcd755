import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { GET as certificateRoute } from "@/app/api/tax-certificates/[year]/route";
import { POST as issueRoute } from "@/app/api/tax-certificates/[year]/issue/route";
import { certificatePdf } from "@/server/tax/certificate";
import type { Perceptor } from "@/server/tax/payments";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";

/**
 * Issue 48, item 3: certificates only from complete data. The club's identity is required; a
 * perceptor without a NIF is named and left out; before the year ends a certificate says it is
 * provisional; the font prints every Latin letter of the EU and no text is cut. Year 2023: nothing
 * else here reaches it.
 */
const YEAR = "2023";
const ALEJANDRO = "alejandro.fernandez@correo.example";
let admin: string;
let investor: string;

const issue = () =>
  issueRoute(jsonRequest("POST", `/api/tax-certificates/${YEAR}/issue`, { headers: { cookie: admin } }), params({ year: YEAR }));
const ownCertificate = () =>
  certificateRoute(jsonRequest("GET", `/api/tax-certificates/${YEAR}`, { headers: { cookie: investor } }), params({ year: YEAR }));
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  const db = await testDb();
  await db.user.update({ where: { email: INVESTOR }, data: { nif: "12345678Z" } });
  await db.user.update({ where: { email: ALEJANDRO }, data: { nif: null } });
  const operation = await operationWith([INVESTOR, "10000"], [ALEJANDRO, "10000"]);
  const liquidated = await confirmRoute(
    jsonRequest("POST", "/x", { headers: { cookie: admin }, body: { proceeds: "24000", costs: [], date: `${YEAR}-04-20` } }),
    params({ id: operation.id }),
  );
  expect(liquidated.status).toBe(200);
});

describe("certificates from complete data", () => {
  it("are refused (409) while the club's NIF or fiscal address is missing, naming them; nothing is sent", async () => {
    const db = await testDb();
    await db.setting.update({ where: { id: 1 }, data: { clubNif: null, clubAddress: null } });
    const emails = await db.email.count();
    try {
      const refused = await issue();
      expect(refused.status).toBe(409);
      const message = "Para emitir certificados falta en Configuración (Fiscalidad): el NIF del club, el domicilio fiscal del club.";
      expect(((await refused.json()) as { error: string }).error).toBe(message);
      expect(((await (await ownCertificate()).json()) as { error: string }).error).toBe(message);
      expect(await db.email.count()).toBe(emails);
    } finally {
      await db.setting.update({ where: { id: 1 }, data: { clubNif: "B12345674", clubAddress: "Calle de Velázquez, 50, 28001 Madrid" } });
    }
  });

  it("leave out, by name, a perceptor without a NIF; they get no certificate until they give it", async () => {
    const response = await issue();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      issued: 1,
      unchanged: 0,
      withoutEmail: 0,
      withoutNif: 1,
      skipped: ["Alejandro Fernández Ruiz (sin NIF)"],
    });
    expect(await (await testDb()).taxCertificate.count({ where: { year: Number(YEAR), user: { email: ALEJANDRO } } })).toBe(0);
  });

  it("say they are provisional before the year ends, print every Latin letter of the EU, and cut no text", async () => {
    const title = "Local comercial en la Calle de Fuencarral esquina con la Gran Vía – Crédito hipotecario NPL con subasta";
    const perceptor: Perceptor = {
      userId: "u",
      name: "Łukasz Żółć Ștefan Őry Ærøskøbing",
      surnamesFirst: "Żółć Łukasz",
      nif: "X1234567L",
      company: false,
      address: "Ulica Długa 1, 80-831 Gdańsk",
      email: null,
      payments: [{ userId: "u", date: `${YEAR}-04-20`, operationTitle: title, gross: "1000.00", withholding: "190.00", net: "810.00" }],
      gross: "1000.00",
      withholding: "190.00",
      net: "810.00",
    };
    const club = { name: "Club Inversión Hipotecaria, S.L.", nif: "B12345674", address: "Calle de Velázquez, 50, 28001 Madrid" };
    const text = await pdfText(
      await certificatePdf(club, perceptor, Number(YEAR), { nature: "01", rate: "19.00" }, new Date(`${YEAR}-12-01T10:00:00Z`)),
    );
    expect(text).toContain(
      `Certificado provisional: el ejercicio ${YEAR} aún no ha terminado y sus cifras pueden cambiar hasta el 31/12/${YEAR}.`,
    );
    expect(text).toContain("Nombre: Łukasz Żółć Ștefan Őry Ærøskøbing");
    expect(text).toContain("Domicilio: Ulica Długa 1, 80-831 Gdańsk");
    // The long title wraps in its column: every word is there, none cut.
    for (const word of title.split(" ")) expect(text).toContain(word);
    const final = await pdfText(
      await certificatePdf(club, perceptor, Number(YEAR), { nature: "01", rate: "19.00" }, new Date("2024-01-15T10:00:00Z")),
    );
    expect(final).not.toContain("provisional");
  });
});
