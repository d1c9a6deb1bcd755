import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { exclusive, FISCAL_SETTINGS } from "../exclusive";

test.use({ storageState: SIGNED_IN.admin });

test("settings: validation, then a new contact e-mail shows on the contact page at once", async ({ page }) => {
  await open(page, "/admin/settings");
  const email = page.getByLabel("Email de contacto");
  await email.fill("no-es-email");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();

  const address = `hola-${Date.now()}@club.example`;
  await email.fill(address);
  await page.getByLabel("Página de la empresa").fill("https://club.example/quienes-somos");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Configuración guardada", { exact: true })).toBeVisible();

  await page.goto("/contact");
  await expect(page.getByRole("link", { name: new RegExp(address) })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" })).toHaveAttribute(
    "href",
    "https://club.example/quienes-somos",
  );
});

/** Issue 33: the footer's legal links, the legal notice's NIF from Configuración, and a published version. */
test("the footer opens the legal pages; the NIF saved in Configuración and a new version of a text show at once", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await visitor.goto("/");
  const footer = visitor.getByRole("navigation", { name: "Legal" });
  for (const [name, heading] of [
    ["Aviso Legal", "Aviso Legal"],
    ["Política de Privacidad", "Política de Privacidad"],
    ["Política de Cookies", "Política de Cookies"],
    ["Términos y Condiciones", "Términos y Condiciones"],
  ]) {
    await footer.getByRole("link", { name }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    if (name === "Política de Cookies") await expect(visitor.getByRole("cell", { name: "club_signed_in" })).toBeVisible();
  }

  // The club's NIF, typed in Configuración, fills the legal notice (while no other spec changes it).
  await exclusive(FISCAL_SETTINGS, async () => {
    await open(page, "/admin/settings");
    await page.getByLabel("NIF del club").fill("B12345674");
    await page.getByLabel("Datos registrales").fill("Registro Mercantil de Valencia, tomo 9, folio 8, hoja V-7");
    await page.getByRole("button", { name: "Guardar fiscalidad" }).click();
    await expect(page.getByText("Configuración fiscal guardada", { exact: true })).toBeVisible();
    await visitor.goto("/aviso-legal");
    await expect(visitor.getByRole("main")).toContainText("NIF: B12345674");
    await expect(visitor.getByRole("main")).toContainText("Datos registrales: Registro Mercantil de Valencia, tomo 9, folio 8, hoja V-7");
  });

  // A new version of the terms: published, listed with its date, on the page at once.
  await page.getByLabel("Página", { exact: true }).selectOption({ label: "Términos y Condiciones" });
  const terms = `Condiciones de uso revisadas ${Date.now()}.`;
  await page.getByLabel("Términos y Condiciones *").fill(`## Uso del sitio\n\n${terms} Titular: {{nombre}}.`);
  await page.getByRole("button", { name: "Publicar versión" }).click();
  await expect(page.getByText("Nueva versión publicada", { exact: true })).toBeVisible();
  await expect(page.getByTestId("legal-versions").locator("li").first()).toContainText(/^Versión \d+ · /);
  await visitor.goto("/terminos");
  await expect(visitor.getByRole("heading", { level: 2, name: "Uso del sitio" })).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText(terms);
  await expect(visitor.getByTestId("legal-version")).toContainText(/^Versión \d+, de \d{2}\/\d{2}\/\d{4}$/);
  await visitor.close();
});
