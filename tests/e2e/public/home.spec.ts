import { expect, test } from "@playwright/test";
import { fetchOperations } from "../fixtures";

test("home shows the hero, the four figures and the featured operations from the database", async ({ page, request }) => {
  const featured = (await fetchOperations(request)).filter((op) => op.destacada);
  expect(featured.length).toBeGreaterThan(0);

  await page.goto("/");
  await expect(page).toHaveTitle(/Inversión Preferente en Deuda Hipotecaria/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inversión Preferente en Deuda Hipotecaria");
  for (const figure of ["88.7%", "145+", "4.2M€", "30K€"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();

  const grid = page.getByTestId("operation-grid");
  await expect(grid.getByTestId("operation-card")).toHaveCount(featured.length);
  for (const op of featured) await expect(grid.getByRole("heading", { name: op.title })).toBeVisible();

  // Staggered entrance: 0.1 s more per card.
  const delays = await grid.locator("[data-effects]").evaluateAll((cards) => cards.map((c) => (c as HTMLElement).style.animationDelay));
  expect(delays.slice(0, 3)).toEqual(["0s", "0.1s", "0.2s"]);

  await expect(page.getByRole("link", { name: "Explorar Operaciones" })).toHaveAttribute("href", "/operations");
  await expect(page.getByRole("link", { name: "Saber Más" })).toHaveAttribute("href", "/how-it-works");
  await page.getByRole("link", { name: "Ver Todas las Operaciones" }).click();
  await expect(page).toHaveURL(/\/operations$/);
});

test("the navigation bar links and the footer", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Operaciones" })).toHaveAttribute("href", "/operations");
  await expect(nav.getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/contact");
  const about = nav.getByRole("link", { name: "Nosotros" });
  await expect(about).toHaveAttribute("target", "_blank");
  await expect(about).toHaveAttribute("href", /^https?:\/\//);
  await expect(nav.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/handler/sign-in");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Cómo Funciona" })).toHaveAttribute("href", "/about");
  await expect(footer).toContainText("© 2025");
});

test("/about redirects permanently to /how-it-works", async ({ page, request }) => {
  const response = await request.get("/about", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/how-it-works");

  await page.goto("/about");
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("heading", { name: "Cómo Funciona", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dos vías de inversión" })).toBeVisible();
  await expect(page.locator("ol > li")).toHaveCount(6);
  await expect(page.getByText("Cuatro garantías legales")).toBeVisible();
});

test("unknown paths show the English 404 page", async ({ page }) => {
  const response = await page.goto("/esto-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
