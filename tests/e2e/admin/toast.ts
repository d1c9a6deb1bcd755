import { expect, type Locator, type Page } from "@playwright/test";

/** The box of the toast on screen, measured once it has arrived (a flake read one mid-slide). */
export async function toastBoxAtRest(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  // A cancelled animation (the toaster moved meanwhile) rejects its `finished`: it is at rest too.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  return (await toast.boundingBox())!;
}

/** Whether the toast at `toast` covers any part of `element`. */
export async function covers(toast: { x: number; y: number; width: number; height: number }, element: Locator): Promise<boolean> {
  const box = (await element.boundingBox())!;
  return box.x < toast.x + toast.width && toast.x < box.x + box.width && box.y < toast.y + toast.height && toast.y < box.y + box.height;
}
