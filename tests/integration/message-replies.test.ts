import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { $ZodError } from "zod/v4/core";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { startSmtpServer } from "../helpers/smtp";
import { actorOf } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { AppError } from "@/server/core/errors";
import { getMessageThread, replyToMessage } from "@/server/contact/replies";
import { listMessagesPage, parseMessageQuery } from "@/server/contact/inbox";
import { messageIdOf, runMailWorkerOnce } from "@/server/platform/mail/worker";

/**
 * Answering a contact message (issue 50, item 4): the answer leaves through the outbox to a real
 * SMTP server on the loopback, the second one "In-Reply-To" the first (one thread in the person's
 * mail client), the thread kept with the message; a message from an investor's e-mail links their page.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Actor;

async function drain() {
  const db = await testDb();
  await db.email.updateMany({ where: { status: "held" }, data: { status: "pending" } });
  while ((await runMailWorkerOnce(smtp.transport)) > 0);
}

beforeAll(async () => {
  await seedDatabase();
  smtp = await startSmtpServer();
  admin = actorOf(await (await testDb()).user.findUniqueOrThrow({ where: { email: ADMIN } }));
}, 120_000);
afterAll(() => smtp.stop());

describe("answering a contact message", () => {
  it("sends the answer through SMTP, threads the next one under it, keeps both with the message and marks it read", async () => {
    const db = await testDb();
    const message = await db.contactMessage.create({
      data: { name: "Ana Ruiz", email: "ana.ruiz@correo.example", message: "¿Cuándo abre la próxima operación?" },
    });
    await replyToMessage(admin, message.id, { body: "Hola Ana: la próxima abre en enero." });
    await drain();
    const first = await db.contactReply.findFirstOrThrow({ where: { messageId: message.id } });
    const [sent] = smtp.received.filter((mail) => mail.subject === "Re: tu mensaje a Club Inversión Hipotecaria");
    expect(sent!.to && "text" in sent!.to && sent!.to.text).toBe("ana.ruiz@correo.example");
    expect(sent!.text).toContain("Hola Ana: la próxima abre en enero.");
    expect(sent!.text).toContain("«¿Cuándo abre la próxima operación?»");
    expect(sent!.messageId).toBe(messageIdOf(first.emailId!));
    expect(sent!.inReplyTo).toBeUndefined();

    const thread = await replyToMessage(admin, message.id, { body: "Y te avisaremos por correo." });
    await drain();
    const second = smtp.received.at(-1)!;
    expect(second.inReplyTo).toBe(messageIdOf(first.emailId!));
    expect(thread.replies.map((reply) => [reply.body, reply.author])).toEqual([
      ["Hola Ana: la próxima abre en enero.", "Lucía Martín Ortega"],
      ["Y te avisaremos por correo.", "Lucía Martín Ortega"],
    ]);
    expect((await getMessageThread(admin, message.id)).replies.map((reply) => reply.emailStatus)).toEqual(["sent", "sent"]);
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).isRead).toBe(true);
    expect(await db.auditEvent.count({ where: { action: "message-reply", entityId: message.id } })).toBe(2);
  });

  it("refuses an empty answer (400, nothing sent), someone who is not an admin, and a message that does not exist", async () => {
    const db = await testDb();
    const message = await db.contactMessage.create({ data: { name: "Luis", email: "luis@correo.example", message: "Hola" } });
    const before = await db.email.count();
    await expect(replyToMessage(admin, message.id, { body: "   " })).rejects.toBeInstanceOf($ZodError);
    expect(await db.email.count()).toBe(before);
    const investor = actorOf(await db.user.findUniqueOrThrow({ where: { email: INVESTOR } }));
    await expect(replyToMessage(investor, message.id, { body: "Hola" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(replyToMessage(admin, "00000000-0000-4000-8000-000000000000", { body: "Hola" })).rejects.toBeInstanceOf(AppError);
  });

  it("links a message from an investor's e-mail to their page", async () => {
    const db = await testDb();
    const investor = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    await db.contactMessage.create({ data: { name: "Del inversor", email: INVESTOR.toUpperCase(), message: "Soy yo" } });
    const page = await listMessagesPage(admin, parseMessageQuery(new URLSearchParams({ q: "Del inversor" })));
    expect(page.rows.map((row) => row.investorId)).toEqual([investor.id]);
  });
});
