import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, ownInvestor } from "../fixtures";
import { euSanctionsXml } from "../../helpers/sanctions-xml";

/** A document's photo as a phone sends it: a PNG of `width` × `height` (a card drawn in two colours). */
function documentPhoto(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const band = y < height / 4 || (x > width / 10 && x < width / 3 && y > height / 3);
      rows.set(band ? [30, 80, 160] : [235, 235, 225], at);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A two-page PDF scan of a document's back. */
async function documentScan(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of ["Reverso del documento", "Página 2"]) {
    const sheet = pdf.addPage([420, 260]);
    sheet.drawRectangle({ x: 20, y: 20, width: 380, height: 220, borderColor: rgb(0.1, 0.3, 0.6), borderWidth: 3 });
    sheet.drawText(page, { x: 40, y: 200, size: 18, font });
  }
  return Buffer.from(await pdf.save());
}

/** Letters only: the screening compares names, and a name has no digits. */
const letters = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

/**
 * Issue 67, item 2 (Must show): a verification is reviewed with its evidence in view — the document's photo shown on
 * the page (its own image, loaded, at least 100 px wide), the PDF as its pages — the data beside it, the decision
 * after them; a sanctions match still open is the first thing the review and the investor's page say.
 */
test("a verification is reviewed with its photo and its PDF shown, and an open match said first", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin, viewport: { width: 1366, height: 900 } })).newPage();
  const firstName = `Revisada${letters()}`;
  const { id, context } = await ownInvestor(admin.request, browser, firstName, { verified: false });
  const investor = context.request;
  const upload = async (name: string, data: Buffer) => {
    const sent = await investor.post(`/api/files?purpose=identity`, {
      data,
      headers: { "content-type": "application/octet-stream", "x-file-name": name, ...fromTheSite().headers },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return ((await sent.json()) as { uploadId: string }).uploadId;
  };
  const declared = await investor.post("/api/account/verification", {
    data: {
      documentType: "DNI",
      documentNumber: "12345678Z",
      documentExpiry: "2031-05-01",
      nationality: "ES",
      birthDate: "1975-04-12",
      address: "Calle de Serrano 10, 28001 Madrid",
      profession: "Arquitecta",
      pep: "no",
      purpose: "Invertir mis ahorros",
      fundsSource: "savings",
      plannedAmount: "20000",
      documentFrontUploadId: await upload("dni-anverso.png", documentPhoto(640, 400)),
      documentBackUploadId: await upload("dni-reverso.pdf", await documentScan()),
      riskAcknowledged: true,
    },
    ...fromTheSite(),
  });
  expect(declared.status(), await declared.text()).toBe(200);
  // The club loads a list that names her: her match is open.
  const listed = await admin.request.post("/api/sanctions-lists", {
    data: euSanctionsXml([{ reference: `EU.${letters()}`, names: [`${firstName} Prueba`] }]),
    headers: { "content-type": "application/octet-stream", "x-file-name": "lista-sanciones-e2e.xml", ...fromTheSite().headers },
  });
  expect(listed.status(), await listed.text()).toBe(200);

  try {
    await open(admin, `/admin/verificaciones/${id}`);
    // The open match first: above the state, and in the badge.
    const alert = admin.getByTestId("open-match");
    await expect(alert).toContainText("Una coincidencia con la lista de sanciones por revisar");
    const state = admin.getByRole("heading", { name: "Estado", exact: true });
    expect((await alert.boundingBox())!.y).toBeLessThan((await state.boundingBox())!.y);
    await expect(admin.getByText("Pendiente de revisión · coincidencia por revisar")).toBeVisible();
    await expect(admin.getByTestId("screening-line")).toContainText(
      /^Cotejado con la lista lista-sanciones-e2e\.xml, cargada el .*: una coincidencia\.$/,
    );

    // The photo on the page: its own image, loaded, at least 100 px wide.
    const photo = admin.getByRole("img", { name: "Documento (anverso)" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
    expect((await photo.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    // The PDF as its pages.
    const pages = admin.getByTestId("pdf-pages").getByRole("img");
    await expect(pages).toHaveCount(2, { timeout: 20_000 });
    await expect(pages.first()).toHaveAccessibleName(/, página 1 de 2$/);
    expect((await pages.first().boundingBox())!.width).toBeGreaterThanOrEqual(100);
    // Zoomed on a click.
    await admin.getByRole("button", { name: "Ampliar: Documento (anverso)" }).click();
    const zoom = admin.getByRole("dialog", { name: "Documento (anverso)" });
    await expect(zoom.getByRole("img")).toBeVisible();
    await admin.keyboard.press("Escape");

    // The data beside the evidence, the decision after it.
    const documents = await admin.getByRole("heading", { name: "Documentos", exact: true }).boundingBox();
    const declaration = await admin.getByRole("heading", { name: "Declaración", exact: true }).boundingBox();
    const decision = await admin.getByRole("heading", { name: "Decisión", exact: true }).boundingBox();
    expect(Math.abs(documents!.y - declaration!.y)).toBeLessThan(5);
    expect(decision!.y).toBeGreaterThan(documents!.y);

    // The investor's page says the match first too.
    await open(admin, `/admin/inversores/${id}`);
    await expect(admin.getByTestId("open-match")).toContainText("Una coincidencia con la lista de sanciones por revisar");
    await expect(admin.getByText("Pendiente de revisión · coincidencia por revisar")).toBeVisible();
  } finally {
    await context.close();
  }
});
