import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { hashPassword } from "better-auth/crypto";
import { Protected } from "@/components/auth/protected";
import { ADMIN, DEMO_PASSWORD, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";

/**
 * A signed-out visit (or an investor's) to a page of a signed-in area: the area's layout answers
 * with the guard's toast and redirect, while Next renders the page beside it. The page must then
 * render nothing without throwing, or the server logs an expected 401/403 as a failure with its
 * stack trace.
 */
let cookie = "";
vi.mock("next/headers", () => ({
  headers: async () => new Headers(cookie ? { cookie } : {}),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const searchParams = Promise.resolve({});
const ADMIN_PAGES = {
  "/admin": () => import("@/app/admin/page"),
  "/admin/operations": () => import("@/app/admin/operations/page"),
  "/admin/inversores": () => import("@/app/admin/inversores/page"),
  "/admin/solicitudes": () => import("@/app/admin/solicitudes/page"),
  "/admin/investments": () => import("@/app/admin/investments/page"),
  "/admin/documentos": () => import("@/app/admin/documentos/page"),
  "/admin/contracts": () => import("@/app/admin/contracts/page"),
  "/admin/transactions": () => import("@/app/admin/transactions/page"),
  "/admin/messages": () => import("@/app/admin/messages/page"),
  "/admin/correo": () => import("@/app/admin/correo/page"),
  "/admin/settings": () => import("@/app/admin/settings/page"),
  "/admin/banco": () => import("@/app/admin/banco/page"),
  "/admin/fiscalidad": () => import("@/app/admin/fiscalidad/page"),
  "/admin/resultados": () => import("@/app/admin/resultados/page"),
  "/admin/devoluciones": () => import("@/app/admin/devoluciones/page"),
  "/admin/seguridad": () => import("@/app/admin/seguridad/page"),
};
const INVESTOR_PAGES = {
  "/investor": () => import("@/app/investor/page"),
  "/investor/operations": () => import("@/app/investor/operations/page"),
  "/investor/documents": () => import("@/app/investor/documents/page"),
  "/investor/contracts": () => import("@/app/investor/contracts/page"),
  "/investor/seguridad": () => import("@/app/investor/seguridad/page"),
  "/investor/datos": () => import("@/app/investor/datos/page"),
  "/investor/fiscalidad": () => import("@/app/investor/fiscalidad/page"),
  "/investor/conveniencia": () => import("@/app/investor/conveniencia/page"),
  // "Quiero participar", for an open demo operation.
  "/investor/participar/[slug]": async () => {
    const page = (await import("@/app/investor/participar/[slug]/page")).default;
    const params = Promise.resolve({ slug: "loft-en-poblenou-compra-de-credito-npl" });
    return { default: (props: object) => page({ ...props, params }) };
  },
};

type Page = (props: { searchParams: Promise<Record<string, string>> }) => Promise<unknown>;
const render = async (load: () => Promise<{ default: unknown }>) => ((await load()).default as Page)({ searchParams });

beforeAll(seedDatabase);

describe("a page of a signed-in area, for someone who may not see it", () => {
  it("renders nothing for a signed-out visitor, without throwing", async () => {
    cookie = "";
    for (const [path, load] of Object.entries({ ...ADMIN_PAGES, ...INVESTOR_PAGES })) await expect(render(load), path).resolves.toBeNull();
  });

  it("renders nothing of the back-office for an investor, without throwing", async () => {
    cookie = await signInAs(INVESTOR);
    for (const [path, load] of Object.entries(ADMIN_PAGES)) await expect(render(load), path).resolves.toBeNull();
  });

  it("renders nothing of the back-office for an admin without a second factor, whom the guard sends to set it up", async () => {
    const db = await testDb();
    const user = await db.user.create({ data: { email: "sin.factor@correo.example", firstName: "Sin", role: "admin" } });
    await db.account.create({
      data: { userId: user.id, accountId: user.id, providerId: "credential", password: await hashPassword(DEMO_PASSWORD) },
    });
    cookie = await signInAs("sin.factor@correo.example");
    for (const [path, load] of Object.entries(ADMIN_PAGES)) await expect(render(load), path).resolves.toBeNull();
    const guard = (await Protected({ role: "admin", children: () => "el panel" })) as ReactElement<{ kind: string }>;
    expect(guard.props.kind).toBe("second-factor");
  });

  it("renders the page for whom it is meant", async () => {
    cookie = await signInAs(ADMIN);
    await expect(render(ADMIN_PAGES["/admin/settings"])).resolves.not.toBeNull();
    await expect(render(ADMIN_PAGES["/admin/fiscalidad"])).resolves.not.toBeNull();
    cookie = await signInAs(INVESTOR);
    await expect(render(INVESTOR_PAGES["/investor/contracts"])).resolves.not.toBeNull();
    await expect(render(INVESTOR_PAGES["/investor/seguridad"])).resolves.not.toBeNull();
    await expect(render(INVESTOR_PAGES["/investor/datos"])).resolves.not.toBeNull();
    await expect(render(INVESTOR_PAGES["/investor/fiscalidad"])).resolves.not.toBeNull();
    await expect(render(INVESTOR_PAGES["/investor/participar/[slug]"])).resolves.not.toBeNull();
  });
});
