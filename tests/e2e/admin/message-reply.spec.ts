import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, mailTo } from "../fixtures";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

/** Issue 50, item 4: an admin answers a contact message from Mensajes; it leaves through SMTP and stays in the thread. */
test("a reply to a contact message leaves through SMTP and is kept in the thread", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Consulta ${stamp}`;
  const email = `consulta.${stamp}@correo.example`;
  const sent = await page.request.post("/api/contact", {
    data: { name, email, message: "¿Puedo invertir desde Portugal?", acceptPrivacy: true },
    ...fromTheSite(),
  });
  expect(sent.status()).toBe(201);

  await open(page, `/admin/messages?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("data-row").filter({ hasText: name });
  await pickRowAction(page, `mensaje de ${name}`, `Responder a ${name}`, row);
  const dialog = page.getByRole("dialog", { name: `Responder a ${name}` });
  await expect(dialog.getByTestId("message-thread")).toContainText("¿Puedo invertir desde Portugal?");
  await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(dialog.getByText("Escribe la respuesta")).toBeVisible();
  await dialog.getByLabel("Tu respuesta *").fill("Sí: con un IBAN de la zona SEPA y tu NIE o pasaporte.");
  await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(page.getByText("Respuesta enviada", { exact: true })).toBeVisible();

  await expect
    .poll(() => mailTo(email).some((mail) => mail.subject === "Re: tu mensaje a Club Inversión Hipotecaria"), { timeout: 20_000 })
    .toBe(true);
  expect(mailTo(email).at(-1)!.text).toContain("Sí: con un IBAN de la zona SEPA y tu NIE o pasaporte.");

  await expect(row).toContainText("1 respuesta");
  await expect(row).toContainText("Leído");
  await pickRowAction(page, `mensaje de ${name}`, `Responder a ${name}`, row);
  await expect(dialog.getByTestId("message-thread")).toContainText("Sí: con un IBAN de la zona SEPA");
});
