import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, ownInvestor } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/** Issue 49, item 2: the club admits co-holders, and an admin gives a participation a second holder with their share. */
test("an admin admits co-holders in Configuración and gives a participation a co-holder with 40 %", async ({ page, browser }) => {
  const api = page.request;
  const owner = await ownInvestor(api, browser, "Titular");
  const partner = await ownInvestor(api, browser, "Cotitular");
  const operation = (await (
    await api.post("/api/operations", {
      data: {
        title: `Cotitulares e2e ${Date.now().toString(36)}`,
        province: "madrid",
        pvp: "300000",
        ticketMin: "10000",
        status: "abierta",
      },
      ...fromTheSite(),
    })
  ).json()) as { id: string };
  const created = await api.post("/api/investments", {
    data: { userId: owner.id, operationId: operation.id, amount: "30000", status: "active" },
    ...fromTheSite(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const participation = (await created.json()) as { id: string };

  try {
    await open(page, "/admin/settings");
    await page.getByLabel(/Admitir cotitulares/).check();
    await page.getByRole("button", { name: "Guardar verificación de identidad" }).click();
    await expect(page.getByText("Verificación de identidad guardada", { exact: true })).toBeVisible();

    await open(page, `/admin/operations/${operation.id}`);
    await page.getByRole("button", { name: "Cotitulares de la participación de Titular Prueba" }).click();
    const dialog = page.getByRole("dialog", { name: "Cotitulares" });
    await expect(dialog.getByText(/Titular Prueba tiene el 100,00 %/)).toBeVisible();
    await dialog.getByRole("button", { name: "Añadir cotitular" }).click();
    await dialog.getByRole("button", { name: "Guardar cotitulares" }).click();
    await expect(dialog.getByText("Indica su porcentaje")).toBeVisible();
    await dialog.getByLabel("Cotitular 1 *").click();
    await page.getByRole("combobox").last().fill("Cotitular");
    await page.getByRole("option", { name: /Cotitular Prueba/ }).click();
    await dialog.getByLabel("Porcentaje (%) *").fill("40");
    await dialog.getByRole("button", { name: "Guardar cotitulares" }).click();
    await expect(page.getByText("Cotitulares guardados", { exact: true })).toBeVisible();

    const holders = (await (await api.get(`/api/investments/${participation.id}/co-holders`)).json()) as {
      holder: { share: string };
      coHolders: { userId: string; share: string }[];
    };
    expect(holders.holder.share).toBe("60.00");
    expect(holders.coHolders).toEqual([expect.objectContaining({ userId: partner.id, share: "40.00" })]);
  } finally {
    await api.put(`/api/investments/${participation.id}/co-holders`, { data: { coHolders: [] }, ...fromTheSite() });
    await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
    await owner.context.close();
    await partner.context.close();
  }
});
