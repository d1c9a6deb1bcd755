import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { ownInvestor } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/**
 * Reclamaciones (issue 66, item 5): an investor files a complaint from her area and reads its
 * reference at once; the admin admits it and resolves it with reasons; she sees it resolved. The
 * e-mails, deadlines and register are proven in tests/integration/complaints.test.ts.
 */
test("an investor files a complaint, the admin admits and resolves it, and she reads the resolution", async ({ page, browser }) => {
  const investor = await ownInvestor(page.request, browser, "Reclamante");
  try {
    const own = await investor.context.newPage();
    await open(own, "/investor/reclamaciones");
    await expect(own.getByText("No has presentado ninguna reclamación.")).toBeVisible();
    const form = own.getByRole("form", { name: "Presentar una reclamación" });
    await form.getByRole("button", { name: "Presentar la reclamación" }).click();
    await expect(form.getByText("Elige de qué trata la reclamación")).toBeVisible();
    await form.getByLabel("¿Sobre qué es? *").selectOption({ label: "Pagos y transferencias" });
    await form.getByLabel("Qué ha pasado y qué pides *").fill("Mi devolución llegó una semana tarde y nadie me avisó del retraso.");
    await form.getByRole("button", { name: "Presentar la reclamación" }).click();
    const filed = own.getByRole("status").filter({ hasText: "Hemos registrado tu reclamación" });
    await expect(filed).toContainText(/REC-\d{4}-\d{5}/);
    const reference = (await filed.textContent())!.match(/REC-\d{4}-\d{5}/)![0];
    await expect(own.getByRole("row", { name: new RegExp(reference) })).toContainText("Recibida");

    await open(page, "/admin/reclamaciones?status=filed");
    await page.getByRole("button", { name: `Admitir la reclamación ${reference}`, exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Admitir", exact: true }).click();
    await expect(page.getByText(`Reclamación ${reference} admitida`)).toBeVisible();
    await open(page, "/admin/reclamaciones?status=admitted");
    await page.getByRole("button", { name: `Resolver la reclamación ${reference}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Resolver la reclamación ${reference}` });
    await dialog.getByLabel("Sentido *").selectOption({ label: "Estimada" });
    await dialog.getByLabel("Resolución y motivos *").fill("El banco retuvo la transferencia y no te avisamos: te compensamos la semana.");
    await dialog.getByRole("button", { name: "Resolver" }).click();
    await expect(page.getByText(`Reclamación ${reference} resuelta`)).toBeVisible();

    await own.reload();
    await expect(own.getByRole("row", { name: new RegExp(reference) })).toContainText("Resuelta");
    await expect(own.getByRole("row", { name: new RegExp(reference) })).toContainText("Estimada: El banco retuvo la transferencia");
  } finally {
    await investor.context.close();
  }
});

test("the track record lists the demo's liquidated operations with what they promised and paid", async ({ page }) => {
  await page.goto("/resultados");
  await expect(page.getByRole("heading", { level: 1, name: "Resultados" })).toBeVisible();
  const table = page.getByRole("region", { name: "Operaciones liquidadas" });
  // The demo's three (other specs liquidate operations of their own at the same time), each with what it paid.
  for (const title of [
    "Local comercial en Vallecas – Adjudicación en subasta",
    "Chalet en Nervión – Crédito hipotecario NPL",
    "Casa en Santa Cruz – Adjudicación y venta",
  ])
    await expect(table.getByRole("row", { name: new RegExp(title) })).toContainText(/-?\d+(,\d+)?\s%/);
  await expect(page.getByRole("region", { name: "Resultados por año" })).toBeVisible();
});
