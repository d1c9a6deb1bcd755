import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { GET as documentFileRoute } from "@/app/api/documents/[id]/file/route";
import { sweepStaleUploads } from "@/server/files/pending-uploads";
import { MESSAGES } from "@/server/core/errors";
import { folderStorage, provideStorage, StorageError } from "@/server/platform/storage";
import type { StorageDeadlines, StorageTarget } from "@/server/platform/storage/config";
import { s3Client, s3Storage } from "@/server/platform/storage/s3";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { ownershipFixtures, type OwnershipFixtures } from "../helpers/fixtures";
import { pdfBytes, uploadFile, uploadRequest } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";
import { startS3Server, type S3TestServer } from "../helpers/s3-server";
import { closedPort, startSilentServer } from "../helpers/silent-server";

// Short deadlines, so a hung store fails the call in about a second (production: 3 s and 15 s).
const DEADLINES: StorageDeadlines = { connectMs: 500, requestMs: 1_000 };
/** Deadline plus the SDK's and the route's own work, with room for a loaded machine. */
const BOUND_MS = 4_000;

type S3Target = Extract<StorageTarget, { kind: "s3" }>;
const targetAt = (endpoint: string, bucket = "club-test"): S3Target => ({
  kind: "s3",
  bucket,
  endpoint,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function rejection(run: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const { value, ms } = await timed(() =>
    run().then(
      () => null,
      (error: unknown) => error,
    ),
  );
  return { error: value, ms };
}

describe("an S3 store that accepts connections and never answers", () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  afterAll(() => silent.close());

  it("fails every call with StorageError unavailable at its deadline, and leaves no connection open", async () => {
    const target = targetAt(`http://127.0.0.1:${silent.port}`);
    const client = s3Client(target, DEADLINES);
    const store = s3Storage(target, client, DEADLINES);
    const key = "2026/01/00000000-0000-4000-8000-000000000000";
    const calls: [string, () => Promise<unknown>][] = [
      ["get", () => store.get(key)],
      ["get a range", () => store.get(key, { start: 0, end: 9 })],
      ["stat", () => store.stat(key)],
      ["put", () => store.put(key, pdfBytes(), { contentType: "application/pdf" })],
      ["put in parts", () => store.put(key, Buffer.alloc(6 * 1024 * 1024), { contentType: "application/pdf" })],
      ["delete", () => store.delete(key)],
      ["ping", () => store.ping()],
    ];
    for (const [name, call] of calls) {
      const { error, ms } = await rejection(call);
      expect(error, name).toBeInstanceOf(StorageError);
      expect((error as StorageError).code, name).toBe("unavailable");
      expect(ms, name).toBeLessThan(BOUND_MS);
    }
    client.destroy();
    await expect.poll(() => silent.connections).toBe(0);
  });

  it("fails at once when the store refuses connections", async () => {
    const target = targetAt(`http://127.0.0.1:${await closedPort()}`);
    const store = s3Storage(target, s3Client(target, DEADLINES), DEADLINES);
    const { error, ms } = await rejection(() => store.get("2026/01/00000000-0000-4000-8000-000000000000"));
    expect((error as StorageError).code).toBe("unavailable");
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe("downloads and uploads while the object store is frozen (s3rver stopped with SIGSTOP)", () => {
  let f: OwnershipFixtures;
  let admin: string;
  let server: S3TestServer;
  let client: S3Client;

  beforeAll(async () => {
    await seedDatabase();
    f = await ownershipFixtures();
    admin = (await signInAs(ADMIN))!;
    server = await startS3Server();
    const target = targetAt(server.endpoint, server.bucket);
    client = s3Client(target, DEADLINES);
    provideStorage(s3Storage(target, client, DEADLINES));
  });
  afterAll(async () => {
    provideStorage(folderStorage(await fs.mkdtemp("/tmp/club-test-files-")));
    client.destroy();
    await server.stop();
  });

  async function documentWithFile(): Promise<string> {
    const { uploadId } = await uploadFile(admin, pdfBytes(4096, "escritura"));
    const response = await createDocumentRoute(
      jsonRequest("POST", "/api/documents", {
        headers: { cookie: admin },
        body: { name: "Escritura", type: "Nota", operationId: f.a.operationId, uploadId },
      }),
      params({}),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const download = (id: string, headers: Record<string, string> = {}) =>
    documentFileRoute(jsonRequest("GET", `/api/documents/${id}/file`, { headers: { cookie: admin, ...headers } }), params({ id }));

  /** The keys in the bucket, and the multipart uploads s3rver still holds (neither completed nor aborted). */
  async function bucket() {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    const uploads = await fs.readdir(path.join(server.directory, server.bucket, "._S3rver_uploads")).catch(() => []);
    return { keys: (listed.Contents ?? []).map((object) => object.Key!).sort(), uploads };
  }

  /** Every key a row names (documents, contracts, pending uploads). */
  async function namedKeys(): Promise<string[]> {
    const db = await testDb();
    const rows = [
      ...(await db.document.findMany({ where: { storageKey: { not: null } }, select: { storageKey: true } })),
      ...(await db.contract.findMany({ where: { storageKey: { not: null } }, select: { storageKey: true } })),
      ...(await db.pendingUpload.findMany({ select: { storageKey: true } })),
    ];
    return rows.map((row) => row.storageKey!).sort();
  }

  /** Lets the store run again and handle what it was sent meanwhile, then sweeps what the refused uploads left. */
  async function thawAndSweep() {
    server.thaw();
    await expect
      .poll(async () => await client.send(new ListObjectsV2Command({ Bucket: server.bucket })).then(() => true), { timeout: 5_000 })
      .toBe(true);
    // s3rver may still be writing a request it received while stopped: let it finish before the sweep deletes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sweepStaleUploads();
  }

  it("answers a download 503 with Retry-After and a Spanish message within the deadline", async () => {
    const id = await documentWithFile();
    expect((await download(id)).status).toBe(200);

    server.freeze();
    try {
      for (const headers of [{}, { range: "bytes=0-99" }] as Record<string, string>[]) {
        const { value: response, ms } = await timed(() => download(id, headers));
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(((await response.json()) as { error: string }).error).toBe(MESSAGES.storageUnavailable);
        expect(ms).toBeLessThan(BOUND_MS);
      }
    } finally {
      server.thaw();
    }
    // Back: the same file again, and the refused downloads were never logged as downloads.
    expect((await download(id)).status).toBe(200);
  });

  it.each([
    ["a one-part file", 4096],
    ["a file in parts", 6 * 1024 * 1024],
  ])("refuses the upload of %s (503) and leaves nothing behind once the store is back", async (_name, size) => {
    await thawAndSweep();
    const db = await testDb();
    const documentsBefore = await db.document.count();
    const before = await bucket();
    const namedBefore = await namedKeys();

    server.freeze();
    let response: Response;
    let ms: number;
    try {
      ({ value: response, ms } = await timed(() => uploadRequest(admin, pdfBytes(size))));
    } finally {
      await thawAndSweep();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(((await response.json()) as { error: string }).error).toBe(MESSAGES.storageUnavailable);
    expect(ms).toBeLessThan(BOUND_MS + Math.ceil(size / 512));

    // Nothing half-written: no upload to attach, no document, no new key, no unfinished multipart upload.
    expect(await db.pendingUpload.count()).toBe(0);
    expect(await db.document.count()).toBe(documentsBefore);
    expect(await namedKeys()).toEqual(namedBefore);
    const after = await bucket();
    expect(after.keys).toEqual(before.keys);
    // A multipart upload the store began only after the client gave up (it handles the queued
    // CreateMultipartUpload once thawed) has no key and is never visible; nobody learned its id to
    // abort it, so the bucket's AbortIncompleteMultipartUpload rule removes it (README, Producción).
    expect(after.uploads.length).toBeLessThanOrEqual(before.uploads.length + (size > 5 * 1024 * 1024 ? 1 : 0));
  });

  it("keeps the refused upload's key on record until the store is back, so it never becomes an orphan", async () => {
    server.freeze();
    let response: Response;
    try {
      response = await uploadRequest(admin, pdfBytes(2048));
      // While the store is frozen, the row stays (stale, never answered to the client) as the record of the key.
      const rows = await (await testDb()).pendingUpload.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.createdAt.getTime()).toBe(0);
    } finally {
      await thawAndSweep();
    }
    expect(response.status).toBe(503);
    expect(await (await testDb()).pendingUpload.count()).toBe(0);
    // Every key in the bucket is named by a row (the seed's rows name files kept elsewhere).
    const named = await namedKeys();
    expect((await bucket()).keys.filter((key) => !named.includes(key))).toEqual([]);
  });
});
