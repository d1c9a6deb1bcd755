import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { euros, fromTheSite } from "../fixtures";
import { openNewDialog } from "./new-dialog";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

const MALVARROSA = "Malvarrosa";
type Investment = { id: string; operationId: string; amount: string; status: string };
type Option = { value: string; label: string };

async function option(page: Page, endpoint: string, q: string): Promise<Option> {
  const { options } = (await (await page.request.get(`${endpoint}?q=${encodeURIComponent(q)}`)).json()) as { options: Option[] };
  expect(options.length).toBeGreaterThan(0);
  return options[0]!;
}

/** What the participations that hold a place add up to, in cents (as the server counts them). */
async function placesTaken(page: Page, operationId: string): Promise<number> {
  const all = (await (await page.request.get("/api/investments")).json()) as Investment[];
  return all
    .filter((i) => i.operationId === operationId && ["active", "closed"].includes(i.status))
    .reduce((sum, i) => sum + Math.round(Number(i.amount) * 100), 0);
}

test("an operation's page: its investors with committed, paid and pending; a participation under the ticket is refused; one added moves the public 'Financiado'", async ({
  page,
}) => {
  const operation = await option(page, "/api/options/operations", MALVARROSA);
  const published = (await (await page.request.get("/api/operations")).json()) as { id: string; slug: string; pvp: string }[];
  const { slug, pvp } = published.find((candidate) => candidate.id === operation.value)!;
  const investor = await option(page, "/api/options/investors", "Isabel");
  const before = await placesTaken(page, operation.value);
  let created: string | undefined;
  try {
    // Under the ticket: refused with its message, on the field.
    const dialog = await openNewDialog(page, "/admin/investments", "Nueva Participación");
    await dialog.getByLabel("Inversor *").click();
    await page.getByPlaceholder("Buscar...").fill("Isabel");
    await page.getByRole("option", { name: investor.label }).click();
    await dialog.getByLabel("Operación *").click();
    await page.getByPlaceholder("Buscar...").fill(MALVARROSA);
    await page.getByRole("option", { name: operation.label }).click();
    await dialog.getByLabel("Importe (€) *").fill("5000");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("El importe mínimo de esta operación es 30.000,00 €")).toBeVisible();
    // The ticket's worth and more: saved.
    await dialog.getByLabel("Importe (€) *").fill("35.000");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Participación creada", { exact: true })).toBeVisible();
    const mine = ((await (await page.request.get("/api/investments")).json()) as (Investment & { userId?: string })[]).find(
      (i) => i.operationId === operation.value && i.userId === investor.value && i.amount === "35000.00",
    );
    created = mine?.id;
    expect(created).toBeTruthy();

    // The public page's "Financiado" follows at once: places / price, floored.
    const expected = Math.min(100, Math.floor(((before + 3_500_000) * 100) / Math.round(Number(pvp) * 100)));
    await open(page, `/operations/${slug}`);
    await expect(page.getByRole("progressbar", { name: "Financiado" })).toHaveAttribute("aria-valuenow", String(expected));

    // From Operaciones to the operation's page: its investors, each with committed / paid / pending.
    await open(page, `/admin/operations?q=${MALVARROSA}`);
    await page.getByRole("link", { name: operation.label }).click();
    await expect(page.getByRole("heading", { level: 1, name: operation.label })).toBeVisible();
    for (const header of ["Comprometido", "Pagado", "Pendiente", "Papeles"]) {
      await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    const row = page
      .getByTestId("participation-balance")
      .filter({ hasText: investor.label })
      .filter({ hasText: euros("35000") });
    await expect(row).toHaveCount(1);
    // Nothing paid yet: committed 35.000,00 €, paid 0,00 €, pending 35.000,00 €.
    await expect(row.getByRole("cell")).toContainText([investor.label, euros("35000"), euros("0"), euros("35000"), "Activa"]);
    // The demo's two (Elena Ruiz, Laura Serrano) and this one.
    await expect(page.getByTestId("participation-balance")).toHaveCount(3);
  } finally {
    if (created) await page.request.delete(`/api/investments/${created}`, fromTheSite());
  }
});

test("an operation with money cannot be deleted: the admin is told why, and archives it instead", async ({ page }) => {
  const stamp = Date.now();
  const title = `Archivable ${stamp}`;
  const made = await page.request.post("/api/operations", {
    data: { title, province: "madrid", pvp: "100000", ticketMin: "10000" },
    ...fromTheSite(),
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const investor = await option(page, "/api/options/investors", "Carmen");
  const held = await page.request.post("/api/investments", {
    data: { userId: investor.value, operationId: id, amount: "10000" },
    ...fromTheSite(),
  });
  expect(held.status()).toBe(201);

  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  const rows = page.getByTestId("data-row");
  await expect(rows).toHaveCount(1);
  await pickRowAction(page, title, `Eliminar ${title}`);
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Se eliminará «${title}»`);
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(
    page.getByText("La operación tiene participaciones o movimientos: no se puede eliminar. Archívala para sacarla de las listas"),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(rows).toHaveCount(1);

  await pickRowAction(page, title, `Archivar ${title}`);
  await expect(page.getByText(`${title}: archivada`)).toBeVisible();
  await expect(rows).toHaveCount(0);
  await open(page, `/admin/operations?archived=1&q=${encodeURIComponent(title)}`);
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: `Acciones de ${title}` }).click();
  await expect(page.getByRole("menuitem", { name: `Restaurar ${title}` })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: `Editar ${title}` })).toHaveCount(0); // archived: read-only
});
