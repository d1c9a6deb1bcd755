import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { GET as documentFileRoute } from "@/app/api/documents/[id]/file/route";
import { GET as readDocumentRoute } from "@/app/api/documents/[id]/route";
import { POST as createContractRoute } from "@/app/api/contracts/route";
import { GET as contractFileRoute } from "@/app/api/contracts/[id]/file/route";
import { DOWNLOAD_LOG_WINDOW_MS } from "@/server/files/download-log";
import { DECLARED_LENGTH_HEADER } from "@/server/platform/request/internal-headers";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { auditMark, auditSince } from "../helpers/audit";
import { seedDatabase, testDb } from "../helpers/db";
import { INVESTOR_B, ownershipFixtures, type OwnershipFixtures } from "../helpers/fixtures";
import { pdfBytes, uploadFile } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";

/**
 * Serving a stored file (server/files/serve-file.ts): byte ranges as RFC 9110 reads them (a last
 * position past the end is clamped, however large), HEAD with the length, the download's name
 * (the type's extension, no invisible characters) and the download log, which every GET of a
 * private file that sends bytes reaches, whatever its Range says.
 */
let f: OwnershipFixtures;
const cookies: Record<"admin" | "investor" | "other", string> = { admin: "", investor: "", other: "" };
const SIZE = 4096;
const bytes = pdfBytes(SIZE, "descargas");
let privateDoc = "";
let publicDoc = "";
let contract = "";

async function createDocument(fields: Record<string, unknown>, name = "nota.pdf", content = bytes) {
  const { uploadId } = await uploadFile(cookies.admin, content, name);
  const response = await createDocumentRoute(
    jsonRequest("POST", "/api/documents", {
      headers: { cookie: cookies.admin },
      body: { type: "Nota", operationId: f.a.operationId, ...fields, uploadId },
    }),
    params({}),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; originalName: string };
}

beforeAll(async () => {
  await seedDatabase();
  f = await ownershipFixtures();
  cookies.admin = await signInAs(ADMIN);
  cookies.investor = await signInAs(INVESTOR);
  cookies.other = await signInAs(INVESTOR_B);
  privateDoc = (await createDocument({ name: "Tasación", isPublic: false, visibleToInvestors: true })).id;
  publicDoc = (await createDocument({ name: "Dossier", isPublic: true })).id;
  const { uploadId } = await uploadFile(cookies.admin, bytes, "cpo.pdf", "contract");
  const created = await createContractRoute(
    jsonRequest("POST", "/api/contracts", {
      headers: { cookie: cookies.admin },
      body: { title: "CPO", type: "CPO", operationId: f.a.operationId, status: "active", uploadId },
    }),
    params({}),
  );
  expect(created.status).toBe(201);
  contract = ((await created.json()) as { id: string }).id;
});

function get(id: string, cookie: string | null, headers: Record<string, string> = {}, method = "GET", peer = "203.0.113.9") {
  return documentFileRoute(
    jsonRequest(method, `/api/documents/${id}/file`, { headers: { ...(cookie ? { cookie } : {}), ...headers }, peer }),
    params({ id }),
  );
}
const ranged = (range: string, id = privateDoc) => get(id, cookies.investor, { range });

async function logRows() {
  return (await testDb()).downloadLog.findMany({ orderBy: { downloadedAt: "asc" } });
}

describe("byte ranges (RFC 9110 §14)", () => {
  it("clamps a last position past the end, however large, to the last byte", async () => {
    for (const range of [
      "bytes=0-99999999999999999999",
      "bytes=0-4096",
      `bytes=0-${Number.MAX_SAFE_INTEGER}`,
      "bytes=0-9007199254740993",
    ]) {
      const response = await ranged(range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(`bytes 0-${SIZE - 1}/${SIZE}`);
      expect(response.headers.get("content-length"), range).toBe(String(SIZE));
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), range).toBe(true);
    }
    const tail = await ranged("bytes=4000-99999999999999999999");
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes 4000-${SIZE - 1}/${SIZE}`);
    expect((await tail.arrayBuffer()).byteLength).toBe(SIZE - 4000);
  });

  it("a suffix longer than the file is the whole file; leading zeros and the unit's case are read as RFC 9110 says", async () => {
    const cases: [string, string, number][] = [
      ["bytes=-99999999999999999999", `bytes 0-${SIZE - 1}/${SIZE}`, SIZE],
      ["bytes=-999999999", `bytes 0-${SIZE - 1}/${SIZE}`, SIZE],
      ["bytes=00-", `bytes 0-${SIZE - 1}/${SIZE}`, SIZE],
      ["bytes=0001-0003", `bytes 1-3/${SIZE}`, 3],
      ["Bytes=0-3", `bytes 0-3/${SIZE}`, 4],
      ["bytes=-10", `bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`, 10],
    ];
    for (const [range, contentRange, length] of cases) {
      const response = await ranged(range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(contentRange);
      expect(response.headers.get("content-length"), range).toBe(String(length));
      expect((await response.arrayBuffer()).byteLength, range).toBe(length);
    }
  });

  it("a first position past the end is 416 with the size; an invalid or multiple range is ignored (the whole file, 200)", async () => {
    for (const range of ["bytes=4096-", "bytes=99999999999999999999-", "bytes=99999999999999999999-99999999999999999999", "bytes=-0"]) {
      const response = await ranged(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe(`bytes */${SIZE}`);
    }
    for (const range of ["bytes=5-3", "bytes=0-1,5-9", "bytes=x-", "items=0-3", "bytes=--3"]) {
      const response = await ranged(range);
      expect(response.status, range).toBe(200);
      expect(response.headers.get("content-range"), range).toBeNull();
      expect(response.headers.get("content-length"), range).toBe(String(SIZE));
      expect((await response.arrayBuffer()).byteLength, range).toBe(SIZE);
    }
  });

  it("HEAD answers the length (and the range's) with no body, and declares it for server.ts to restore", async () => {
    const whole = await get(privateDoc, cookies.investor, {}, "HEAD");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(SIZE));
    expect(whole.headers.get(DECLARED_LENGTH_HEADER)).toBe(String(SIZE));
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("application/pdf");
    expect(whole.body).toBeNull();
    const part = await get(privateDoc, cookies.investor, { range: "bytes=10-19" }, "HEAD");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-length")).toBe("10");
    expect(part.headers.get(DECLARED_LENGTH_HEADER)).toBe("10");
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${SIZE}`);
  });
});

describe("the download log", () => {
  beforeEach(async () => {
    await (await testDb()).downloadLog.deleteMany();
  });

  it("logs a person's first request of a private file whatever its range, with its audit row", async () => {
    const forms = [
      "",
      "bytes=-999999999",
      "bytes=00-",
      "bytes=1-",
      "bytes=4000-4095",
      "bytes=-1",
      "bytes=0-99999999999999999999",
      "bytes=0-1,5-9",
    ];
    for (const range of forms) {
      await (await testDb()).downloadLog.deleteMany();
      const mark = await auditMark();
      const response = await get(privateDoc, cookies.investor, range ? { range } : {});
      expect(response.ok, range).toBe(true);
      await response.arrayBuffer();
      const rows = await logRows();
      expect(rows, range).toHaveLength(1);
      expect(rows[0], range).toMatchObject({
        documentId: privateDoc,
        contractId: null,
        userId: f.a.id,
        userEmail: INVESTOR,
        address: "203.0.113.9",
      });
      expect(
        (await auditSince(mark)).map(({ action, entityType, entityId, actorEmail }) => ({ action, entityType, entityId, actorEmail })),
        range,
      ).toEqual([{ action: "download", entityType: "document", entityId: privateDoc, actorEmail: INVESTOR }]);
    }
  });

  it("a resumed or segmented download within ten minutes is one row; after ten minutes a request is a new download", async () => {
    const segments = ["bytes=0-1023", "bytes=1024-2047", "bytes=2048-", "", "bytes=-10", "bytes=100-"];
    for (const range of segments) expect((await ranged(range)).ok, range).toBe(true);
    expect(await logRows()).toHaveLength(1);

    const db = await testDb();
    const [first] = await logRows();
    await db.downloadLog.update({ where: { id: first!.id }, data: { downloadedAt: new Date(Date.now() - DOWNLOAD_LOG_WINDOW_MS - 1000) } });
    expect((await ranged("bytes=2048-")).status).toBe(206);
    expect((await ranged("bytes=0-")).status).toBe(206);
    const rows = await logRows();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.userId)).toEqual([f.a.id, f.a.id]);
  });

  it("simultaneous range requests of one person are one row", async () => {
    const mark = await auditMark();
    const responses = await Promise.all(Array.from({ length: 16 }, (_, i) => ranged(`bytes=${i * 256}-${i * 256 + 255}`)));
    expect(responses.map((response) => response.status)).toEqual(Array(16).fill(206));
    expect(await logRows()).toHaveLength(1);
    expect((await auditSince(mark)).filter((row) => row.action === "download")).toHaveLength(1);
  });

  it("each person has their own row; admins' downloads are logged too; contracts as documents", async () => {
    await ranged("bytes=1-");
    await get(privateDoc, cookies.admin, { range: "bytes=-999999999" });
    await contractDownload(contract, cookies.investor, "bytes=00-");
    const rows = await logRows();
    expect(rows.map(({ documentId, contractId, userEmail }) => ({ documentId, contractId, userEmail }))).toEqual(
      expect.arrayContaining([
        { documentId: privateDoc, contractId: null, userEmail: INVESTOR },
        { documentId: privateDoc, contractId: null, userEmail: ADMIN },
        { documentId: null, contractId: contract, userEmail: INVESTOR },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it("logs nothing for a HEAD, a 416, a public file or a refused request", async () => {
    expect((await get(privateDoc, cookies.investor, {}, "HEAD")).status).toBe(200);
    expect((await get(privateDoc, cookies.investor, { range: "bytes=0-9" }, "HEAD")).status).toBe(206);
    expect((await ranged("bytes=99999999999999999999-")).status).toBe(416);
    expect((await get(publicDoc, cookies.investor, { range: "bytes=1-" })).status).toBe(206);
    expect((await get(privateDoc, cookies.other, { range: "bytes=1-" })).status).toBe(404);
    expect((await get(privateDoc, null)).status).toBe(404);
    expect(await logRows()).toEqual([]);
  });
});

function contractDownload(id: string, cookie: string, range: string) {
  return contractFileRoute(
    jsonRequest("GET", `/api/contracts/${id}/file`, { headers: { cookie, range }, peer: "203.0.113.9" }),
    params({ id }),
  );
}

describe("the download's name", () => {
  const disposition = async (id: string) => (await get(id, cookies.admin)).headers.get("content-disposition");

  it("ends in the extension of the type read from the bytes, at upload and when served", async () => {
    const upload = await uploadFile(cookies.admin, bytes, "poly.html");
    expect(upload).toMatchObject({ originalName: "poly.pdf", contentType: "application/pdf" });
    const doc = await createDocument({ name: "Políglota", isPublic: false }, "poly.html");
    expect(doc.originalName).toBe("poly.pdf");
    expect(await disposition(doc.id)).toBe(`attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`);
    expect((await uploadFile(cookies.admin, bytes, "informe")).originalName).toBe("informe.pdf");
    expect((await uploadFile(cookies.admin, bytes, "Informe v2.1")).originalName).toBe("Informe v2.1.pdf");
    expect((await uploadFile(cookies.admin, bytes, "Contrato.PDF")).originalName).toBe("Contrato.PDF");
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expect((await uploadFile(cookies.admin, jpeg, "foto.jpeg")).originalName).toBe("foto.jpeg");
    expect((await uploadFile(cookies.admin, jpeg, "foto.pdf")).originalName).toBe("foto.jpg");
  });

  it("loses bidirectional and other invisible format characters, at upload and for rows stored before", async () => {
    const spoofed = "factura\u202Efdp.exe"; // shows as "facturaexe.pdf"
    const upload = await uploadFile(cookies.admin, bytes, spoofed);
    expect(upload.originalName).toBe("facturafdp.pdf");
    const hidden = "a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u200Bl\u2060m\uFEFFn\u061Co.pdf";
    expect((await uploadFile(cookies.admin, bytes, hidden)).originalName).toBe("abcdefghijklmno.pdf");
    const uploads = await (await testDb()).pendingUpload.findMany({ select: { originalName: true } });
    for (const { originalName } of uploads) expect(originalName).not.toMatch(/[\p{Cf}\p{Cc}]/u);

    // A row stored before the rule: served under a clean name with its type's extension.
    const doc = await createDocument({ name: "Antiguo", isPublic: false });
    await (await testDb()).document.update({ where: { id: doc.id }, data: { originalName: "informe\u202Elmth.pdf" } });
    expect(await disposition(doc.id)).toBe(`attachment; filename="informelmth.pdf"; filename*=UTF-8''informelmth.pdf`);
    const read = await readDocumentRoute(
      jsonRequest("GET", `/api/documents/${doc.id}`, { headers: { cookie: cookies.admin } }),
      params({ id: doc.id }),
    );
    expect(((await read.json()) as { originalName: string }).originalName).toBe("informelmth.pdf");
    await (await testDb()).document.update({ where: { id: doc.id }, data: { originalName: "poly.html" } });
    expect(await disposition(doc.id)).toBe(`attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`);
  });
});
