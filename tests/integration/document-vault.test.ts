import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { DELETE as deleteDocumentRoute, PUT as updateDocumentRoute } from "@/app/api/documents/[id]/route";
import { GET as documentFileRoute } from "@/app/api/documents/[id]/file/route";
import { GET as documentDownloadsRoute } from "@/app/api/documents/[id]/downloads/route";
import { POST as createContractRoute } from "@/app/api/contracts/route";
import { GET as contractFileRoute } from "@/app/api/contracts/[id]/file/route";
import { DELETE as deleteOperationRoute } from "@/app/api/operations/[id]/route";
import { PENDING_UPLOAD_TTL_MS, sweepStaleUploads } from "@/server/files/pending-uploads";
import { storage } from "@/server/platform/storage";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { INVESTOR_B, ownershipFixtures, type OwnershipFixtures } from "../helpers/fixtures";
import { pdfBytes, uploadFile, uploadRequest } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";

type Fixtures = OwnershipFixtures;
let f: Fixtures;
const cookies: Record<string, string | undefined> = {};

beforeAll(async () => {
  await seedDatabase();
  f = await ownershipFixtures();
  cookies.admin = await signInAs(ADMIN);
  cookies.withPosition = await signInAs(INVESTOR);
  cookies.withoutPosition = await signInAs(INVESTOR_B);
});

async function createDocument(body: Record<string, unknown>) {
  const response = await createDocumentRoute(
    jsonRequest("POST", "/api/documents", { body, headers: { cookie: cookies.admin! } }),
    params({}),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string; fileUrl: string } };
}

/** A document with a freshly uploaded PDF (`bytes`), made by the admin: a "Nota" of operation A unless `fields` say otherwise. */
async function documentWithFile(fields: Record<string, unknown> & { name: string }, bytes = pdfBytes()) {
  const uploadId = (await uploadFile(cookies.admin!, bytes)).uploadId;
  return createDocument({ type: "Nota", operationId: f.a.operationId, ...fields, uploadId });
}

/** A "CPO" contract of `operationId` with a freshly uploaded PDF, made by the admin; its status and id. */
async function contractWithFile(operationId: string, status: string, bytes = pdfBytes()) {
  const uploadId = (await uploadFile(cookies.admin!, bytes, "cpo.pdf", "contract")).uploadId;
  const response = await createContractRoute(
    jsonRequest("POST", "/api/contracts", {
      headers: { cookie: cookies.admin! },
      body: { title: "CPO", type: "CPO", operationId, status, uploadId },
    }),
    params({}),
  );
  return { status: response.status, id: ((await response.json()) as { id: string }).id };
}

/** Where a document's file is kept in the storage. */
async function documentKey(id: string): Promise<string> {
  return (await (await testDb()).document.findUniqueOrThrow({ where: { id } })).storageKey!;
}

const download = (route: typeof documentFileRoute, kind: string, id: string, cookie?: string, headers: Record<string, string> = {}) =>
  route(
    jsonRequest("GET", `/api/${kind}/${id}/file`, { headers: { ...(cookie ? { cookie } : {}), ...headers }, peer: "203.0.113.7" }),
    params({ id }),
  );

async function storedKeys(): Promise<string[]> {
  const db = await testDb();
  const rows = [
    ...(await db.document.findMany({ where: { storageKey: { not: null } }, select: { storageKey: true } })),
    ...(await db.contract.findMany({ where: { storageKey: { not: null } }, select: { storageKey: true } })),
    ...(await db.pendingUpload.findMany({ select: { storageKey: true } })),
  ];
  return rows.map((row) => row.storageKey!);
}

describe("uploads", () => {
  it("stores a file checked by its bytes, keeps its original name, and attaches it when the document is saved", async () => {
    const bytes = pdfBytes(10_000, "nota simple");
    const upload = await uploadFile(cookies.admin!, bytes, "Nota simple – Chamberí.pdf");
    expect(upload).toMatchObject({ originalName: "Nota simple – Chamberí.pdf", contentType: "application/pdf", size: 10_000 });

    const created = await createDocument({
      name: "Nota simple",
      type: "Registro",
      operationId: f.a.operationId,
      uploadId: upload.uploadId,
      fileSize: "1",
    });
    expect(created.status).toBe(201);
    expect(created.body.fileUrl).toBe(`/api/documents/${created.body.id}/file`);
    expect(created.body).toMatchObject({ fileSize: 10_000, originalName: "Nota simple – Chamberí.pdf" });
    expect(await (await testDb()).pendingUpload.count({ where: { id: upload.uploadId } })).toBe(0);

    const response = await download(documentFileRoute, "documents", created.body.id, cookies.admin);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''Nota%20simple%20%E2%80%93%20Chamber%C3%AD.pdf");
  });

  it("refuses a file whose bytes are not an allowed type, whatever its name and Content-Type, and stores nothing", async () => {
    const before = await storedKeys();
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const response = await uploadRequest(cookies.admin!, html, "contrato.pdf", "document", { "content-type": "application/octet-stream" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Tipo de archivo no permitido", fields: { file: "Tipo de archivo no permitido" } });
    expect(await storedKeys()).toEqual(before);
  });

  it("accepts a Word file for a document but not for a contract", async () => {
    const docx = fs.readFileSync(path.join(__dirname, "../fixtures/files/informe.docx"));
    expect((await uploadRequest(cookies.admin!, docx, "informe.docx", "document")).status).toBe(201);
    const refused = await uploadRequest(cookies.admin!, docx, "informe.docx", "contract");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.file).toBe("Tipo de archivo no permitido");
  });

  it("refuses a file over the size limit with the Spanish message, and stores nothing", async () => {
    const before = await storedKeys();
    const response = await uploadRequest(cookies.admin!, pdfBytes(25 * 1024 * 1024 + 1), "enorme.pdf");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "El archivo supera el tamaño máximo de 25 MB",
      fields: { file: "El archivo supera el tamaño máximo de 25 MB" },
    });
    expect(await storedKeys()).toEqual(before);
  });

  it("leaves no file and no row when the upload breaks half-way", async () => {
    const before = await storedKeys();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(pdfBytes(64 * 1024));
        controller.error(new Error("connection reset"));
      },
    });
    const response = await uploadRequest(cookies.admin!, broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { file: "La subida se interrumpió: vuelve a intentarlo" } });
    expect(await storedKeys()).toEqual(before);
    for (const key of before) expect(await storage().exists(key)).toBe(true);
  });

  it("keeps a failed save's upload for a retry, and sweeps an abandoned one with its file", async () => {
    const upload = await uploadFile(cookies.admin!, pdfBytes());
    const db = await testDb();
    const failed = await createDocument({ name: "", type: "Registro", operationId: f.a.operationId, uploadId: upload.uploadId });
    expect(failed.status).toBe(400);
    const { storageKey } = await db.pendingUpload.findUniqueOrThrow({ where: { id: upload.uploadId } });
    expect(await storage().exists(storageKey)).toBe(true);

    // A save whose write fails inside the transaction (unknown operation) keeps it pending too.
    const missingOperation = await createDocument({
      name: "Nota",
      type: "Registro",
      operationId: "00000000-0000-4000-8000-000000000000",
      uploadId: upload.uploadId,
    });
    expect(missingOperation.status).toBe(400);
    expect(await db.pendingUpload.count({ where: { id: upload.uploadId } })).toBe(1);

    expect(await sweepStaleUploads(Date.now() + PENDING_UPLOAD_TTL_MS + 1000)).toBeGreaterThan(0);
    expect(await db.pendingUpload.count()).toBe(0);
    expect(await storage().exists(storageKey)).toBe(false);
  });

  it("only admins upload, from the site, as raw bytes", async () => {
    expect((await uploadRequest(cookies.withPosition!, pdfBytes())).status).toBe(403);
    expect((await uploadRequest("", pdfBytes())).status).toBe(401);
    expect((await uploadRequest(cookies.admin!, pdfBytes(), "x.pdf", "document", { origin: "https://inversiones.example" })).status).toBe(
      403,
    );
    expect(
      (await uploadRequest(cookies.admin!, pdfBytes(), "x.pdf", "document", { "content-type": "multipart/form-data; boundary=x" })).status,
    ).toBe(415);
    expect((await uploadRequest(cookies.admin!, pdfBytes(), "x.pdf", "foto")).status).toBe(400);
  });
});

describe("who may download", () => {
  const files: Record<"publicDoc" | "investorDoc" | "contract", string> = { publicDoc: "", investorDoc: "", contract: "" };

  beforeAll(async () => {
    const publicDoc = await documentWithFile({ name: "Dossier", type: "Dossier", isPublic: true }, pdfBytes(4096, "publico"));
    const investorDoc = await documentWithFile(
      { name: "Tasación", type: "Tasación", isPublic: false, visibleToInvestors: true },
      pdfBytes(4096, "inversores"),
    );
    const contract = await contractWithFile(f.a.operationId, "active", pdfBytes(4096, "contrato"));
    expect(contract.status).toBe(201);
    files.publicDoc = publicDoc.body.id;
    files.investorDoc = investorDoc.body.id;
    files.contract = contract.id;
  });

  const statuses = async (route: typeof documentFileRoute, kind: string, id: string) => ({
    anonymous: (await download(route, kind, id)).status,
    withPosition: (await download(route, kind, id, cookies.withPosition)).status,
    withoutPosition: (await download(route, kind, id, cookies.withoutPosition)).status,
    admin: (await download(route, kind, id, cookies.admin)).status,
  });
  const everyone = { anonymous: 200, withPosition: 200, withoutPosition: 200, admin: 200 };
  /** Admins and investors of the file's operation; anyone else is told it does not exist. */
  const itsInvestors = { anonymous: 404, withPosition: 200, withoutPosition: 404, admin: 200 };

  it("a public document: everyone; it may be cached", async () => {
    expect(await statuses(documentFileRoute, "documents", files.publicDoc)).toEqual(everyone);
    expect((await download(documentFileRoute, "documents", files.publicDoc)).headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("an investors' document: admins and investors of its operation; anyone else 404; never cached", async () => {
    expect(await statuses(documentFileRoute, "documents", files.investorDoc)).toEqual(itsInvestors);
    expect((await download(documentFileRoute, "documents", files.investorDoc, cookies.withPosition)).headers.get("cache-control")).toBe(
      "private, no-store",
    );
  });

  it("a contract: admins and investors of its operation; anyone else 404", async () => {
    expect(await statuses(contractFileRoute, "contracts", files.contract)).toEqual(itsInvestors);
  });

  it("a document kept from investors, an unknown id and a linked document answer 404", async () => {
    const db = await testDb();
    await db.document.update({ where: { id: files.investorDoc }, data: { visibleToInvestors: false } });
    expect((await download(documentFileRoute, "documents", files.investorDoc, cookies.withPosition)).status).toBe(404);
    await db.document.update({ where: { id: files.investorDoc }, data: { visibleToInvestors: true } });
    expect((await download(documentFileRoute, "documents", "00000000-0000-4000-8000-000000000000", cookies.admin)).status).toBe(404);
    const linked = await db.document.create({
      data: { operationId: f.a.operationId, name: "Enlace", type: "Nota", fileUrl: "https://registro.example/n.pdf" },
    });
    expect((await download(documentFileRoute, "documents", linked.id, cookies.admin)).status).toBe(404);
  });

  it("honours byte ranges", async () => {
    const first = await download(documentFileRoute, "documents", files.investorDoc, cookies.admin, { range: "bytes=0-3" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe("bytes 0-3/4096");
    expect(await first.text()).toBe("%PDF");
    const last = await download(documentFileRoute, "documents", files.investorDoc, cookies.admin, { range: "bytes=-10" });
    expect(last.status).toBe(206);
    expect(last.headers.get("content-range")).toBe("bytes 4086-4095/4096");
    const past = await download(documentFileRoute, "documents", files.investorDoc, cookies.admin, { range: "bytes=5000-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */4096");
  });

  it("logs each private download (who, when, from where) and shows the admin who downloaded it", async () => {
    const db = await testDb();
    await db.downloadLog.deleteMany();
    await download(documentFileRoute, "documents", files.investorDoc, cookies.withPosition);
    await download(documentFileRoute, "documents", files.investorDoc, cookies.withPosition, { range: "bytes=100-200" }); // a viewer's later part
    await download(documentFileRoute, "documents", files.publicDoc, cookies.withPosition); // public: not logged
    await download(documentFileRoute, "documents", files.investorDoc, cookies.withoutPosition); // refused: not logged
    const rows = await db.downloadLog.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ documentId: files.investorDoc, userId: f.a.id, userEmail: INVESTOR, address: "203.0.113.7" });

    const list = await documentDownloadsRoute(
      jsonRequest("GET", `/api/documents/${files.investorDoc}/downloads`, { headers: { cookie: cookies.admin! } }),
      params({ id: files.investorDoc }),
    );
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ investors: 1, downloads: [{ email: INVESTOR, role: "investor", address: "203.0.113.7" }] });
    const refused = await documentDownloadsRoute(
      jsonRequest("GET", `/api/documents/${files.investorDoc}/downloads`, { headers: { cookie: cookies.withPosition! } }),
      params({ id: files.investorDoc }),
    );
    expect(refused.status).toBe(403);
  });
});

describe("stored files follow their rows", () => {
  it("replacing the file, or switching to a link, deletes the stored one after the save", async () => {
    const created = await documentWithFile({ name: "Cambiante" });
    const first = await documentKey(created.body.id);
    const put = (body: Record<string, unknown>) =>
      updateDocumentRoute(
        jsonRequest("PUT", `/api/documents/${created.body.id}`, { headers: { cookie: cookies.admin! }, body }),
        params({ id: created.body.id }),
      );
    const base = { name: "Cambiante", type: "Nota", operationId: f.a.operationId };

    expect((await put({ ...base, fileUrl: created.body.fileUrl })).status).toBe(200); // kept
    expect(await storage().exists(first)).toBe(true);

    expect(
      (await put({ ...base, fileUrl: created.body.fileUrl, uploadId: (await uploadFile(cookies.admin!, pdfBytes(3000))).uploadId })).status,
    ).toBe(200);
    const second = await documentKey(created.body.id);
    expect(second).not.toBe(first);
    expect(await storage().exists(first)).toBe(false);

    const linked = await put({ ...base, fileUrl: "https://registro.example/nota.pdf" });
    expect(await linked.json()).toMatchObject({ fileUrl: "https://registro.example/nota.pdf", originalName: null });
    expect(await storage().exists(second)).toBe(false);
  });

  it("deleting a document, or its operation, deletes the stored files", async () => {
    const doc = await documentWithFile({ name: "Efímero" });
    const key = await documentKey(doc.body.id);
    expect(
      (
        await deleteDocumentRoute(
          jsonRequest("DELETE", `/api/documents/${doc.body.id}`, { headers: { cookie: cookies.admin! } }),
          params({ id: doc.body.id }),
        )
      ).status,
    ).toBe(204);
    expect(await storage().exists(key)).toBe(false);

    const operation = f.throwawayOperation.id;
    const inOperation = await documentWithFile({ name: "De la operación", operationId: operation });
    const contract = await contractWithFile(operation, "draft");
    const keys = [
      await documentKey(inOperation.body.id),
      (await (await testDb()).contract.findUniqueOrThrow({ where: { id: contract.id } })).storageKey!,
    ];
    expect(
      (
        await deleteOperationRoute(
          jsonRequest("DELETE", `/api/operations/${operation}`, { headers: { cookie: cookies.admin! } }),
          params({ id: operation }),
        )
      ).status,
    ).toBe(204);
    for (const k of keys) expect(await storage().exists(k)).toBe(false);
  });
});
