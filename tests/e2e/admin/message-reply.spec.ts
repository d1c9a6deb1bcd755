import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { mailTo } from "../fixtures";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

/** Issue 50, item 4: an admin answers a contact message from Mensajes; it leaves through SMTP and stays in the thread. */
test("a reply to a contact message leaves through SMTP and is kept in the thread", async ({ page }) => {
  // The demo's message of Jordi Vilaró, already read (the contact form's rate limit is for the specs
  // that test it; another spec's own message may be the newest read one for a moment).
  const messages = (await (await page.request.get("/api/messages")).json()) as {
    name: string;
    email: string;
    message: string;
    isRead: boolean;
  }[];
  const demo = messages.find((candidate) => candidate.name === "Jordi Vilaró")!;
  expect(demo.isRead).toBe(true);
  const { name, email, message } = demo;

  await open(page, `/admin/messages?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("data-row").filter({ hasText: name });
  await pickRowAction(page, `mensaje de ${name}`, `Responder a ${name}`, row);
  const dialog = page.getByRole("dialog", { name: `Responder a ${name}` });
  await expect(dialog.getByTestId("message-thread")).toContainText(message.slice(0, 30));
  await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(dialog.getByText("Escribe la respuesta")).toBeVisible();
  await dialog.getByLabel("Tu respuesta *").fill("Sí: con un IBAN de la zona SEPA y tu NIE o pasaporte.");
  await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(page.getByText("Respuesta enviada", { exact: true })).toBeVisible();

  await expect
    .poll(() => mailTo(email).some((mail) => mail.subject === "Re: tu mensaje a Club Inversión Hipotecaria"), { timeout: 20_000 })
    .toBe(true);
  expect(mailTo(email).at(-1)!.text).toContain("Sí: con un IBAN de la zona SEPA y tu NIE o pasaporte.");

  await expect(row).toContainText(/\d+ respuestas?/);
  await expect(row).toContainText("Leído");
  await pickRowAction(page, `mensaje de ${name}`, `Responder a ${name}`, row);
  await expect(dialog.getByTestId("message-thread")).toContainText("Sí: con un IBAN de la zona SEPA");
});
