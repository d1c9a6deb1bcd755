import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { INVESTOR, SIGNED_IN, centsToDecimal, open, signIn, sumCents } from "./helpers";

type Transaction = { id: string; type: string; amount: string; status: string; transactionDate: string; operationTitle: string };

/** What GET /api/transactions answers the page's session (every movement for an admin, newest first). */
async function allTransactions(page: Page): Promise<Transaction[]> {
  const response = await page.request.get("/api/transactions");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Transaction[];
}

// The admin's session the set-up saved: a sign-in with a code each would wait for the next code
// (each is accepted once: server/auth/totp-steps.ts); signing in itself is tests/e2e/auth/sign-in.spec.ts.
test.describe("signed in as the admin", () => {
  test.use({ storageState: SIGNED_IN.admin });

  test("the admin sidebar has every link, collapses with Ctrl+B and stays collapsed after a reload", async ({ page }) => {
    await open(page, "/admin");
    const sidebar = page.locator('[data-slot="sidebar"][data-state]').filter({ visible: true });
    for (const label of [
      "Dashboard",
      "Operaciones",
      "Inversores",
      "Participaciones",
      "Documentos",
      "Contratos",
      "Transacciones",
      "Mensajes",
      "Configuración",
      "Seguridad",
      "Cerrar sesión",
    ]) {
      await expect(page.locator('[data-slot="sidebar"]').getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // Collapsed to its icons, a link names itself in a tooltip (expanded, its label is there and it has none).
    await sidebar.getByRole("link", { name: "Transacciones", exact: true }).hover();
    await expect(page.getByRole("tooltip", { name: "Transacciones" })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.locator('[data-sidebar="trigger"]').filter({ visible: true }).first().click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("below 768 px the admin sidebar is a slide-in sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, "/admin");
    await expect(page.getByRole("link", { name: "Transacciones", exact: true })).toBeHidden();
    await page.locator('[data-sidebar="trigger"]').filter({ visible: true }).first().click();
    const sheet = page.getByRole("dialog", { name: "Barra lateral" });
    await expect(sheet.getByRole("link", { name: "Transacciones", exact: true })).toBeVisible();
  });

  // The totals are the whole club's, which the specs running beside this one add to: the
  // transactions are read before and after the page, and the whole again until none came in between.
  test("the dashboard's totals equal the sums of the latest transactions, and its cards show live figures", async ({ page }) => {
    await expect(async () => {
      const all = await allTransactions(page);
      const latest = all.slice(0, 10);
      const counted = latest.filter((t) => t.status === "completed");
      const aportes = sumCents(counted.filter((t) => t.type === "APORTE").map((t) => t.amount));
      const devoluciones = sumCents(counted.filter((t) => t.type === "DEVOLUCION").map((t) => t.amount));

      await open(page, "/admin");
      await expect(page.getByTestId("recent-transactions").locator("tbody tr")).toHaveCount(10);
      await expect(page.getByTestId("total-aportes")).toHaveAttribute("data-value", centsToDecimal(aportes));
      await expect(page.getByTestId("total-devoluciones")).toHaveAttribute("data-value", centsToDecimal(devoluciones));
      await expect(page.getByTestId("saldo-neto")).toHaveAttribute("data-value", centsToDecimal(aportes - devoluciones));
      // Each row the totals leave out says so (pending, failed, or of another type).
      const outside = latest.filter((t) => t.status !== "completed" || (t.type !== "APORTE" && t.type !== "DEVOLUCION"));
      await expect(page.getByTestId("recent-transactions").getByTestId("not-counted")).toHaveCount(outside.length);
      expect(await allTransactions(page)).toEqual(all);
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId("stat-card")).toHaveCount(4);
    const investors = (await (await page.request.get("/api/investments")).json()) as unknown[];
    expect(investors.length).toBeGreaterThan(0);
  });

  test("Exportar CSV downloads every transaction for Spanish Excel", async ({ page }) => {
    await open(page, "/admin");
    await expect(async () => {
      const all = await allTransactions(page);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Exportar CSV/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/^transacciones-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = fs.readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
      expect(lines[0]).toBe("Fecha valor;Tipo;Importe;Método de pago;Referencia;Operación;Inversor;Estado;Descripción");
      expect(await allTransactions(page)).toEqual(all);
      expect(lines).toHaveLength(all.length + 1);
      expect(lines[1]!.split(";")[2]).toBe(all[0]!.amount.replace(".", ","));
    }).toPass({ timeout: 60_000 });
  });
});

test("an investor with participations sees their own money, documents and contracts", async ({ page }) => {
  await signIn(page, INVESTOR);
  const mine = (await (await page.request.get("/api/investments")).json()) as { amount: string; operationTitle: string }[];
  expect(mine.length).toBeGreaterThan(0);
  await open(page, "/investor");
  await expect(page.getByRole("heading", { name: "Mi Dashboard" })).toBeVisible();
  await expectTablesFit(page);
  const total = centsToDecimal(sumCents(mine.map((m) => m.amount)));
  const formatted = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", useGrouping: "always" })
    .format(Number(total))
    .replace(/\s/g, " ");
  await expect(page.getByTestId("stat-value").filter({ visible: true }).first()).toHaveText(formatted);
  // The total says what it includes: the demo investor's finished operation is counted in it.
  await expect(page.getByTestId("stat-card").filter({ visible: true }).first()).toContainText(
    `Tus ${mine.length} participaciones, incluida una en una operación ya finalizada o cerrada`,
  );
  for (const m of mine) await expect(page.getByRole("link", { name: m.operationTitle }).first()).toBeVisible();
  // Mis Movimientos: the whole history of their own movements, one click away.
  const movements = (await (await page.request.get("/api/transactions")).json()) as Transaction[];
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mis-movimientos-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = fs
    .readFileSync(await download.path(), "utf8")
    .split("\r\n")
    .filter(Boolean);
  expect(rows).toHaveLength(movements.length + 1);

  await page.getByRole("link", { name: "Mis Operaciones" }).click();
  await expect(page.getByTestId("investor-operation")).toHaveCount(mine.length);
  // Beside the court timeline the scenarios take the columns their box allows: no figure wraps.
  const wrapped = await page
    .getByTestId("scenario-list")
    .locator("dd")
    .evaluateAll((figures) =>
      figures
        .filter((dd) => dd.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(dd).lineHeight))
        .map((dd) => dd.textContent),
    );
  expect(wrapped).toEqual([]);
  // A finished operation shows what it gave, from their completed movements, instead of scenarios.
  const withStatus = (label: string) =>
    page.getByTestId("investor-operation").filter({ has: page.locator('[data-slot="badge"]', { hasText: new RegExp(`^${label}$`) }) });
  const finished = withStatus("Finalizada");
  await expect(finished).toHaveCount(1);
  const title = (await finished.locator('[data-slot="card-title"]').textContent())!.trim();
  const completed = (type: string) =>
    movements.filter((t) => t.operationTitle === title && t.type === type && t.status === "completed").map((t) => t.amount);
  // Its result: the capital back and its share of the result, less the club's success fee, what was paid in and the fees.
  const net =
    sumCents(completed("DEVOLUCION")) +
    sumCents(completed("BENEFICIO")) -
    sumCents(completed("COMISION_EXITO")) -
    sumCents(completed("APORTE")) -
    sumCents(completed("HONORARIO"));
  expect(net).not.toBe(0n);
  const euro = (cents: bigint) =>
    new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", useGrouping: "always" })
      .format(Number(centsToDecimal(cents)))
      .replace(/\s/g, " ");
  await expect(finished.getByRole("heading", { name: "Resultado de tu participación" })).toBeVisible();
  await expect(finished.getByTestId("money-net")).toContainText(euro(net));
  await expect(finished.getByTestId("scenario-list")).toHaveCount(0);
  const ongoing = withStatus("En curso");
  await expect(ongoing.getByRole("heading", { name: "Tu dinero en esta operación" })).toBeVisible();
  await expect(ongoing.getByTestId("money-net")).toHaveCount(0);
  await expect(ongoing.getByTestId("scenario-list")).toBeVisible();
  await page.getByRole("link", { name: "Documentos" }).click();
  await expect(page.getByRole("heading", { name: "Documentos" })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expectTablesFit(page);
  await page.getByRole("link", { name: "Contratos" }).click();
  await expect(page.getByRole("heading", { name: "Contratos" })).toBeVisible();
  await expectTablesFit(page);
});

/** At the desktop width the investor's tables fit their box: long titles wrap, no column is cut off. */
async function expectTablesFit(page: Page) {
  const containers = page.locator('[data-slot="table-container"]');
  await expect(containers.first()).toBeVisible();
  const overflowing = await containers.evaluateAll((boxes) =>
    boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.getAttribute("aria-label")),
  );
  expect(overflowing).toEqual([]);
}
