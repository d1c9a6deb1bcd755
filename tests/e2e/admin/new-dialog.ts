import type { Locator, Page } from "@playwright/test";
import { open } from "../auth/helpers";

/** Opens the admin list at `path`, then its "Nuevo …" dialog (`title`, the button's and the dialog's name). */
export async function openNewDialog(page: Page, path: string, title: string): Promise<Locator> {
  await open(page, path);
  await page.getByRole("button", { name: title }).click();
  return page.getByRole("dialog", { name: title });
}
