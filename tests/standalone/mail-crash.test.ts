import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { closeDatabase, provideDatabase } from "@/server/platform/database/instance";
import { openDatabase } from "@/server/platform/database/open";
import { enqueueEmails } from "@/server/mail/outbox";
import { messageIdOf, runMailWorkerOnce } from "@/server/platform/mail/worker";
import { isolatedEnv } from "../helpers/isolated-env";
import { migratedFolder } from "../helpers/migrated-database";
import { startSmtpServer } from "../helpers/smtp";

/**
 * A worker process killed (SIGKILL) while the SMTP server has its message and has not answered yet:
 * the outcome is never recorded, the claim runs out, and the next pass sends the message again as
 * the same message (one Message-ID), so a mail client shows it once. Then it is recorded as sent.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-mail-crash-"));
const dataDir = path.join(dir, "pglite");
const smtp = await startSmtpServer();
afterAll(async () => {
  await smtp.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const CLAIM_MS = 1_000;

it("a message in flight at a crash is sent again with the same Message-ID, and recorded once", { timeout: 60_000 }, async () => {
  // The migrated database, in a folder both processes open in turn (the embedded engine's lock).
  await migratedFolder(dataDir);
  let db = await openDatabase({ kind: "pglite", dataDir });
  await db.prisma.$transaction((tx) =>
    enqueueEmails(tx, { kind: "test", subject: "Tras el fallo", html: "<p>x</p>", text: "x" }, ["lucia@correo.example"]),
  );
  await db.prisma.email.updateMany({ data: { status: "pending" } });
  const { id } = await db.prisma.email.findFirstOrThrow();
  await db.close();

  smtp.acknowledgeAfter(60_000); // the server holds the message: the worker is waiting for its answer
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/mail-worker-child.ts", smtp.url, String(CLAIM_MS)], {
    env: isolatedEnv({ DATABASE_URL: `file:${dataDir}` }),
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve) => smtp.onReceived(() => resolve()));
  child.kill("SIGKILL");
  await exited;

  smtp.acknowledgeAfter(0);
  db = await openDatabase({ kind: "pglite", dataDir }); // the killed process's lock is stale: taken over
  try {
    const held = await db.prisma.email.findFirstOrThrow();
    expect({ status: held.status, attempts: held.attempts, sentAt: held.sentAt }).toEqual({ status: "sending", attempts: 1, sentAt: null });
    await new Promise((resolve) => setTimeout(resolve, CLAIM_MS + 200)); // nothing renews it any more
    await closeDatabase();
    provideDatabase(async () => db); // the worker's database is this one
    expect(await runMailWorkerOnce(smtp.transport)).toBe(1);
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageIdOf(id), messageIdOf(id)]);
    const sent = await db.prisma.email.findFirstOrThrow();
    expect({ status: sent.status, attempts: sent.attempts, claimedBy: sent.claimedBy }).toEqual({
      status: "sent",
      attempts: 2,
      claimedBy: null,
    });
  } finally {
    await db.close();
  }
});
