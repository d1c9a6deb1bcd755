import type { Locator, Page } from "@playwright/test";

/**
 * Opens the actions menu of a row ("Acciones de {row}", the first such button in `scope` when `row`
 * is a pattern) and picks its item named `item` ("Editar Malvarrosa", /^Historial de /).
 */
export async function pickRowAction(page: Page, row: string | RegExp, item: string | RegExp, scope: Page | Locator = page) {
  const name = typeof row === "string" ? `Acciones de ${row}` : new RegExp(`^Acciones de ${row.source.replace(/^\^/, "")}`);
  await scope.getByRole("button", { name }).first().click();
  await page.getByRole("menuitem", { name: item }).click();
}
