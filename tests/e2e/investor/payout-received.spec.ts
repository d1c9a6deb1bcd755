import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { debitsStatement, fromTheSite, OWN_INVESTOR_PASSWORD, ownInvestor } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/**
 * Issue 63, item 2: received means received. An investor with no IBAN is liquidated: they see the
 * money as "Por recibir", waiting for their IBAN, and are asked for it; they give it in Mis datos;
 * the next SEPA file sends it ("enviada"); once the bank's statement shows the debit, "Recibido".
 */
test("an investor without an IBAN sees Por recibir and is asked for it; after the SEPA file and the bank's debit, Recibido", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const api = page.request;
  const investor = await ownInvestor(api, browser, "Sincuenta");
  const title = `Cobro pendiente e2e ${Date.now().toString(36)}`;
  const operation = (await (
    await api.post("/api/operations", {
      data: { title, province: "madrid", pvp: "20000", ticketMin: "1000", status: "en_curso" },
      ...fromTheSite(),
    })
  ).json()) as { id: string };
  const participation = (await (
    await api.post("/api/investments", {
      data: { userId: investor.id, operationId: operation.id, amount: "10000", status: "active", investmentDate: "2026-11-01" },
      ...fromTheSite(),
    })
  ).json()) as { id: string };
  const paid = await api.post("/api/transactions", {
    data: { operationId: operation.id, investmentId: participation.id, type: "APORTE", amount: "10000", transactionDate: "2026-11-02" },
    ...fromTheSite(),
  });
  expect(paid.status()).toBe(201);
  // 12.000 − 500 − 10.000 = 1.500: fee 750, gain 750, 19 % withheld 142,50, net 10.607,50.
  const liquidated = await api.post(`/api/operations/${operation.id}/liquidation`, {
    data: { proceeds: "12000", costs: [{ concept: "Notaría", amount: "500" }], date: "2026-12-01" },
    ...fromTheSite(),
  });
  expect(liquidated.status(), await liquidated.text()).toBe(200);

  try {
    const own = await investor.context.newPage();
    await open(own, "/investor/operations");
    const card = own.getByTestId("investor-operation").filter({ hasText: title });
    await expect(card.getByTestId("money-received")).toContainText("0,00 €");
    await expect(card.getByTestId("money-to-receive")).toContainText("10.607,50 €");
    await expect(card.getByTestId("money-to-receive")).toContainText("Transferencia ordenada el 01/12/2026 · pendiente de tu IBAN");
    await card.getByTestId("payout-awaiting-iban").getByRole("link", { name: "Indícalo en Mis datos" }).click();
    await expect(own.getByRole("heading", { name: "Mis datos", level: 1 })).toBeVisible();
    await own.getByLabel("NIF/NIE").fill("12345678Z");
    await own.getByLabel("IBAN").fill("ES79 2100 0813 6101 2345 6789");
    await own.getByLabel("Contraseña actual *").fill(OWN_INVESTOR_PASSWORD);
    await own.getByRole("button", { name: "Guardar" }).click();
    await expect(own.getByText("Datos guardados", { exact: true })).toBeVisible();

    // The club's next SEPA file carries it: sent, not yet received.
    const made = await api.post(`/api/operations/${operation.id}/liquidation/sepa`, fromTheSite());
    expect(made.status(), await made.text()).toBe(201);
    const sepa = await api.get(((await made.json()) as { download: string }).download);
    expect(sepa.status(), await sepa.text()).toBe(200);
    const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(await sepa.text())![1]!;
    await open(own, "/investor/operations");
    await expect(card.getByTestId("money-to-receive")).toContainText(/Transferencia enviada al banco el \d\d\/\d\d\/\d{4}/);
    await expect(card.getByTestId("money-received")).toContainText("0,00 €");

    // The bank's statement shows the debit: received.
    const imported = await api.post("/api/bank-statements", {
      data: debitsStatement([{ endToEndId, amount: "10607.50" }]),
      headers: { ...fromTheSite().headers, "content-type": "application/octet-stream", "x-file-name": "cargos-e2e.xml" },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await open(own, "/investor/operations");
    await expect(card.getByTestId("money-received")).toContainText("10.607,50 €");
    await expect(card.getByTestId("money-to-receive")).toHaveCount(0);
    await expect(card.getByTestId("payout-awaiting-iban")).toHaveCount(0);
  } finally {
    expect((await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() })).status()).toBe(200);
    await investor.context.close();
  }
});
