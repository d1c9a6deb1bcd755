import { expect, test } from "@playwright/test";
import { INVESTOR, SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/** Issue 32: an admin liquidates an operation from its page; its investor sees the movements. */
test("an admin previews and confirms a liquidation; the investor sees capital back, gain, fee and withholding; the admin reverses it", async ({
  page,
  browser,
}) => {
  // An operation of its own (removed at the end), with the demo investor's participation paid in.
  const api = page.request;
  const investors = (await (await api.get(`/api/options/investors?q=${encodeURIComponent(INVESTOR)}`)).json()) as {
    options: { value: string }[];
  };
  const userId = investors.options[0]!.value;
  const created = await api.post("/api/operations", {
    data: { title: "Liquidación de prueba e2e", province: "valencia", pvp: "10000", ticketMin: "1000", status: "en_curso" },
    ...fromTheSite(),
  });
  const operation = (await created.json()) as { id: string };
  const participation = (await (
    await api.post("/api/investments", { data: { userId, operationId: operation.id, amount: "10000", status: "active" }, ...fromTheSite() })
  ).json()) as { id: string };
  const contribution = await api.post("/api/transactions", {
    data: {
      operationId: operation.id,
      investmentId: participation.id,
      type: "APORTE",
      amount: "10000",
      status: "completed",
      transactionDate: "2026-11-02",
    },
    ...fromTheSite(),
  });
  expect(contribution.status()).toBe(201);

  try {
    await open(page, `/admin/operations/${operation.id}`);
    await page.getByLabel("Importe obtenido (€) *").fill("12.000");
    await page.getByLabel("Fecha de la liquidación *").fill("2026-12-01");
    await page.getByLabel("Concepto del coste 1").fill("Notaría y registro");
    await page.getByLabel("Importe del coste 1").fill("500");
    await page.getByRole("button", { name: "Calcular" }).click();
    // 12.000 − 500 − 10.000 = 1.500: fee 750, gain 750, 19 % withheld 142,50, net 10.607,50.
    const row = page.getByTestId("liquidation-row").filter({ visible: true });
    await expect(row).toContainText("1.500,00 €");
    await expect(row).toContainText("142,50 €");
    await expect(row).toContainText("10.607,50 €");
    await page.getByRole("button", { name: "Confirmar liquidación" }).click();
    await expect(page.getByText("Liquidación confirmada", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Anular liquidación" })).toBeVisible();

    const investorContext = await browser.newContext({ storageState: SIGNED_IN.investor });
    const investor = await investorContext.newPage();
    await open(investor, "/investor");
    const movements = investor.getByTestId("own-movement").filter({ visible: true }).filter({ hasText: "Liquidación de prueba e2e" });
    await expect(movements.filter({ hasText: "Beneficio" })).toContainText("1.500,00 €");
    await expect(movements.filter({ hasText: "Comisión de éxito" })).toContainText("750,00 €");
    await expect(movements.filter({ hasText: "Retención IRPF" })).toContainText("142,50 €");
    await expect(movements.filter({ hasText: "Devolución" })).toContainText("10.000,00 €");
    await investorContext.close();
    // Anulada, the investor's participation is active again.
    await page.getByRole("button", { name: "Anular liquidación" }).click();
    await page.getByLabel("Motivo *").fill("Prueba end-to-end");
    await page.getByRole("button", { name: "Anular", exact: true }).click();
    await expect(page.getByText("Liquidación anulada", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Calcular" })).toBeVisible();
  } finally {
    // Gone again, movements and participation first (an operation with money is not deleted), so the
    // demo investor's figures that other specs read are as the seed left them.
    const { rows } = (await (await api.get(`/api/transactions?operationId=${operation.id}&page=1&pageSize=100`)).json()) as {
      rows: { id: string }[];
    };
    for (const row of rows)
      await api.delete(`/api/transactions/${row.id}?reason=${encodeURIComponent("Limpieza de la prueba")}`, fromTheSite());
    await api.delete(`/api/investments/${participation.id}`, fromTheSite());
    expect((await api.delete(`/api/operations/${operation.id}`, fromTheSite())).status()).toBe(204);
  }
});
