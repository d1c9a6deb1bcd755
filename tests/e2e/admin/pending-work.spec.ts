import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, ownInvestor } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/**
 * Issue 50, item 1: the dashboard's "Pendiente" counts what waits — a request to decide, an overdue
 * payment and an unread message (the demo's) — and each link lands where it is done; the sidebar
 * shows the same counts.
 */
test("the to-do block counts a waiting request, an overdue payment and an unread message, and each link lands on it", async ({
  page,
  browser,
}) => {
  const api = page.request;
  const stamp = Date.now().toString(36);
  const operation = (await (
    await api.post("/api/operations", {
      data: { title: `Pendiente e2e ${stamp}`, province: "madrid", pvp: "300000", ticketMin: "10000", status: "abierta" },
      ...fromTheSite(),
    })
  ).json()) as { id: string };
  const asking = await ownInvestor(api, browser, "Solicitante");
  const asked = await asking.context.request.post("/api/investments", {
    data: { operationId: operation.id, amount: "20000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
    ...fromTheSite(),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  try {
    await open(page, "/admin");
    const block = page.getByTestId("pending-work");
    const item = (label: RegExp) => block.getByRole("link", { name: label });
    for (const label of [/^\d+ solicitud(es)? por decidir$/, /^\d+ pagos? vencidos?$/, /^\d+ mensajes? sin leer$/])
      await expect(item(label)).toBeVisible();
    // The sidebar says the same on the item where each is done.
    const sidebar = page.locator('[data-slot="sidebar"]');
    const requests = Number((await item(/solicitud/).innerText()).match(/\d+/)![0]);
    await expect(sidebar.getByRole("link", { name: "Solicitudes", exact: true })).toHaveAccessibleDescription(`${requests} pendientes`);

    await item(/solicitud/).click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await expect(page.getByTestId("open-request").filter({ hasText: "Solicitante Prueba" })).toBeVisible();

    await open(page, "/admin");
    await item(/vencido/).click();
    await expect(page).toHaveURL(/\/admin#pagos-vencidos$/);
    const overdue = page.locator("#pagos-vencidos");
    await expect(overdue.getByRole("heading", { name: "Pagos vencidos" })).toBeInViewport();
    await expect(overdue.getByRole("row").nth(1)).toBeVisible();

    // The demo's unread messages (the contact form's limit is for other specs to spend).
    await item(/sin leer/).click();
    await expect(page).toHaveURL(/\/admin\/messages\?read=unread$/);
    await expect(page.getByTestId("data-row").first()).toContainText("No leído");
  } finally {
    await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
    await asking.context.close();
  }
});
