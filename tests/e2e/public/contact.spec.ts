import { expect, test } from "@playwright/test";

test("sending a message shows Enviando..., the success toast, and clears the form", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Nombre *").fill("Carmen Ruiz");
  await page.getByLabel("Email *").fill("carmen@correo.example");
  await page.getByLabel("Teléfono (opcional)").fill("+34 611 222 333");
  await page.getByLabel("Mensaje *").fill("Me interesa la operación de Triana.");
  await page.getByLabel(/acepto la Política de Privacidad/).check();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: /Enviar Mensaje/ }).click();
  const sending = page.getByRole("button", { name: /Enviando\.\.\./ });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByText("Mensaje enviado", { exact: true })).toBeVisible();
  await expect(page.getByText("Nos pondremos en contacto contigo pronto")).toBeVisible();
  await expect(page.getByLabel("Nombre *")).toHaveValue("");
  await expect(page.getByLabel("Mensaje *")).toHaveValue("");
});

test("validation messages appear and nothing is sent", async ({ page }) => {
  let sent = false;
  await page.route("**/api/contact", (route) => {
    sent = true;
    return route.continue();
  });
  await page.goto("/contact");
  await page.getByRole("button", { name: /Enviar Mensaje/ }).click();
  await expect(page.getByText("El nombre es requerido")).toBeVisible();
  await expect(page.getByText("El email es requerido")).toBeVisible();
  await expect(page.getByText("El mensaje es requerido")).toBeVisible();
  await expect(page.getByText("Debes aceptar la Política de Privacidad")).toBeVisible();
  // The notice it asks for is one link away, in a new tab (what was typed stays).
  const notice = page.getByRole("link", { name: "Política de Privacidad" }).first();
  await expect(notice).toHaveAttribute("href", "/privacidad");
  await expect(notice).toHaveAttribute("target", "_blank");

  await page.getByLabel("Email *").fill("no-es-un-email");
  await page.getByRole("button", { name: /Enviar Mensaje/ }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();
  expect(sent).toBe(false);
});

test("a failed send shows the error toast and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/contact");
  await page.getByLabel("Nombre *").fill("Carmen Ruiz");
  await page.getByLabel("Email *").fill("carmen@correo.example");
  await page.getByLabel("Mensaje *").fill("Hola");
  await page.getByLabel(/acepto la Política de Privacidad/).check();
  await page.getByRole("button", { name: /Enviar Mensaje/ }).click();
  await expect(page.getByText("No se pudo enviar el mensaje. Inténtalo de nuevo.")).toBeVisible();
  await expect(page.getByLabel("Nombre *")).toHaveValue("Carmen Ruiz");
});

test("contact details and opening hours are shown", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText("Lunes a Viernes")).toBeVisible();
  await expect(page.getByText("9:00 - 18:00")).toBeVisible();
  await expect(page.getByText("10:00 - 14:00")).toBeVisible();
  await expect(page.getByText("Cerrado")).toBeVisible();
  await expect(page.getByRole("link", { name: /Email/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
});
