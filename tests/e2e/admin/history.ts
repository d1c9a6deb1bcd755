import { expect, type Locator, type Page } from "@playwright/test";
import { pickRowAction } from "./row-menu";

/**
 * Opens a row's Historial (from the menu of the row named `row` within `scope`) and checks it lists
 * the row's one change, showing `change`, above its creation. Returns the open panel.
 */
export async function expectChangedSinceCreated(page: Page, scope: Page | Locator, row: string | RegExp, change: string | RegExp) {
  await pickRowAction(page, row, typeof row === "string" ? `Historial de ${row}` : /^Historial de /, scope);
  const panel = page.getByRole("dialog", { name: "Historial" });
  const entries = panel.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(change);
  await expect(entries.nth(1)).toContainText("Alta");
  return panel;
}
