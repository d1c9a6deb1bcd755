import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { smtpCheck, storageCheck } from "@/server/platform/health/dependencies";
import { readiness, registerReadinessCheck, resetReadiness } from "@/server/platform/health/readiness";
import { smtpAnswers } from "@/server/platform/health/smtp-probe";
import { answerHealth, READY_PATH } from "@/server/platform/node/health";
import { folderStorage, provideStorage } from "@/server/platform/storage";
import type { StorageTarget } from "@/server/platform/storage/config";
import { s3Client, s3Storage } from "@/server/platform/storage/s3";
import { startS3Server, type S3TestServer } from "../helpers/s3-server";
import { closedPort, startSilentServer } from "../helpers/silent-server";
import { startSmtpServer } from "../helpers/smtp";

/** Readiness cuts every check at 2 s: the whole answer comes within that, plus the machine's slack. */
const READY_BOUND_MS = 2_800;

const s3At = (endpoint: string, bucket = "club-test") => {
  const target: Extract<StorageTarget, { kind: "s3" }> = {
    kind: "s3",
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
  // The ordinary deadlines (15 s): the check's own 1.5 s must bound it.
  return s3Storage(target, s3Client(target, { connectMs: 3_000, requestMs: 15_000 }), { connectMs: 3_000, requestMs: 15_000 });
};

/** GET /api/health/ready as the balancer sends it, through the real answer of server.ts. */
async function askReady(): Promise<{ status: number; retryAfter: string | null; body: unknown; ms: number }> {
  const server = http.createServer((req, res) => answerHealth(req, res, READY_PATH));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${READY_PATH}`);
    const body = await response.json();
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body, ms: performance.now() - started };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

let silent: Awaited<ReturnType<typeof startSilentServer>>;
let s3: S3TestServer;
beforeAll(async () => {
  silent = await startSilentServer();
  s3 = await startS3Server();
});
afterAll(async () => {
  await silent.close();
  await s3.stop();
});
afterEach(() => {
  resetReadiness();
  provideStorage(undefined);
});

/** The database and the rest pass; `storage` and `smtp` are the checks under test. */
function withHealthyDatabase() {
  registerReadinessCheck("database", () => true);
  registerReadinessCheck("migrations", () => true);
}

describe("readiness: storage", () => {
  it("is ready when the store answers", async () => {
    provideStorage(s3At(s3.endpoint, s3.bucket));
    withHealthyDatabase();
    registerReadinessCheck("storage", storageCheck());
    expect(await askReady()).toMatchObject({ status: 200, body: { status: "listo", checks: { database: "ok", storage: "ok" } } });
  });

  it("is not ready (503, Retry-After) while the store is frozen, and answers within the bound", async () => {
    provideStorage(s3At(s3.endpoint, s3.bucket));
    withHealthyDatabase();
    registerReadinessCheck("storage", storageCheck());
    s3.freeze();
    try {
      const answer = await askReady();
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: "1",
        body: { status: "no-listo", checks: { database: "ok", storage: "fallo" } },
      });
      expect(answer.ms).toBeLessThan(READY_BOUND_MS);
    } finally {
      s3.thaw();
    }
    expect((await askReady()).status).toBe(200);
  });

  it("is not ready when the store accepts connections and never answers, or refuses them", async () => {
    for (const endpoint of [`http://127.0.0.1:${silent.port}`, `http://127.0.0.1:${await closedPort()}`]) {
      resetReadiness();
      provideStorage(s3At(endpoint));
      registerReadinessCheck("storage", storageCheck());
      const started = performance.now();
      expect(await readiness()).toEqual({ ready: false, status: "no-listo", checks: { storage: "fallo" } });
      expect(performance.now() - started).toBeLessThan(READY_BOUND_MS);
    }
  });

  it("is not ready when a wrong bucket is named (the store answers 404)", async () => {
    provideStorage(s3At(s3.endpoint, "no-such-bucket"));
    registerReadinessCheck("storage", storageCheck());
    expect((await readiness()).checks.storage).toBe("fallo");
  });

  it("checks the folder driver too: ready while its folder can be written", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "club-readiness-"));
    try {
      provideStorage(folderStorage(path.join(dir, "files")));
      registerReadinessCheck("storage", storageCheck());
      expect((await readiness()).checks.storage).toBe("ok");
      resetReadiness();
      await fs.writeFile(path.join(dir, "a-file"), "");
      provideStorage(folderStorage(path.join(dir, "a-file", "files"))); // under a file: cannot be made
      registerReadinessCheck("storage", storageCheck());
      expect((await readiness()).checks.storage).toBe("fallo");
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("runs one probe at a time however often it is asked", async () => {
    provideStorage(s3At(`http://127.0.0.1:${silent.port}`));
    const check = storageCheck();
    const before = silent.connections;
    const probes = [check(), check(), check()];
    await expect.poll(() => silent.connections).toBe(before + 1);
    expect(await Promise.all(probes)).toEqual([false, false, false]);
  });
});

describe("readiness: smtp", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.stop());

  it("is listo when the SMTP server greets", async () => {
    withHealthyDatabase();
    registerReadinessCheck("smtp", smtpCheck(smtp.url), { required: false });
    expect(await askReady()).toMatchObject({ status: 200, body: { status: "listo", checks: { smtp: "ok" } } });
  });

  it("stays ready (200) but degradado while the SMTP server is down or never greets: the outbox retries", async () => {
    for (const url of [`smtp://127.0.0.1:${await closedPort()}`, `smtp://127.0.0.1:${silent.port}`]) {
      resetReadiness();
      withHealthyDatabase();
      registerReadinessCheck("smtp", smtpCheck(url), { required: false });
      const answer = await askReady();
      expect(answer).toMatchObject({
        status: 200,
        retryAfter: null,
        body: { status: "degradado", checks: { database: "ok", migrations: "ok", smtp: "fallo" } },
      });
      expect(answer.ms).toBeLessThan(READY_BOUND_MS);
    }
  });

  it("is not ready when a required check fails, whatever the SMTP server does", async () => {
    registerReadinessCheck("database", () => false);
    registerReadinessCheck("smtp", smtpCheck(smtp.url), { required: false });
    expect(await readiness()).toEqual({ ready: false, status: "no-listo", checks: { database: "fallo", smtp: "ok" } });
  });

  it("tells a greeting from a refusal, and closes what it opened at the deadline", async () => {
    expect(await smtpAnswers(smtp.url)).toBe(true);
    const refusing = http.createServer();
    refusing.on("connection", (socket) => socket.end("554 no service here\r\n"));
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    expect(await smtpAnswers(`smtp://127.0.0.1:${(refusing.address() as AddressInfo).port}`)).toBe(false);
    refusing.close();

    const before = silent.connections;
    const started = performance.now();
    expect(await smtpAnswers(`smtp://127.0.0.1:${silent.port}`, 300)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect.poll(() => silent.connections).toBe(before);
  });
});
