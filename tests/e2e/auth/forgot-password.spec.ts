import { expect, test } from "@playwright/test";
import { fromTheSite } from "../fixtures";
import { ADMIN, signIn } from "./helpers";

test("a person who forgot the password is sent a one-time link that no admin can read", async ({ page, browser }) => {
  const email = `olvidadiza-${Date.now()}@correo.example`;
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { firstName: "Olvido", lastName: "Prueba", email, password: "clave-original-1", acceptPrivacy: true },
    ...fromTheSite(),
  });
  expect(signUp.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/handler/sign-in");
  await page.getByRole("link", { name: "¿Has olvidado tu contraseña?" }).click();
  await expect(page).toHaveURL(/\/handler\/forgot-password$/);
  await expect(page.getByText("Escribe el email de tu cuenta y te enviaremos un enlace")).toBeVisible();
  // Next keeps the page just left in a hidden tree: only the visible copy of a field counts.
  await page.getByLabel("Email").filter({ visible: true }).fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).filter({ visible: true }).click();
  await expect(page.getByText("Si el email corresponde a una cuenta, recibirás un enlace para elegir una contraseña nueva.")).toBeVisible();

  // Correo saliente lists the message, and an admin sees it without its link: only the recipient's
  // mailbox gets it (here the e2e server's, tests/e2e/mail-catcher.mjs; the integration tests follow it).
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  // The link is issued just after the answer (so that it takes as long as for an unknown e-mail).
  const listed = async () =>
    ((await (await admin.request.get(`/api/emails?q=${encodeURIComponent(email)}`)).json()) as { rows: { id: string; subject: string }[] })
      .rows;
  await expect
    .poll(async () => (await listed()).map((row) => row.subject))
    .toContain("Restablece tu contraseña de Club Inversión Hipotecaria");
  const rows = await listed();
  const reset = rows.find((row) => row.subject.startsWith("Restablece"))!;
  const detail = (await (await admin.request.get(`/api/emails/${reset.id}`)).json()) as { text: string };
  expect(detail.text).toContain("Elegir una contraseña nueva: [enlace privado]");
  expect(JSON.stringify(detail)).not.toContain("token=");

  // A made-up link is refused on the page with the Spanish message.
  await page.goto("/handler/reset-password?token=inventado");
  await page
    .getByLabel(/Nueva contraseña/)
    .filter({ visible: true })
    .fill("clave-recuperada-1");
  await page.getByRole("button", { name: "Guardar contraseña" }).filter({ visible: true }).click();
  await expect(page.getByText("El enlace no es válido o ha caducado")).toBeVisible();
});
