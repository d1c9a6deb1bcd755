import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { actorByEmail, actorOf, ownOperation, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { UPDATE_MESSAGES } from "@/lib/validations/update";
import { madridTime } from "@/lib/madrid-day";
import { postUpdate } from "@/server/updates/post";
import { getOwnUpdate, listOwnUpdates, markUpdateRead, unreadUpdateCount } from "@/server/updates/read";
import { getUpdateWithReaders, listOperationUpdates } from "@/server/updates/admin";
import { quarterOf, sendQuietOperationReminder, sendUpdateDigests, weekStart } from "@/server/updates/digest";
import { updatePreferences } from "@/server/account/preferences";

/**
 * Updates for investors (issue 50, item 3): an admin posts one to an operation; its investors — and
 * only they — are told as each prefers (one e-mail now, the Monday digest, none), read it in
 * Novedades, and the admin sees who opened it. Every quarter the admins hear of the running
 * operations with no update in 90 days.
 */
let admin: Actor;
let made = 0;

async function investor(notifyUpdates = "each"): Promise<Actor> {
  made++;
  const user = await (
    await testDb()
  ).user.create({
    data: {
      email: `novedades.${made}@correo.example`,
      firstName: "Inversor",
      lastName: `Novedades ${made}`,
      role: "investor",
      notifyUpdates,
    },
  });
  return actorOf(user);
}

async function holding(user: Actor, operationId: string, status = "active") {
  return (await testDb()).participation.create({ data: { userId: user.id, operationId, amount: "10000", status } });
}

async function document(operationId: string, name: string, data: { visibleToInvestors?: boolean; investmentId?: string } = {}) {
  return (await testDb()).document.create({
    data: { operationId, name, type: "judicial", fileUrl: "https://docs.example/auto.pdf", visibleToInvestors: true, ...data },
  });
}

const updateEmails = async (to: string) =>
  (await testDb()).email.findMany({ where: { kind: "operation-update", to }, select: { subject: true, text: true } });

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
}, 120_000);

describe("posting an update", () => {
  it("reaches the operation's investors only, each as they prefer, with the vault's shared documents only", async () => {
    const db = await testDb();
    const operationId = await ownOperation("Operación de novedades", "operacion-novedades");
    const otherId = await ownOperation("Otra operación", "otra-operacion-novedades");
    const [now, weekly, never, cancelled, stranger] = [
      await investor("each"),
      await investor("weekly"),
      await investor("never"),
      await investor(),
      await investor(),
    ];
    await holding(now, operationId);
    await holding(weekly, operationId, "closed");
    await holding(never, operationId);
    await holding(cancelled, operationId, "cancelled");
    const strangers = await holding(stranger, otherId);
    const auto = await document(operationId, "Auto de adjudicación");
    const hidden = await document(operationId, "Nota interna", { visibleToInvestors: false });
    const addressed = await document(operationId, "Carta a un inversor", {
      investmentId: (await holding(stranger, operationId, "requested")).id,
    });
    const elsewhere = await document(otherId, "De otra operación");
    void strangers;

    const post = (input: Record<string, unknown>) =>
      postUpdate(admin, operationId, { title: "Subasta celebrada", body: "Texto", ...input });
    expect((await refusal(post({ title: "  " }))).fields).toMatchObject({ title: UPDATE_MESSAGES.title });
    expect((await refusal(post({ body: "" }))).fields).toMatchObject({ body: UPDATE_MESSAGES.body });
    expect((await refusal(post({ milestoneKind: "boda" }))).fields).toMatchObject({ milestoneKind: UPDATE_MESSAGES.milestone });
    expect((await refusal(post({ documentIds: [auto.id, auto.id] }))).fields).toMatchObject({
      documentIds: UPDATE_MESSAGES.repeatedAttachment,
    });
    for (const refused of [hidden, addressed, elsewhere])
      expect((await refusal(post({ documentIds: [auto.id, refused.id] }))).fields).toEqual({
        "documentIds.1": UPDATE_MESSAGES.attachmentNotShared,
      });
    expect((await refusal(postUpdate(now, operationId, { title: "x", body: "y" }))).code).toBe("forbidden");
    expect(await db.operationUpdate.count({ where: { operationId } })).toBe(0);

    const update = await post({
      title: "Subasta celebrada",
      body: "La subasta se celebró el 3 de noviembre.\nEl club fue el mejor postor.",
      documentIds: [auto.id],
      milestoneKind: "subasta_celebrada",
    });
    expect(update).toMatchObject({
      operationTitle: "Operación de novedades",
      milestone: "Subasta celebrada",
      attachments: [{ id: auto.id, name: "Auto de adjudicación" }],
      readAt: null,
    });
    const recipients = await db.operationUpdateRecipient.findMany({
      where: { updateId: update.id },
      select: { userId: true, delivery: true },
    });
    expect(Object.fromEntries(recipients.map((r) => [r.userId, r.delivery]))).toEqual({
      [now.id]: "email",
      [weekly.id]: "weekly",
      [never.id]: "never",
    });
    const [mail] = await updateEmails(now.email!);
    expect(mail?.subject).toBe("Operación de novedades: Subasta celebrada");
    expect(mail?.text).toContain("El club fue el mejor postor.");
    expect(mail?.text).toContain("Documentos adjuntos (en tu área): «Auto de adjudicación».");
    expect(mail?.text).toContain(`/investor/novedades/${update.id}`);
    for (const quiet of [weekly, never, cancelled, stranger]) expect(await updateEmails(quiet.email!)).toEqual([]);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { entityType: "operation_update", entityId: update.id } });
    expect(audit).toMatchObject({ action: "create", entityLabel: "Operación de novedades: Subasta celebrada" });

    // Novedades: its investors read it, nobody else; the first opening is kept.
    expect(await listOwnUpdates(now)).toMatchObject([{ id: update.id, readAt: null }]);
    expect(await unreadUpdateCount(now)).toBe(1);
    for (const outsider of [stranger, cancelled]) {
      expect(await listOwnUpdates(outsider)).toEqual([]);
      expect((await refusal(getOwnUpdate(outsider, update.id))).code).toBe("not-found");
      expect((await refusal(markUpdateRead(outsider, update.id))).code).toBe("not-found");
    }
    const first = await markUpdateRead(now, update.id);
    expect(await markUpdateRead(now, update.id)).toEqual(first);
    expect(await unreadUpdateCount(now)).toBe(0);
    expect((await getOwnUpdate(now, update.id)).readAt).toBe(first.readAt);

    // Who joins the operation later reads its earlier updates too, and counts among its readers.
    const later = await investor();
    await holding(later, operationId);
    await markUpdateRead(later, update.id);

    const seen = await getUpdateWithReaders(admin, update.id);
    expect(seen).toMatchObject({ recipients: 4, read: 2, author: `${admin.firstName} ${admin.lastName}` });
    expect(seen.readers.map((r) => [r.userId, r.delivery, Boolean(r.readAt)])).toEqual([
      [now.id, "email", true],
      [later.id, "later", true],
      ...[
        [weekly.id, "weekly", false],
        [never.id, "never", false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]);
    expect(await listOperationUpdates(admin, operationId)).toMatchObject([{ id: update.id, recipients: 4, read: 2 }]);
    expect((await refusal(getUpdateWithReaders(now, update.id))).code).toBe("forbidden");

    // The document made private since, or addressed to one investor: no longer listed to anyone (issue 64, item 8).
    await db.document.update({ where: { id: auto.id }, data: { visibleToInvestors: false, isPublic: false } });
    expect((await getOwnUpdate(now, update.id)).attachments).toEqual([]);
    await db.document.update({ where: { id: auto.id }, data: { visibleToInvestors: true } });
    expect((await getOwnUpdate(now, update.id)).attachments).toEqual([expect.objectContaining({ id: auto.id })]);
    await db.document.update({
      where: { id: auto.id },
      data: { investmentId: (await db.participation.findFirstOrThrow({ where: { operationId, userId: now.id } })).id },
    });
    expect((await listOwnUpdates(now))[0]!.attachments).toEqual([]);
  });
});

describe("the weekly digest", () => {
  it("goes on Monday (Madrid) with the unread updates of the week before, once", async () => {
    const db = await testDb();
    const operationId = await ownOperation("Operación del resumen", "operacion-resumen");
    const reader = await investor();
    await updatePreferences(reader, { notifyDocuments: true, notifyOperations: true, notifyUpdates: "weekly" });
    const readFirst = await investor("weekly");
    await holding(reader, operationId);
    await holding(readFirst, operationId);
    const a = await postUpdate(admin, operationId, { title: "Demanda presentada", body: "Presentada en el juzgado." });
    const b = await postUpdate(admin, operationId, { title: "Demanda admitida", body: "Admitida a trámite." });
    // Wednesday 25 November 2026, Madrid.
    await db.operationUpdate.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { publishedAt: madridTime(2026, 10, 25, 10) } });
    await markUpdateRead(readFirst, a.id);
    await markUpdateRead(readFirst, b.id);
    expect(await updateEmails(reader.email!)).toEqual([]);

    // Monday 30 November at 00:30 in Madrid is still Sunday 29 in UTC: the week has begun in Madrid.
    expect(weekStart(madridTime(2026, 10, 30, 0, 30))).toEqual(madridTime(2026, 10, 30));
    expect(await sendUpdateDigests(madridTime(2026, 10, 29, 23, 59))).toBe(0);
    expect(await sendUpdateDigests(madridTime(2026, 10, 30, 0, 30))).toBe(1);
    expect(await sendUpdateDigests(madridTime(2026, 10, 30, 9))).toBe(0);
    const digests = await updateEmails(reader.email!);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe("Resumen semanal: 2 novedades de tus operaciones");
    expect(digests[0]!.text).toContain("Operación del resumen — Demanda admitida\nAdmitida a trámite.");
    expect(await updateEmails(readFirst.email!)).toEqual([]);
  });
});

describe("the quarter's reminder of quiet operations", () => {
  it("names the running operations whose investors heard nothing for 90 days, once a quarter", async () => {
    const db = await testDb();
    const now = madridTime(2027, 0, 4, 9);
    const old = new Date(now.getTime() - 120 * 86_400_000);
    const quiet = await ownOperation("Operación callada", "operacion-callada");
    const talking = await ownOperation("Operación que informa", "operacion-que-informa");
    const empty = await ownOperation("Operación sin inversores", "operacion-sin-inversores");
    await db.operation.updateMany({ where: { id: { in: [quiet, talking, empty] } }, data: { createdAt: old, status: "en_curso" } });
    const holder = await investor();
    await holding(holder, quiet);
    await holding(holder, talking);
    const recent = await postUpdate(admin, talking, { title: "Posesión", body: "Tomada." });
    await db.operationUpdate.update({ where: { id: recent.id }, data: { publishedAt: new Date(now.getTime() - 30 * 86_400_000) } });
    // The other tests' operations are new: only these are old enough to be quiet, with the seed's own.
    await db.updateReminder.deleteMany();

    expect(quarterOf(now)).toBe("2027-1");
    const named = await sendQuietOperationReminder(now);
    const mail = await db.email.findFirstOrThrow({ where: { kind: "update-reminder" }, orderBy: { createdAt: "desc" } });
    expect(mail.to).toBe(ADMIN);
    expect(mail.text).toContain("· Operación callada: ninguna todavía");
    expect(mail.text).not.toContain("Operación que informa");
    expect(mail.text).not.toContain("Operación sin inversores");
    expect(named).toBeGreaterThanOrEqual(1);
    expect(await sendQuietOperationReminder(new Date(now.getTime() + 86_400_000))).toBe(0);
    expect(await sendQuietOperationReminder(madridTime(2027, 3, 1, 9))).toBeGreaterThanOrEqual(1);
  });
});
