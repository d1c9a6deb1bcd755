import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as tickRoute } from "@/app/api/internal/tick/route";
import { PENDING_UPLOAD_QUOTA, PENDING_UPLOAD_TTL_MS, sweepStaleUploads } from "@/server/files/pending-uploads";
import { issueInternalToken } from "@/server/platform/node/internal-token";
import { storage } from "@/server/platform/storage";
import { testFilesDir } from "../helpers/test-files-dir";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { pdfBytes, uploadRequest } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";

/**
 * Uploads never attached (issue 64, item 8): each account holds at most 12 files and 3 × UPLOAD_MAX_MB
 * (75 MB) of them, counted one after the other when sent at once; they are swept after 30 minutes,
 * by the server's periodic work too; a file chosen again in the same field gives up the one it replaces.
 */
let investor: string;
let admin: string;

beforeAll(async () => {
  await seedDatabase();
  investor = await signInAs(INVESTOR);
  admin = await signInAs(ADMIN);
});

const identity = (cookie: string, bytes = pdfBytes(), query = "") => uploadRequest(cookie, bytes, "dni.pdf", `identity${query}`);

async function pendingOf(email: string) {
  const db = await testDb();
  const { id } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return db.pendingUpload.findMany({ where: { uploadedBy: id }, orderBy: { createdAt: "asc" } });
}

/** Every file in the test file's storage folder, the refused upload's bytes included if they stayed. */
function storedFiles(): string[] {
  return fs
    .readdirSync(testFilesDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function clearPending() {
  const db = await testDb();
  for (const upload of await db.pendingUpload.findMany()) await storage().delete(upload.storageKey);
  await db.pendingUpload.deleteMany();
}

describe("the quota of uploads not attached", () => {
  it("accepts 12 files sent at once and refuses the rest with a Spanish 429 saying when to try again", async () => {
    await clearPending();
    const answers = await Promise.all(Array.from({ length: PENDING_UPLOAD_QUOTA.files + 2 }, () => identity(investor)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(12).fill(201), 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers.get("retry-after")).toMatch(/^(1[6-9]\d\d|1800)$/); // the oldest is swept within 30 minutes
    expect(await refused.json()).toEqual({
      error: "Tienes 12 archivos subidos sin guardar: guarda el formulario que los usa o espera 30 min y vuelve a intentarlo",
      fields: { file: "Tienes 12 archivos subidos sin guardar: guarda el formulario que los usa o espera 30 min y vuelve a intentarlo" },
    });
    expect(await pendingOf(INVESTOR)).toHaveLength(12);
    // Another account has its own quota.
    expect((await uploadRequest(admin, pdfBytes())).status).toBe(201);
  });

  it("refuses a file that takes the account past 75 MB, keeping neither its row nor its bytes", async () => {
    await clearPending();
    for (let i = 0; i < PENDING_UPLOAD_QUOTA.largestFiles; i++)
      expect((await identity(investor, pdfBytes(25 * 1024 * 1024))).status).toBe(201);
    const before = await pendingOf(INVESTOR);
    const filesBefore = storedFiles();
    const refused = await identity(investor, pdfBytes(4096));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "Tus archivos subidos sin guardar superan 75 MB: guarda el formulario que los usa o espera 30 min y vuelve a intentarlo",
    );
    expect(await pendingOf(INVESTOR)).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("gives up the upload a file chosen again replaces: the sender's own, never another's", async () => {
    await clearPending();
    const first = (await (await identity(investor)).json()) as { uploadId: string };
    const firstKey = (await pendingOf(INVESTOR))[0]!.storageKey;
    const second = await identity(investor, pdfBytes(), `&replaces=${first.uploadId}`);
    expect(second.status).toBe(201);
    expect((await pendingOf(INVESTOR)).map((upload) => upload.id)).toEqual([((await second.json()) as { uploadId: string }).uploadId]);
    expect(await storage().exists(firstKey)).toBe(false);

    const adminsUpload = (await (await uploadRequest(admin, pdfBytes())).json()) as { uploadId: string };
    expect((await identity(investor, pdfBytes(), `&replaces=${adminsUpload.uploadId}`)).status).toBe(201);
    expect((await pendingOf(ADMIN)).map((upload) => upload.id)).toEqual([adminsUpload.uploadId]);
  });

  it("sweeps uploads older than 30 minutes, from the server's periodic work too", async () => {
    await clearPending();
    expect((await identity(investor)).status).toBe(201);
    expect(PENDING_UPLOAD_TTL_MS).toBe(30 * 60 * 1000);
    expect(await sweepStaleUploads(Date.now() + 29 * 60 * 1000)).toBe(0);
    const db = await testDb();
    await db.pendingUpload.updateMany({ data: { createdAt: new Date(Date.now() - 31 * 60 * 1000) } });
    const [stale] = await pendingOf(INVESTOR);
    const ran = await tickRoute(
      jsonRequest("POST", "/api/internal/tick", { headers: { authorization: `Bearer ${issueInternalToken()}` } }),
      params({}),
    );
    expect(((await ran.json()) as { staleUploads: number }).staleUploads).toBe(1);
    expect(await pendingOf(INVESTOR)).toEqual([]);
    expect(await storage().exists(stale!.storageKey)).toBe(false);
  });
});
