import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The box of the toast on screen, measured once it has arrived: the same box twice in a row, 100 ms
 * apart. (A flake read one mid-slide: sonner moves a toast in with a CSS transition that may not have
 * started when the toast is marked mounted, so waiting for its running animations was not enough.)
 */
export async function toastBoxAtRest(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  let box = await toast.boundingBox();
  await expect
    .poll(
      async () => {
        const before = box;
        await page.waitForTimeout(100);
        box = await toast.boundingBox();
        return JSON.stringify(box) === JSON.stringify(before);
      },
      { intervals: [0] },
    )
    .toBe(true);
  return box!;
}

/** Whether the toast at `toast` covers any part of `element`. */
export async function covers(toast: { x: number; y: number; width: number; height: number }, element: Locator): Promise<boolean> {
  const box = (await element.boundingBox())!;
  return box.x < toast.x + toast.width && toast.x < box.x + box.width && box.y < toast.y + toast.height && toast.y < box.y + box.height;
}
