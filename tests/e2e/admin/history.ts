import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a row's Historial (its button found by `name` within `scope`) and checks it lists the
 * row's one change, showing `change`, above its creation. Returns the open panel.
 */
export async function expectChangedSinceCreated(page: Page, scope: Page | Locator, name: string | RegExp, change: string | RegExp) {
  await scope.getByRole("button", { name }).click();
  const panel = page.getByRole("dialog", { name: "Historial" });
  const entries = panel.getByTestId("history-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(change);
  await expect(entries.nth(1)).toContainText("Alta");
  return panel;
}
