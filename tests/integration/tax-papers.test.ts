import { XMLParser } from "fast-xml-parser";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { GET as sepaRoute, POST as makeSepa } from "@/app/api/operations/[id]/liquidation/sepa/route";
import { GET as statementOfParticipation } from "@/app/api/investments/[id]/liquidation-statement/route";
import { GET as certificateRoute } from "@/app/api/tax-certificates/[year]/route";
import { POST as issueRoute } from "@/app/api/tax-certificates/[year]/issue/route";
import { GET as taxYearRoute } from "@/app/api/tax-years/[year]/route";
import { GET as modelo193Route } from "@/app/api/tax-years/[year]/modelo-193/route";
import { GET as statementRoute } from "@/app/api/statements/route";
import { GET as taxSettingsGet, PUT as taxSettingsPut } from "@/app/api/settings/tax/route";
import { PUT as paymentSettingsPut } from "@/app/api/settings/payments/route";
import { ADMIN, INVESTOR, signInAs, signInWithNewPassword } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { schemaErrors } from "@/server/platform/xml/schema";

/**
 * Issue 32, items 2–4: the liquidation statement (PDF, attached and downloadable), the payouts as a
 * SEPA pain.001.001.03 file, the year's certificates of withholding (PDF), Modelo 193 (CSV) and 123,
 * and the investor's statement of account (PDF, CSV). Every PDF is read back with a PDF parser
 * (unpdf, on PDF.js) and every figure compared with the movements. The liquidations are dated 2021,
 * a year the demo data never reaches, so the year's papers hold only what this file writes.
 */
const YEAR = "2021";
const CARMEN = "carmen.lopez@correo.example";
let admin: string;
let investor: string;
let carmen: string;

const get = (path: string, cookie: string) => jsonRequest("GET", path, { headers: cookie ? { cookie } : {} });
const post = (path: string, body: unknown, cookie = admin) => jsonRequest("POST", path, { headers: { cookie }, body });
const put = (path: string, body: unknown, cookie = admin) => jsonRequest("PUT", path, { headers: { cookie }, body });
const noParams = params({});
/** A CSV's text with its byte-order mark (Response.text() drops it). */
const csvText = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
const json = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;
const pdfText = async (bytes: ArrayBuffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, " ");

const liquidate = async (id: string, body: unknown) => {
  const response = await confirmRoute(post(`/api/operations/${id}/liquidation`, body), params({ id }));
  expect(response.status).toBe(200);
  return json(response);
};
/** Makes a batch (POST, issue 64: a GET never writes) and, when made, downloads its file; else the refusal. */
async function sepa(id: string, cookie = admin): Promise<Response> {
  const made = await makeSepa(jsonRequest("POST", `/api/operations/${id}/liquidation/sepa`, { headers: { cookie } }), params({ id }));
  if (made.status !== 201) return made;
  const { download } = (await made.json()) as { download: string };
  return sepaRoute(get(download, cookie), params({ id }));
}
const certificate = (year: string, cookie: string) => certificateRoute(get(`/api/tax-certificates/${year}`, cookie), params({ year }));
const issue = (year: string, cookie = admin) =>
  issueRoute(post(`/api/tax-certificates/${year}/issue`, undefined, cookie), params({ year }));
const taxYear = async (year: string) => json(await taxYearRoute(get(`/api/tax-years/${year}`, admin), params({ year })));

/** Two operations liquidated in 2021 (March and May), shared by the tests below in this order. */
let first: Awaited<ReturnType<typeof operationWith>>;
let second: Awaited<ReturnType<typeof operationWith>>;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  carmen = await signInWithNewPassword(CARMEN);
  const db = await testDb();
  await db.user.update({ where: { email: INVESTOR }, data: { nif: "12345678Z" } });
  await db.user.update({ where: { email: CARMEN }, data: { nif: "00000000T" } });
  expect(
    (
      await taxSettingsPut(
        put("/api/settings/tax", {
          clubLegalName: "Club de Inversión Hipotecaria, S.L.",
          clubNif: "b-12345674",
          clubAddress: "Calle de Alcalá, 1, 28014 Madrid",
          withholdingRates: [{ year: YEAR, rate: "19,00" }],
        }),
        noParams,
      )
    ).status,
  ).toBe(200);
  first = await operationWith([INVESTOR, "60000"], [CARMEN, "40000"]);
  // 150.000 − 10.000 − 100.000: nets 69.720,00 and 46.480,00 (tests/integration/liquidation.test.ts works it by hand).
  await liquidate(first.id, { proceeds: "150000", costs: [{ concept: "Costas", amount: "10000" }], date: `${YEAR}-03-15` });
});

describe("Configuración, Fiscalidad", () => {
  it("keeps the club's fiscal identity and the rates; a wrong NIF or a repeated year is a 400 that changes nothing", async () => {
    expect(await json(await taxSettingsGet(get("/api/settings/tax", admin), noParams))).toEqual({
      clubLegalName: "Club de Inversión Hipotecaria, S.L.",
      clubNif: "B12345674",
      clubAddress: "Calle de Alcalá, 1, 28014 Madrid",
      clubRegistry: "Registro Mercantil de Madrid, tomo 40000, folio 1, hoja M-700000", // the demo's, left as it was
      liquidationDaysAhead: 31,
      modelo193Nature: "01",
      withholdingRates: [{ year: 2021, rate: "19.00" }],
    });
    const wrong = await taxSettingsPut(
      put("/api/settings/tax", {
        clubNif: "B12345675",
        withholdingRates: [
          { year: "2030", rate: "19" },
          { year: "2030", rate: "101" },
        ],
      }),
      noParams,
    );
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).fields).toEqual({
      clubNif: "NIF no válido: revisa la letra inicial, los números y el carácter de control",
      "withholdingRates.1.rate": "Tipo entre 0 y 100, con hasta 2 decimales",
      "withholdingRates.1.year": "Ese año ya tiene un tipo",
    });
    expect((await taxSettingsPut(put("/api/settings/tax", {}, investor), noParams)).status).toBe(403);
    expect((await json(await taxSettingsGet(get("/api/settings/tax", admin), noParams))).clubNif).toBe("B12345674");
  });
});

describe("the liquidation statement", () => {
  it("is attached to each investor's e-mail and downloadable by them and the admins; nobody else", async () => {
    const db = await testDb();
    const [mail] = await db.email.findMany({
      where: { to: INVESTOR, subject: `Liquidación de ${first.title}` },
      select: { attachmentName: true, attachment: true },
    });
    expect(mail!.attachmentName).toBe(`liquidacion-${YEAR}-03-15.pdf`);
    const attached = await pdfText(mail!.attachment!);
    for (const line of [
      "Liquidación de tu participación",
      "Club de Inversión Hipotecaria, S.L.",
      "B12345674",
      "12345678Z",
      "Capital aportado 60.000,00 €",
      "Tu parte del resultado 24.000,00 €",
      "Comisión de éxito del club (50 % del resultado) 12.000,00 €",
      "Ganancia (rendimiento del capital mobiliario) 12.000,00 €",
      "Retención IRPF (19,00 % de la ganancia) 2.280,00 €",
      "Importe neto que recibes 69.720,00 €",
    ])
      expect(attached).toContain(line);

    const [own] = first.participations;
    const download = (cookie: string) =>
      statementOfParticipation(get(`/api/investments/${own}/liquidation-statement`, cookie), params({ id: own! }));
    const mine = await download(investor);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfText(await mine.arrayBuffer())).toContain("Importe neto que recibes 69.720,00 €");
    expect((await download(admin)).status).toBe(200);
    expect((await download(carmen)).status).toBe(404); // another investor of the same operation
    expect((await download("")).status).toBe(401);
  });
});

describe("the payouts as SEPA transfer batches", () => {
  type Transfer = Record<string, Record<string, unknown>>;
  type Pain001 = {
    Document: {
      "@_xmlns": string;
      CstmrCdtTrfInitn: {
        GrpHdr: Record<string, unknown>;
        PmtInf: Record<string, unknown> & { CdtTrfTxInf: Transfer | Transfer[] };
      };
    };
  };
  const read = (xml: string) => {
    const document = (new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as Pain001).Document;
    const { GrpHdr, PmtInf } = document.CstmrCdtTrfInitn;
    return { namespace: document["@_xmlns"], GrpHdr, PmtInf, transfers: [PmtInf.CdtTrfTxInf].flat() };
  };
  const sepaOf = (id: string, query: string) => sepaRoute(get(`/api/operations/${id}/liquidation/sepa${query}`, admin), params({ id }));

  it("is refused while the club's account is missing or nobody has a SEPA IBAN; else a batch of who can be paid, valid by the XSD", async () => {
    const db = await testDb();
    await paymentSettingsPut(
      put("/api/settings/payments", { clubIban: "", clubAccountHolder: "", clubBank: "", paymentDays: "10" }),
      noParams,
    );
    const noClub = await sepa(first.id);
    expect(noClub.status).toBe(409);
    expect((await json(noClub)).error).toBe(
      "Indica en Configuración (Cobros) el IBAN y el titular de la cuenta del club, desde la que se paga",
    );
    await paymentSettingsPut(
      put("/api/settings/payments", {
        clubIban: "ES91 2100 0418 4502 0005 1332",
        clubAccountHolder: "Club de Inversión Hipotecaria, S.L.",
        clubBank: "CaixaBank",
        paymentDays: "10",
      }),
      noParams,
    );
    // A Turkish IBAN (valid, outside the SEPA scheme) kept from before it was refused in Mis datos, and none at all.
    await db.user.update({ where: { email: INVESTOR }, data: { iban: "TR330006100519786457841326" } });
    await db.user.update({ where: { email: CARMEN }, data: { iban: null } });
    const nobody = await sepa(first.id);
    expect(nobody.status).toBe(409);
    expect((await json(nobody)).error).toBe(
      "Sin IBAN para la transferencia de Javier Romero Sanz, Carmen López Herrera: que lo indiquen en Mis datos.",
    );

    await db.user.update({ where: { email: INVESTOR }, data: { iban: "ES7921000813610123456789" } });
    const file = await sepa(first.id);
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(schemaErrors(xml, "pain.001.001.03.xsd")).toEqual([]);
    const batch = await db.payoutBatch.findFirstOrThrow({ where: { liquidation: { operationId: first.id } } });
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="transferencias-liquidacion-${YEAR}-03-15-${batch.number}.xml"`,
    );
    const { namespace, GrpHdr, PmtInf, transfers } = read(xml);
    expect(namespace).toBe("urn:iso:std:iso:20022:tech:xsd:pain.001.001.03");
    // The ids are the batch's, each within the schema's 35 characters.
    const messageId = `SEPA-${String(batch.number).padStart(8, "0")}`;
    expect([GrpHdr.MsgId, PmtInf.PmtInfId, (transfers[0]!.PmtId as { InstrId: string }).InstrId]).toEqual([
      messageId,
      `${messageId}.1`,
      `${messageId}.1.1`,
    ]);
    expect(batch.messageId).toBe(messageId);
    // CreDtTm is Madrid's wall clock with its offset.
    expect(GrpHdr.CreDtTm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect([GrpHdr.NbOfTxs, GrpHdr.CtrlSum, PmtInf.NbOfTxs, PmtInf.CtrlSum]).toEqual(["1", "69720.00", "1", "69720.00"]);
    expect(PmtInf.PmtMtd).toBe("TRF");
    expect(PmtInf.ChrgBr).toBe("SLEV");
    expect((PmtInf.DbtrAcct as { Id: { IBAN: string } }).Id.IBAN).toBe("ES9121000418450200051332");
    // The payer's address in the EPC's hybrid form (no lines-only address after 15 November 2026).
    expect(PmtInf.Dbtr).toEqual({
      Nm: "Club de Inversion Hipotecaria, S.L.",
      PstlAdr: { PstCd: "28014", TwnNm: "Madrid", Ctry: "ES", AdrLine: "Calle de Alcala, 1" },
    });

    const payouts = await db.payout.findMany({
      where: { liquidation: { operationId: first.id } },
      select: { investmentId: true, endToEndId: true, status: true, batchId: true },
    });
    const [javier, carmenP] = first.participations as [string, string];
    const payoutOf = (investmentId: string) => payouts.find((p) => p.investmentId === investmentId)!;
    const remittance = (investmentId: string) => `Liquidacion ${first.title.replace("ó", "o")} ${payoutOf(investmentId).endToEndId}`;
    const transferOf = (t: Transfer) => ({
      name: (t.Cdtr as { Nm: string }).Nm,
      iban: (t.CdtrAcct as { Id: { IBAN: string } }).Id.IBAN,
      amount: (t.Amt as { InstdAmt: { "#text": string; "@_Ccy": string } }).InstdAmt,
      text: (t.RmtInf as { Ustrd: string }).Ustrd,
      endToEndId: (t.PmtId as { EndToEndId: string }).EndToEndId,
    });
    // Each transfer's text and EndToEndId carry its payout's id: the bank's statement brings it back.
    expect(transfers.map(transferOf)).toEqual([
      {
        name: "Javier Romero Sanz",
        iban: "ES7921000813610123456789",
        amount: { "#text": "69720.00", "@_Ccy": "EUR" },
        text: remittance(javier),
        endToEndId: payoutOf(javier).endToEndId,
      },
    ]);
    // Javier's is sent in this batch; Carmen's waits, ordered, for her IBAN.
    expect([payoutOf(javier).status, payoutOf(javier).batchId, payoutOf(carmenP).status, payoutOf(carmenP).batchId]).toEqual([
      "sent",
      batch.id,
      "ordered",
      null,
    ]);

    // Carmen is still waiting: asking for a new batch names her.
    const waiting = await sepa(first.id);
    expect(waiting.status).toBe(409);
    expect((await json(waiting)).error).toBe("Sin IBAN para la transferencia de Carmen López Herrera: que lo indiquen en Mis datos.");

    // A Swiss account is outside the EEA: its transfer cannot go without the club's address.
    await db.user.update({ where: { email: CARMEN }, data: { iban: "CH9300762011623852957" } });
    await db.setting.update({ where: { id: 1 }, data: { clubAddress: "Madrid" } });
    const withoutAddress = await sepa(first.id);
    expect(withoutAddress.status).toBe(409);
    expect((await json(withoutAddress)).error).toBe(
      "Una transferencia a una cuenta de fuera del Espacio Económico Europeo (CH) lleva el domicilio del club: indícalo en Configuración (Fiscalidad) terminado en su código postal y localidad",
    );
    await db.setting.update({ where: { id: 1 }, data: { clubAddress: "Calle de Alcalá, 1, 28014 Madrid" } });

    await db.user.update({ where: { email: CARMEN }, data: { iban: "ES1000492352082414205416" } });
    const second = await sepa(first.id);
    const secondXml = await second.text();
    expect(schemaErrors(secondXml, "pain.001.001.03.xsd")).toEqual([]);
    const secondFile = read(secondXml);
    expect(secondFile.GrpHdr.MsgId).toBe(`SEPA-${String(batch.number + 1).padStart(8, "0")}`);
    expect(secondFile.transfers.map(transferOf)).toEqual([
      {
        name: "Carmen Lopez Herrera",
        iban: "ES1000492352082414205416",
        amount: { "#text": "46480.00", "@_Ccy": "EUR" },
        text: remittance(carmenP),
        endToEndId: payoutOf(carmenP).endToEndId,
      },
    ]);
    // With nothing ordered, making one is a 409; downloading gives the last file as it was: the bank refuses its MsgId a second time.
    expect((await sepa(first.id)).status).toBe(409);
    expect(await (await sepaOf(first.id, "")).text()).toBe(secondXml);
    expect(await (await sepaOf(first.id, `?batch=${batch.number}`)).text()).toBe(xml);
    expect((await sepaOf(first.id, "?batch=0")).status).toBe(400);
    expect((await sepaOf(first.id, `?batch=${batch.number + 50}`)).status).toBe(404);
    expect(
      (await db.payout.findMany({ where: { liquidation: { operationId: first.id } }, select: { status: true } })).map((p) => p.status),
    ).toEqual(["sent", "sent"]);
    expect((await sepa(first.id, investor)).status).toBe(403);
    // Each batch made and each file downloaded: two made, each downloaded, then the last and batch N again.
    expect(await db.auditEvent.count({ where: { action: "download", entityLabel: `${first.title} · transferencias SEPA` } })).toBe(6);
  });
});

describe("the year's tax papers", () => {
  it("certificate, Modelo 193 and Modelo 123 agree with the year's withholding movements, to the cent", async () => {
    // A second liquidation in May: 33.333,33 of capital for the investor, 1.234,57 of gain to share.
    second = await operationWith([INVESTOR, "33333.33"]);
    await liquidate(second.id, { proceeds: "35802.47", costs: [], date: `${YEAR}-05-20` });
    // 35.802,47 − 33.333,33 = 2.469,14; fee 1.234,57; gain 1.234,57; 19 % = 234,5683 → 234,57; net 33.333,33 + 1.000,00.

    const response = await certificate(YEAR, investor);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="certificado-retenciones-${YEAR}.pdf"`);
    const text = await pdfText(await response.arrayBuffer());
    for (const line of [
      "Certificado de retenciones e ingresos a cuenta del IRPF",
      `Ejercicio: ${YEAR}`,
      "Razón social: Club de Inversión Hipotecaria, S.L.",
      "NIF: B12345674",
      "Domicilio: Calle de Alcalá, 1, 28014 Madrid",
      "NIF: 12345678Z",
      "Domicilio: Calle de Ponzano, 58, 2º B, 28003 Madrid",
      `15/03/${YEAR} ${first.title} 12.000,00 € 2.280,00 € 9.720,00 €`,
      `20/05/${YEAR} ${second.title} 1.234,57 € 234,57 € 1.000,00 €`,
      "Total 13.234,57 € 2.514,57 € 10.720,00 €",
      // What the income is and how it was withheld on (issue 48): clave, naturaleza, base, % and withholding.
      "Clave de percepción (Modelo 193): B: rendimientos obtenidos por la cesión a terceros de capitales propios",
      "Naturaleza: 01",
      "Base de retención: 13.234,57 €",
      "Porcentaje de retención: 19",
      "Retenciones e ingresos a cuenta: 2.514,57 €",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("provisional"); // 2021 has ended

    const db = await testDb();
    const withheld = await db.movement.aggregate({
      where: { type: "RETENCION", status: "completed", transactionDate: { gte: new Date(`${YEAR}-01-01`), lt: new Date("2022-01-01") } },
      _sum: { amount: true },
    });
    expect(withheld._sum.amount!.toFixed(2)).toBe("4034.57"); // 2.280,00 + 1.520,00 + 234,57

    const csv = await csvText(await modelo193Route(get(`/api/tax-years/${YEAR}/modelo-193?format=csv`, admin), params({ year: YEAR })));
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFNIF;Apellidos y nombre;Código provincia;Clave;Percepción íntegra;Retenciones",
      "00000000T;Carmen López Herrera;41;B;8000,00;1520,00",
      "12345678Z;Javier Romero Sanz;28;B;13234,57;2514,57",
      "",
    ]);
    const column = (index: number) =>
      csv
        .split("\r\n")
        .slice(1, -1)
        .reduce((sum, line) => sum + Math.round(Number(line.split(";")[index]!.replace(",", ".")) * 100), 0);
    expect(column(5)).toBe(403457); // the CSV's withholding = the year's withholding movements

    const year = await taxYear(YEAR);
    expect(year.totals).toEqual({ gross: "21234.57", withholding: "4034.57", net: "17200.00" });
    expect(year.quarters).toEqual([
      { period: "1T", code: "1T", perceptors: 2, rentas: 2, gross: "20000.00", withholding: "3800.00" },
      { period: "2T", code: "2T", perceptors: 1, rentas: 1, gross: "1234.57", withholding: "234.57" },
      { period: "3T", code: "3T", perceptors: 0, rentas: 0, gross: "0.00", withholding: "0.00" },
      { period: "4T", code: "4T", perceptors: 0, rentas: 0, gross: "0.00", withholding: "0.00" },
    ]);
    expect((year.months as Record<string, unknown>[])[4]).toEqual({
      period: "Mayo",
      code: "05",
      perceptors: 1,
      rentas: 1,
      gross: "1234.57",
      withholding: "234.57",
    });

    // Carmen's certificate is hers; a year without withholding is a 404; a bad year a 400; signed out a 401.
    expect(await pdfText(await (await certificate(YEAR, carmen)).arrayBuffer())).toContain("Total 8.000,00 € 1.520,00 € 6.480,00 €");
    expect((await json(await certificate("2030", investor))).error).toBe("No hay rendimientos con retención en ese año");
    expect((await json(await certificate("19x", investor))).fields).toEqual({ year: "Año no válido: entre 2000 y 2100" });
    expect((await certificate(YEAR, "")).status).toBe(401);
    expect((await taxYearRoute(get(`/api/tax-years/${YEAR}`, investor), params({ year: YEAR }))).status).toBe(403);
  });

  it("issuing e-mails each perceptor their certificate once; again, only those whose figures changed", async () => {
    const db = await testDb();
    const sent = () =>
      db.email.findMany({ where: { kind: "tax-certificate" }, select: { to: true, attachmentName: true, attachment: true } });
    const once = await issue(YEAR);
    expect(await json(once)).toEqual({ issued: 2, unchanged: 0, withoutEmail: 0, withoutNif: 0, skipped: [] });
    const mails = await sent();
    expect(mails.map((m) => [m.to, m.attachmentName]).sort()).toEqual([
      [CARMEN, `certificado-retenciones-${YEAR}.pdf`],
      [INVESTOR, `certificado-retenciones-${YEAR}.pdf`],
    ]);
    expect(await pdfText(mails.find((m) => m.to === INVESTOR)!.attachment!)).toContain("Total 13.234,57 € 2.514,57 € 10.720,00 €");
    expect(await json(await issue(YEAR))).toEqual({ issued: 0, unchanged: 2, withoutEmail: 0, withoutNif: 0, skipped: [] });
    expect(await sent()).toHaveLength(2);

    // A late liquidation in December for Carmen: her figures change, the investor's do not.
    const late = await operationWith([CARMEN, "1000"]);
    await liquidate(late.id, { proceeds: "1100", costs: [], date: `${YEAR}-12-10` }); // gain 50,00; 9,50 withheld
    expect((await taxYear(YEAR)).totals).toEqual({ gross: "21284.57", withholding: "4044.07", net: "17240.50" });
    expect(await json(await issue(YEAR))).toEqual({ issued: 1, unchanged: 1, withoutEmail: 0, withoutNif: 0, skipped: [] });
    expect((await sent()).filter((m) => m.to === CARMEN)).toHaveLength(2);
    expect(await pdfText((await sent()).filter((m) => m.to === CARMEN)[1]!.attachment!)).toContain(
      "Total 8.050,00 € 1.529,50 € 6.520,50 €",
    );

    expect((await issue(YEAR, investor)).status).toBe(403);
    expect((await json(await issue("2030"))).error).toBe("No hay rendimientos con retención en ese año");
    expect(
      await db.auditEvent.count({ where: { entityType: "tax_certificates", entityLabel: `Certificados de retenciones ${YEAR}` } }),
    ).toBe(3);
  });
});

describe("the statement of account", () => {
  it("holds the positions at the end, the period's completed movements and their totals, as CSV and PDF; only one's own", async () => {
    const statement = (query: string, cookie = investor) => statementRoute(get(`/api/statements?${query}`, cookie), params({}));
    const csv = await csvText(await statement(`from=${YEAR}-03-01&to=${YEAR}-03-31&format=csv`));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(`\uFEFFExtracto del 01/03/${YEAR} al 31/03/${YEAR}`);
    // Comprometido; Aportado; Devuelto (the capital); Beneficio (24.000 − 12.000 of fee); Retenido; Recibido: nothing the bank
    // showed paid; Por recibir: the transfer sent in the SEPA file above, 60.000 + 12.000 − 2.280.
    expect(lines).toContain("Operación;Estado;Comprometido;Aportado;Devuelto;Beneficio;Retenido;Recibido;Por recibir");
    expect(lines).toContain(`${first.title};Liquidada;60000,00;60000,00;60000,00;12000,00;2280,00;0,00;69720,00`);
    expect(lines).toContain("Fecha;Tipo;Operación;Importe;Referencia");
    // Dates as every CSV of the platform writes them, as the specification shows dates: dd/mm/yyyy.
    expect(lines.filter((line) => line.startsWith(`15/03/${YEAR};`)).sort()).toEqual(
      [
        `15/03/${YEAR};Beneficio;${first.title};24000,00;Liquidación ${first.title}`,
        `15/03/${YEAR};Comisión de éxito;${first.title};-12000,00;Liquidación ${first.title}`,
        `15/03/${YEAR};Devolución;${first.title};60000,00;Liquidación ${first.title}`,
        `15/03/${YEAR};Retención IRPF;${first.title};-2280,00;Liquidación ${first.title}`,
      ].sort(),
    );
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Signed from the investor's side, as Mis Movimientos: what is kept from them is negative.
    expect(lines).toContain("Retención IRPF;-2280,00");
    // Carmen's movements are never in the investor's statement.
    expect(csv).not.toContain("46480");
    expect(csv).not.toContain("1520,00");

    const pdf = await statement(`from=${YEAR}-03-01&to=${YEAR}-03-31&format=pdf`);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="extracto-${YEAR}-03-01-${YEAR}-03-31.pdf"`);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(`Extracto de cuenta del 01/03/${YEAR} al 31/03/${YEAR}`);
    expect(text).toContain(`15/03/${YEAR} Retención IRPF`);
    expect(text).toContain("Retención IRPF −2.280,00 €");
    // The positions' headers whole: set smaller where a word would not fit its column (issue 67: "Compromet ido").
    expect(text).toContain("Operación Estado Comprometido Aportado Devuelto Beneficio Retenido Recibido Por recibir");

    const backwards = await statement(`from=${YEAR}-04-01&to=${YEAR}-03-01`);
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).fields).toEqual({ from: "La fecha inicial no puede ser posterior a la final" });
    expect((await json(await statement("format=xls"))).fields).toEqual({ format: "Formato no válido: pdf o csv" });
    expect((await statement("from=2031-02-30")).status).toBe(400);
    expect((await statement("", "")).status).toBe(401);
  });
});
