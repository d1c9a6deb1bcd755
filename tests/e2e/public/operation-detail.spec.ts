import { expect, test } from "@playwright/test";
import { demoOperation, euros, fetchOperation } from "../fixtures";

const normalise = (s: string) => s.replace(/\s/g, " ");

test("the detail page shows every figure, the property card and the texts", async ({ page, request }) => {
  // A demo operation with every field of the property card filled in.
  const detail = await fetchOperation(request, (await demoOperation(request, "Piso en el Eixample")).slug);
  expect([detail.acquisitionDate, detail.estadoProcesalJuridico, detail.precioCompra].every(Boolean)).toBe(true);

  await page.goto(`/operations/${detail.slug}`);
  await expect(page).toHaveTitle(new RegExp(String(detail.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(detail.title));
  const status = page.getByRole("main").getByText("Estado de la Inversión");
  await expect(status).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Financiado" })).toHaveAttribute("aria-valuenow", String(detail.percentageFinanced));

  const text = normalise(await page.getByRole("main").innerText());
  expect(text).toContain(normalise(euros(String(detail.pvp))));
  expect(text).toContain(normalise(euros(String(detail.ticketMin))));
  expect(text).toContain(normalise(euros(String(detail.precioCompra))));
  const [y, m, d] = String(detail.acquisitionDate).split("-");
  expect(text).toContain(`${d}/${m}/${y}`);

  // Within the page's content: while the page streams in, a second copy may exist for a moment.
  await expect(page.locator("#contenido").getByText("Información del Inmueble")).toBeVisible();
  await expect(page.getByText("Estado Procesal y Jurídico")).toBeVisible();
  await expect(page.getByRole("note")).toContainText(String(detail.estadoProcesalJuridico).slice(0, 40));
  // "Solicitar Información" opens the contact form with its message naming the operation.
  await page.getByRole("link", { name: /Solicitar Información/ }).click();
  await expect(page).toHaveURL(/\/contact\?operacion=/);
  await expect(page.getByLabel("Mensaje *")).toHaveValue(`Hola, me interesa la operación «${String(detail.title)}». `);
  await page.goBack();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", String(detail.title));
});

test("Descargar PDF Completo opens the PDF in a new tab", async ({ page, request }) => {
  const withPdf = await fetchOperation(request, (await demoOperation(request, "Piso en Chamberí")).slug);
  expect(withPdf.pdfCompleto, "the demo data has an operation with a PDF").toBeTruthy();
  await page.goto(`/operations/${withPdf.slug}`);
  const link = page.getByRole("link", { name: /Descargar PDF Completo/ });
  await expect(link).toHaveAttribute("href", String(withPdf.pdfCompleto));
  await expect(link).toHaveAttribute("target", "_blank");
  const pdf = await request.get(String(withPdf.pdfCompleto));
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});

test("without a PDF the button is disabled and pressing it explains why in a toast", async ({ page, request }) => {
  const withoutPdf = await fetchOperation(request, (await demoOperation(request, "Finca rústica en Benimaclet")).slug);
  expect(withoutPdf.pdfCompleto, "a demo operation without a PDF").toBeNull();
  await page.goto(`/operations/${withoutPdf.slug}`);
  const button = page.getByRole("button", { name: /PDF No Disponible/ });
  await expect(button).toHaveAttribute("aria-disabled", "true");
  // A person can still press it (it is only aria-disabled); Playwright needs force for that.
  await button.click({ force: true });
  await expect(page.getByText("PDF no disponible", { exact: true })).toBeVisible();
  await expect(page.getByText("El PDF completo aún no está disponible para esta operación")).toBeVisible();
  // One toast at a time: pressing again replaces it instead of stacking a second one.
  await button.click({ force: true });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(page.getByText("PDF no disponible", { exact: true })).toBeVisible();
});

test("an unknown operation shows Operación no encontrada with a way back", async ({ page }) => {
  // The page shell may already be streaming when the lookup ends, so the status can be 200; the
  // page then tells search engines not to index it. The API answers a plain 404.
  await page.goto("/operations/esta-operacion-no-existe");
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "Operación no encontrada" })).toBeVisible();
  await expect(page.getByText("La operación que buscas no existe o ha sido eliminada.")).toBeVisible();
  await page.getByRole("link", { name: /Volver a Operaciones/ }).click();
  await expect(page).toHaveURL(/\/operations$/);
});
