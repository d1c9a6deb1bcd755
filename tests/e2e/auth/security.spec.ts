import { expect, test } from "@playwright/test";
import { fromTheSite } from "../fixtures";
import { SIGNED_OUT, open } from "./helpers";

test.use(SIGNED_OUT);

/**
 * Seguridad, as an investor: closing the other sessions and changing the password. On an account
 * of its own, so that no other spec's saved session is ended.
 */
test("an investor closes the other sessions and changes the password from Seguridad", async ({ page, browser }) => {
  const email = `seguridad.${Date.now()}@correo.example`;
  const password = "clave-de-seguridad-1";
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { firstName: "Sara", lastName: "Segura", email, password, acceptPrivacy: true },
    ...fromTheSite(),
  });
  expect(signUp.status()).toBe(201);

  // Signed in on another device too.
  const other = await (await browser.newContext(SIGNED_OUT)).newPage();
  expect((await other.request.post("/api/auth/sign-in", { data: { email, password }, ...fromTheSite() })).status()).toBe(200);
  expect((await page.request.post("/api/auth/sign-in", { data: { email, password }, ...fromTheSite() })).status()).toBe(200);

  await open(page, "/investor");
  await page.locator('[data-slot="sidebar"]').getByRole("link", { name: "Seguridad", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/investor\/seguridad$/);
  await expect(page.getByRole("heading", { name: "Seguridad", level: 1 })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Sesiones abiertas" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("Esta sesión");

  await page.getByRole("button", { name: "Cerrar las demás sesiones" }).click();
  await expect(page.getByText("Se ha cerrado 1 sesión")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText("No tienes otras sesiones abiertas.")).toBeVisible();
  expect((await other.request.get("/api/auth/user")).status()).toBe(401);

  // A wrong current password: the Spanish message under the field, nothing changes.
  await page.getByLabel("Contraseña actual").fill("no-es-la-clave");
  await page.getByLabel("Contraseña nueva").fill("clave-de-seguridad-2");
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("La contraseña actual no es correcta")).toBeVisible();

  await page.getByLabel("Contraseña actual").fill(password);
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("Contraseña cambiada", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200); // this session stays

  const later = await (await browser.newContext(SIGNED_OUT)).newPage();
  const old = await later.request.post("/api/auth/sign-in", { data: { email, password }, ...fromTheSite() });
  expect(old.status()).toBe(401);
  const renewed = await later.request.post("/api/auth/sign-in", { data: { email, password: "clave-de-seguridad-2" }, ...fromTheSite() });
  expect(renewed.status()).toBe(200);
});
