import { expect, test } from "@playwright/test";
import { fromTheSite } from "../fixtures";
import { ADMIN, signIn } from "./helpers";

test("a person who forgot the password gets a one-time link by e-mail and sets a new one", async ({ page, browser }) => {
  const email = `olvidadiza-${Date.now()}@correo.example`;
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { firstName: "Olvido", lastName: "Prueba", email, password: "clave-original-1" },
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

  // The e2e server has no SMTP_URL: the message waits in Correo saliente, where an admin reads it.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  const list = await admin.request.get(`/api/emails?q=${encodeURIComponent(email)}`);
  const { rows } = (await list.json()) as { rows: { id: string; subject: string }[] };
  expect(rows.map((row) => row.subject)).toEqual(["Restablece tu contraseña de Club Inversión Hipotecaria"]);
  const detail = (await (await admin.request.get(`/api/emails/${rows[0]!.id}`)).json()) as { text: string };
  const link = /http:\/\/[^\s]+\/handler\/reset-password\?token=\w+/.exec(detail.text)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page
    .getByLabel(/Nueva contraseña/)
    .filter({ visible: true })
    .fill("clave-recuperada-1");
  await page.getByRole("button", { name: "Guardar contraseña" }).filter({ visible: true }).click();
  await expect(page.getByText("Contraseña guardada. Ya puedes iniciar sesión.")).toBeVisible();

  await page.goto("/handler/sign-in");
  await page.getByLabel("Email").filter({ visible: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).filter({ visible: true }).fill("clave-recuperada-1");
  await page.getByRole("button", { name: "Iniciar Sesión" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/investor/);
});
