import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, ownInvestor, ownOperation } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin, viewport: { width: 390, height: 844 } });

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/**
 * Issue 67, item 1 (Must show), on a 390 × 844 phone: from Pendiente an admin reaches Solicitudes and, in each row,
 * confirms one request, confirms part of another and undoes it, and rejects a third with a reason — each in at most
 * three clicks from the list, each toast read.
 */
test("from Pendiente an admin confirms, confirms part and undoes, and rejects with a reason, each in three clicks at most", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  const operation = await ownOperation(api, `Solicitudes e2e ${Date.now().toString(36)}`);
  const people = await Promise.all(["Entera", "Parcial", "Rechazada"].map((name) => ownInvestor(api, browser, name)));
  for (const [person, amount] of [
    [people[0]!, "20000"],
    [people[1]!, "30000"],
    [people[2]!, "15000"],
  ] as const) {
    const asked = await person.context.request.post("/api/investments", {
      data: { operationId: operation.id, amount, acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
      ...fromTheSite(),
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await person.context.close();
  }
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks++;
    await target.click();
  };
  const decided = (count: number) => {
    expect(clicks).toBeLessThanOrEqual(count);
    clicks = 0;
  };
  try {
    await open(page, "/admin");
    await page
      .getByTestId("pending-work")
      .getByRole("link", { name: /solicitud(es)? por decidir$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    const row = (name: string) => page.getByTestId("open-request").filter({ hasText: `${name} Prueba` });
    await expect(row("Parcial")).toContainText("Verificado");

    // Confirmar: one click.
    await click(row("Entera").getByRole("button", { name: "Confirmar la solicitud de Entera Prueba" }));
    await toast(page, "Participación confirmada");
    await expect(row("Entera")).toHaveCount(0);
    decided(1);

    // Confirmar parte: the button, the amount, Confirmar; then Deshacer from the toast.
    await click(row("Parcial").getByRole("button", { name: "Confirmar en parte la solicitud de Parcial Prueba" }));
    const dialog = page.getByRole("dialog", { name: "Confirmar en parte" });
    await expect(dialog).toContainText("Un importe entre 10.000,00 € y 29.999,99 €.");
    await dialog.getByLabel("Importe confirmado (€) *").fill("25.000");
    await click(dialog.getByRole("button", { name: "Confirmar este importe" }));
    await toast(page, "Participación confirmada en parte");
    await expect(row("Parcial")).toHaveCount(0);
    await click(page.getByRole("button", { name: "Deshacer" }));
    await toast(page, "Decisión deshecha: la solicitud de Parcial Prueba vuelve a estar por decidir");
    await expect(row("Parcial")).toContainText("30.000,00 €");
    decided(3);

    // Rechazar: the button, the reason, Rechazar.
    await click(row("Rechazada").getByRole("button", { name: "Rechazar la solicitud de Rechazada Prueba" }));
    const reject = page.getByRole("alertdialog", { name: "¿Rechazar la solicitud?" });
    await reject.getByRole("textbox").fill("La operación se reserva a quien ya invirtió con el club.");
    await click(reject.getByRole("button", { name: "Rechazar" }));
    await toast(page, "Solicitud rechazada");
    await expect(row("Rechazada")).toHaveCount(0);
    decided(2);

    const listed = (await (await api.get(`/api/investments?operationId=${operation.id}`)).json()) as { status: string; amount: string }[];
    expect(listed.map((row) => [row.status, row.amount]).sort()).toEqual([
      ["active", "20000.00"],
      ["rejected", "15000.00"],
      ["requested", "30000.00"],
    ]);
  } finally {
    await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
  }
});
