import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, ownInvestor } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/** Issue 50, item 2: an investor withdraws a request while the club has not decided it. */
test("an investor withdraws a request that waits, and the club sees it cancelled", async ({ page, browser }) => {
  const api = page.request;
  const title = `Retirada e2e ${Date.now().toString(36)}`;
  const operation = (await (
    await api.post("/api/operations", {
      data: { title, province: "madrid", pvp: "300000", ticketMin: "10000", status: "abierta" },
      ...fromTheSite(),
    })
  ).json()) as { id: string };
  const investor = await ownInvestor(api, browser, "Arrepentida");
  const asked = await investor.context.request.post("/api/investments", {
    data: { operationId: operation.id, amount: "15000", acceptTerms: true },
    ...fromTheSite(),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: string };

  try {
    const own = await investor.context.newPage();
    await open(own, "/investor/operations");
    const row = own.getByTestId("own-request").filter({ hasText: title });
    await expect(row).toContainText("Solicitada");
    await row.getByRole("button", { name: `Retirar mi solicitud en ${title}` }).click();
    const dialog = own.getByRole("alertdialog", { name: "¿Retirar tu solicitud?" });
    await dialog.getByRole("button", { name: "Retirar" }).click();
    await expect(own.getByText("Solicitud retirada", { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    const decided = (await (await api.get(`/api/investments/${id}`)).json()) as { status: string; decisionNote: string };
    expect(decided).toMatchObject({ status: "cancelled", decisionNote: "Retirada por el inversor" });
  } finally {
    await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
    await investor.context.close();
  }
});
