import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as retry } from "@/app/api/emails/[id]/retry/route";
import { GET as listEmails } from "@/app/api/emails/route";
import { enqueueEmails } from "@/server/mail/outbox";
import { MAX_ATTEMPTS, messageIdOf, RETRY_DELAYS_MS, runMailWorkerOnce } from "@/server/platform/mail/worker";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { startSmtpServer } from "../helpers/smtp";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;

beforeAll(async () => {
  await seedDatabase();
  smtp = await startSmtpServer();
  admin = await signInAs(ADMIN);
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  smtp.refuse(null);
  smtp.acknowledgeAfter(0);
  smtp.received.length = 0;
  await (await testDb()).email.deleteMany();
});

/** The outbox as a configured server has it: rows to send (held ones, without SMTP_URL, are not). */
const release = async () => (await testDb()).email.updateMany({ where: { status: "held" }, data: { status: "pending" } });

async function drain() {
  while ((await runMailWorkerOnce(smtp.transport)) > 0);
}

describe("the outbox", () => {
  it("tells every admin about a contact message, with the message and a link to the inbox", async () => {
    const response = await contact(
      jsonRequest("POST", "/api/contact", {
        body: {
          name: "Ana Ruiz",
          email: "ana@correo.example",
          phone: "+34 600 111 222",
          message: "Quiero invertir en Chamberí.",
          acceptPrivacy: true,
        },
        peer: "198.51.100.1",
      }),
      params({}),
    );
    expect(response.status).toBe(201);
    const db = await testDb();
    const admins = await db.user.findMany({ where: { role: "admin" }, select: { email: true } });
    // Without SMTP_URL the messages are kept for /admin/correo, never sent.
    expect(await db.email.count({ where: { status: "held", kind: "contact" } })).toBe(admins.length);

    await release();
    await drain();
    expect(smtp.received.map((mail) => mail.to && "text" in mail.to && mail.to.text).sort()).toEqual(admins.map((a) => a.email).sort());
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe("Nuevo mensaje de contacto de Ana Ruiz");
    expect(mail.text).toContain("Teléfono: +34 600 111 222");
    expect(mail.text).toContain("Quiero invertir en Chamberí.");
    expect(mail.text).toContain("http://localhost:3000/admin/messages");
    expect(mail.html).toContain('href="http://localhost:3000/admin/messages"');
    expect(await db.email.count({ where: { status: "sent" } })).toBe(admins.length);
  });

  it("writes nothing for a change that rolls back", async () => {
    const db = await testDb();
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEmails(tx, { kind: "test", subject: "S", html: "<p>h</p>", text: "t" }, ["x@correo.example"]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.email.count()).toBe(0);
  });

  it("retries a refused message after 1 min, 5 min, 30 min and 2 h, then marks it failed with the SMTP error; Reintentar sends it", async () => {
    const db = await testDb();
    await db.$transaction((tx) => enqueueEmails(tx, { kind: "test", subject: "Prueba", html: "<p>Hola</p>", text: "Hola" }, [INVESTOR]));
    await release();
    smtp.refuse("Mailbox full");
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = Date.now();
      expect(await runMailWorkerOnce(smtp.transport)).toBe(1);
      const row = await db.email.findFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toContain("Mailbox full");
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("pending");
        const wait = row.nextAttemptAt.getTime() - before;
        expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[attempt - 1]! - 1000);
        expect(wait).toBeLessThan(RETRY_DELAYS_MS[attempt - 1]! + 5000);
        expect(await runMailWorkerOnce(smtp.transport)).toBe(0); // not due yet
        await db.email.update({ where: { id: row.id }, data: { nextAttemptAt: new Date() } }); // time passes
      } else {
        expect(row.status).toBe("failed");
      }
    }
    expect(smtp.received).toHaveLength(0);

    const list = await listEmails(jsonRequest("GET", "/api/emails?status=failed", { headers: { cookie: admin } }), params({}));
    const { rows } = (await list.json()) as { rows: { id: string; status: string; lastError: string }[] };
    expect(rows).toHaveLength(1);
    smtp.refuse(null);
    const retried = await retry(
      jsonRequest("POST", `/api/emails/${rows[0]!.id}/retry`, { headers: { cookie: admin } }),
      params({ id: rows[0]!.id }),
    );
    expect(retried.status).toBe(200);
    await drain();
    expect(smtp.received).toHaveLength(1);
    expect((await db.email.findFirstOrThrow()).status).toBe("sent");
  });

  it("sends each message exactly once with two workers at the same time", async () => {
    const db = await testDb();
    const recipients = Array.from({ length: 30 }, (_, i) => `inversor${i}@correo.example`);
    await db.$transaction((tx) => enqueueEmails(tx, { kind: "test", subject: "Mensaje", html: "<p>x</p>", text: "x" }, recipients));
    await release();
    const second = await startSmtpServer();
    try {
      for (;;) {
        const [a, b] = await Promise.all([runMailWorkerOnce(smtp.transport), runMailWorkerOnce(second.transport)]);
        if (a + b === 0) break;
      }
      const delivered = [...smtp.received, ...second.received].map((mail) => [mail.to].flat()[0]?.text);
      expect(delivered.sort()).toEqual(recipients.sort());
    } finally {
      await second.stop();
    }
  });

  it("survives a worker that died mid-send: its claim expires and another worker sends the message", async () => {
    const db = await testDb();
    await db.$transaction((tx) =>
      enqueueEmails(tx, { kind: "test", subject: "Tras el reinicio", html: "<p>x</p>", text: "x" }, [INVESTOR]),
    );
    await db.email.updateMany({ data: { status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) } });
    expect(await runMailWorkerOnce(smtp.transport)).toBe(0); // still claimed
    await db.email.updateMany({ data: { lockedUntil: new Date(Date.now() - 1000) } }); // the claim ran out
    await drain();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Tras el reinicio"]);
  });

  it("a slow SMTP server gets each message once: the claim is renewed while a message is being sent", async () => {
    const db = await testDb();
    const recipients = Array.from({ length: 4 }, (_, i) => `lento${i}@correo.example`);
    await db.$transaction((tx) => enqueueEmails(tx, { kind: "test", subject: "Despacio", html: "<p>x</p>", text: "x" }, recipients));
    await release();
    // Each message is acknowledged 450 ms after it arrives, well past a 150 ms claim; two passes run at once.
    smtp.acknowledgeAfter(450);
    const second = await startSmtpServer();
    second.acknowledgeAfter(450);
    try {
      const options = { claimMs: 150 };
      for (;;) {
        const [a, b] = await Promise.all([runMailWorkerOnce(smtp.transport, options), runMailWorkerOnce(second.transport, options)]);
        if (a + b === 0) break;
      }
      const delivered = [...smtp.received, ...second.received];
      expect(delivered.map((mail) => [mail.to].flat()[0]?.text).sort()).toEqual(recipients.sort());
      const rows = await db.email.findMany({ select: { id: true, status: true, attempts: true, claimedBy: true } });
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.claimedBy === null)).toBe(true);
      expect(delivered.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => messageIdOf(row.id)).sort());
    } finally {
      await second.stop();
    }
  });

  it("a pass whose claim was taken over records nothing: the holder's outcome stands", async () => {
    const db = await testDb();
    await db.$transaction((tx) => enqueueEmails(tx, { kind: "test", subject: "Relevo", html: "<p>x</p>", text: "x" }, [INVESTOR]));
    await release();
    const other = "00000000-0000-4000-8000-000000000001";
    // The first pass's send is held until another pass has taken the message over (its claim lapsed).
    const takenOver = smtp.transport.sendMail.bind(smtp.transport);
    const slow = {
      sendMail: async (message: Parameters<typeof takenOver>[0]) => {
        await db.email.updateMany({ data: { claimedBy: other, lockedUntil: new Date(Date.now() + 60_000) } });
        return takenOver(message);
      },
    } as unknown as typeof smtp.transport;
    expect(await runMailWorkerOnce(slow)).toBe(1);
    const row = await db.email.findFirstOrThrow();
    expect({ status: row.status, claimedBy: row.claimedBy, sentAt: row.sentAt }).toEqual({
      status: "sending",
      claimedBy: other,
      sentAt: null,
    });
  });

  it("the Message-ID is the outbox row's, the same on every attempt", async () => {
    const db = await testDb();
    await db.$transaction((tx) => enqueueEmails(tx, { kind: "test", subject: "Dos veces", html: "<p>x</p>", text: "x" }, [INVESTOR]));
    await release();
    smtp.refuse("451 Inténtelo más tarde");
    await runMailWorkerOnce(smtp.transport);
    smtp.refuse(null);
    await db.email.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await drain();
    const { id } = await db.email.findFirstOrThrow();
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageIdOf(id)]);
    expect(messageIdOf(id)).toBe(`<${id}@club.example>`);
  });

  it("only admins read the outbox and retry", async () => {
    const investor = await signInAs(INVESTOR);
    expect((await listEmails(jsonRequest("GET", "/api/emails", { headers: { cookie: investor } }), params({}))).status).toBe(403);
    expect((await listEmails(jsonRequest("GET", "/api/emails"), params({}))).status).toBe(401);
  });
});
