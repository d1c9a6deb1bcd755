import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import { POST as passwordLinkRoute } from "@/app/api/users/[id]/password-link/route";
import { DEMO_PASSWORD, INVESTOR, signInAs } from "../helpers/auth";
import { auditMark, auditSince } from "../helpers/audit";
import { testDb } from "../helpers/db";
import { INVESTOR_B, seedWithOwnership, type OwnershipFixtures } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { privateTokenTo } from "../helpers/private-links";

/**
 * The audit row and the change are one transaction: here the audit row is written, and then the
 * write fails. If the two were separate, the row (or the change) would survive.
 */
const control = vi.hoisted(() => ({ failAfterAudit: false, written: 0 }));

vi.mock("@/server/audit/record", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/server/audit/record")>();
  return {
    ...actual,
    recordAudit: async (...args: Parameters<typeof actual.recordAudit>) => {
      await actual.recordAudit(...args);
      control.written++;
      if (control.failAfterAudit) throw new Error("fallo simulado después de escribir la fila de auditoría");
    },
  };
});

let admin: string;
let f: OwnershipFixtures;

beforeAll(async () => {
  const seeded = await seedWithOwnership();
  f = seeded.fixtures;
  admin = seeded.sessions.admin!;
});

afterEach(() => {
  control.failAfterAudit = false;
  control.written = 0;
});

/** Runs `write` with the audit helper failing right after its insert; returns the rows left behind. */
async function failingAfterAudit(write: () => Promise<Response>) {
  const mark = await auditMark();
  control.written = 0;
  control.failAfterAudit = true;
  const response = await write();
  control.failAfterAudit = false;
  expect(control.written).toBe(1); // the row was written…
  return { status: response.status, body: await response.text(), left: await auditSince(mark) };
}

describe("a write that rolls back leaves no audit row, and an audit row never outlives its write", () => {
  it("an operation's edit: neither the change nor the row survive", async () => {
    const db = await testDb();
    const op = await db.operation.create({
      data: { title: "Intacta", slug: `intacta-${randomUUID()}`, province: "madrid", pvp: "1000.00", ticketMin: "100.00" },
    });
    const body = { title: "Cambiada", province: "madrid", pvp: "2000", ticketMin: "100", status: "cerrada" };
    const {
      status,
      body: text,
      left,
    } = await failingAfterAudit(() =>
      updateOperationRoute(jsonRequest("PUT", `/api/operations/${op.id}`, { body, headers: { cookie: admin } }), params({ id: op.id })),
    );
    expect(status).toBe(500);
    expect(text).not.toContain("fallo simulado"); // no internals to the client
    expect(left).toEqual([]); // …and went with the rollback
    expect(await db.operation.findUniqueOrThrow({ where: { id: op.id }, select: { title: true, status: true } })).toEqual({
      title: "Intacta",
      status: "abierta",
    });
    expect(await db.email.count({ where: { kind: "operation-status", subject: { contains: "Cambiada" } } })).toBe(0);
  });

  it("a sign-in (the library's own write): no session is opened", async () => {
    const db = await testDb();
    const sessions = await db.session.count({ where: { user: { email: INVESTOR } } });
    const { status, left } = await failingAfterAudit(() =>
      signInRoute(jsonRequest("POST", "/api/auth/sign-in", { body: { email: INVESTOR, password: DEMO_PASSWORD } }), params({})),
    );
    expect(status).toBe(500);
    expect(left).toEqual([]);
    expect(await db.session.count({ where: { user: { email: INVESTOR } } })).toBe(sessions);
  });

  it("a password reset (inside the library's transaction): the password and the link stay as they were", async () => {
    const link = await passwordLinkRoute(
      jsonRequest("POST", `/api/users/${f.b.id}/password-link`, { headers: { cookie: admin } }),
      params({ id: f.b.id }),
    );
    expect(link.status).toBe(201);
    const token = await privateTokenTo(INVESTOR_B);
    const reset = () =>
      resetPasswordRoute(jsonRequest("POST", "/api/auth/reset-password", { body: { token, password: "clave-que-no-queda" } }), params({}));
    const { status, left } = await failingAfterAudit(reset);
    expect(status).toBe(500);
    expect(left).toEqual([]);
    await expect(signInAs(INVESTOR_B, "clave-que-no-queda")).rejects.toThrow(/401/);
    await signInAs(INVESTOR_B, DEMO_PASSWORD);
    // The link was not spent: it still works once the failure is gone.
    expect((await reset()).status).toBe(200);
    await signInAs(INVESTOR_B, "clave-que-no-queda");
  });
});
