import { expect, test } from "@playwright/test";

test("dark by default; the toggle switches to light and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu toggle opens the stacked links and closes after choosing one", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Operaciones" }).first()).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Operaciones" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Nosotros" })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: "Contacto" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/handler/sign-in");
    await menu.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });
});
