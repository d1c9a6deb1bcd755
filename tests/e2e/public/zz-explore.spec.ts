import { expect, test } from "@playwright/test";

test("explore acceso denegado", async ({ page }) => {
  test.setTimeout(120_000);
  const r = await page.request.post("/api/auth/sign-in", { data: { email: "inversor@demo.local", password: "demo-password" }, headers: { origin: "http://127.0.0.1:3720" } });
  console.log("signin", r.status());
  await page.goto("/");
  await page.waitForTimeout(2000);
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText("Acceso denegado", { exact: true })).toHaveCount(0, { timeout: 8000 });
    await page.evaluate(() => (window as unknown as { next: { router: { push: (u: string) => void } } }).next.router.push("/admin"));
    await page.waitForTimeout(2500);
    const toast = await page.getByText("Acceso denegado", { exact: true }).count();
    console.log("try", i, "url", page.url(), "toast", toast);
  }
  // via link click
  await page.goto("/");
  await page.waitForTimeout(1500);
  for (let i = 0; i < 3; i++) {
    await expect(page.getByText("Acceso denegado", { exact: true })).toHaveCount(0, { timeout: 8000 });
    await page.getByRole("link", { name: "Operaciones" }).first().click();
    await page.waitForTimeout(800);
    await page.evaluate(() => (window as unknown as { next: { router: { push: (u: string) => void } } }).next.router.push("/"));
    await page.waitForTimeout(800);
    await page.evaluate(() => (window as unknown as { next: { router: { push: (u: string) => void } } }).next.router.push("/admin"));
    await page.waitForTimeout(2500);
    console.log("link-try", i, "url", page.url(), "toast", await page.getByText("Acceso denegado", { exact: true }).count());
  }
});
