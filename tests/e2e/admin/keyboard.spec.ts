import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, ownOperation } from "../fixtures";
import { openNewDialog } from "./new-dialog";
import { pickRowAction } from "./row-menu";
import { covers, toastBoxAtRest } from "./toast";

test.use({ storageState: SIGNED_IN.admin });

/** The element that has the keyboard focus, by its accessible label or its text. */
async function focusName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? element?.tagName ?? "";
  });
}

test("create, edit and cancel in Inversores with the keyboard: the focus always returns to what opened the dialog", async ({ page }) => {
  await open(page, "/admin/inversores");
  const opener = page.getByRole("button", { name: "Nuevo Inversor" });
  const dialog = page.getByRole("dialog", { name: "Nuevo Inversor" });

  // Open and close with Escape.
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The required fields say so, and their errors are tied to them.
  await page.keyboard.press("Enter");
  const first = dialog.getByLabel("Nombre *");
  await expect(first).toHaveAttribute("aria-required", "true");
  await expect(dialog.getByLabel("Email")).not.toHaveAttribute("aria-required", "true");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await first.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("El nombre es requerido");

  // Create: type, Enter submits; the dialog closes on success and the focus is back on "Nuevo Inversor".
  const last = `Teclado${Date.now()}`;
  await first.focus();
  await page.keyboard.type("Inés");
  await page.keyboard.press("Tab");
  await page.keyboard.type(last);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Inversor creado", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Edit from the row's menu, by keyboard: saved with Enter, the focus back on the menu's button.
  await page.getByPlaceholder(/Buscar por email/).fill(last);
  await expect(page.getByTestId("data-row")).toHaveCount(1);
  const menu = page.getByRole("button", { name: `Acciones de Inés ${last}` });
  const editItem = page.getByRole("menuitem", { name: `Editar Inés ${last}` });
  async function editFromMenu() {
    // The row may render again as the search's answer lands, closing a menu opened on the row before it
    // (even while the arrow keys walk it): open it and walk to Editar again until Editar has the focus
    // (a menu left open is closed first). The walk is bounded: a closed menu never takes the focus.
    await expect(async () => {
      if (await page.getByRole("menu").isVisible()) await page.keyboard.press("Escape");
      await menu.focus();
      await page.keyboard.press("Enter");
      await expect(editItem).toBeVisible({ timeout: 2_000 });
      await expect(page.getByRole("menuitem").first()).toBeFocused({ timeout: 2_000 });
      const items = await page.getByRole("menuitem").count();
      for (
        let step = 0;
        step < items && !(await editItem.evaluate((item) => item === document.activeElement, undefined, { timeout: 1_000 }));
        step++
      )
        await page.keyboard.press("ArrowDown");
      await expect(editItem).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press("Enter");
  }
  await editFromMenu();
  const editing = page.getByRole("dialog", { name: "Editar Inversor" });
  await editing.getByLabel("Teléfono").fill("+34 600 111 222");
  await editing.getByLabel("Teléfono").press("Enter");
  await expect(page.getByText("Inversor actualizado", { exact: true })).toBeVisible();
  await expect(editing).toBeHidden();
  await expect(menu).toBeFocused();

  // Cancel: the focus back on the row's menu button again.
  await editFromMenu();
  await editing.getByRole("button", { name: "Cancelar" }).focus();
  await page.keyboard.press("Enter");
  await expect(editing).toBeHidden();
  await expect(menu).toBeFocused();

  // Escape closes the menu itself, the focus back on its button.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(editItem).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editItem).toBeHidden();
  await expect(menu).toBeFocused();
});

test("paging through a table with the keyboard: the page is announced and the focus stays on the pager", async ({ page }) => {
  // One operation's movements (the demo's Ruzafa: 13, two pages of 10), which no spec beside this one adds to.
  await open(page, "/admin/transactions?pageSize=10&q=Ruzafa");
  const next = page.getByRole("button", { name: "Página siguiente" });
  const pageStatus = page.getByTestId("table-page");
  await expect(pageStatus).toHaveAttribute("role", "status");
  const pages = Number(/de (\d+)/.exec((await pageStatus.textContent()) ?? "")?.[1]);
  expect(pages).toBeGreaterThan(1);
  await next.focus();
  for (let n = 2; n <= pages; n++) {
    await page.keyboard.press("Enter");
    await expect(pageStatus).toHaveText(`Página ${n} de ${pages}`);
    await expect(next).toBeFocused();
  }
  // On the last page "Página siguiente" cannot be used, and the focus is still on it, not on <body>.
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(pageStatus).toHaveText(`Página ${pages} de ${pages}`);
  expect(await focusName(page)).toBe("Página siguiente");
});

test("the dashboard's transactions box is reached and scrolled with the keyboard", async ({ page }) => {
  await open(page, "/admin");
  const box = page.getByRole("region", { name: "Transacciones Recientes" });
  await expect(box).toHaveAttribute("tabindex", "0");
  await box.focus();
  await expect(box).toBeFocused();
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Administración" })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sidebar opens, closes on the first Escape and when a link is chosen, the focus back on its toggle", async ({ page }) => {
    await open(page, "/admin");
    // Found by its slot, not its role: while the sheet is open (modal), the page behind it is aria-hidden.
    const toggle = page.locator("[data-sidebar=trigger]");
    await expect(toggle).toHaveAccessibleName("Alternar barra lateral");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const sheet = page.locator("[data-mobile=true]");
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Operaciones" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { name: "Operaciones" })).toBeVisible();
  });

  test("the user menu opens and closes with Escape; its name carries the initials it shows", async ({ page }) => {
    await open(page, "/admin");
    const menu = page.getByRole("button", { name: /Menú de usuario/ });
    const initials = (await menu.textContent())?.trim() ?? "";
    expect(initials).toMatch(/^[A-ZÁÉÍÓÚÑ]{1,2}$/);
    await expect(menu).toHaveAttribute("aria-label", new RegExp(`^${initials}\\b`));
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test("the admin filter shows 'Todas las provincias' whole, and toasts leave the header's controls free", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/admin/operations");
  const filter = page.getByTestId("filter-province");
  await expect(filter).toHaveText("Todas las provincias");
  const cut = await filter.locator("[data-slot=select-value]").evaluate((value) => value.scrollWidth > value.clientWidth);
  expect(cut).toBe(false);

  // A success toast: it must not cover the theme toggle or the user menu. Saved on an operation of
  // this spec's own (saving a timeline writes its history, which another spec may be reading).
  const title = `Toast ${Date.now()}`;
  await ownOperation(page.request, title);
  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  await pickRowAction(page, title, `Procedimiento judicial de ${title}`);
  const dialog = page.getByRole("dialog", { name: "Procedimiento judicial" });
  await expect(dialog.getByRole("button", { name: "Guardar" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  const toast = page.getByText("Procedimiento actualizado", { exact: true });
  await expect(toast).toBeVisible();
  const toastBox = await toastBoxAtRest(page);
  for (const control of [page.getByTestId("theme-toggle"), page.getByRole("button", { name: /Menú de usuario/ })]) {
    expect(await covers(toastBox, control)).toBe(false);
  }
});

test("an amount typed the Spanish way is accepted, and the form shows what it understood", async ({ page }) => {
  const dialog = await openNewDialog(page, "/admin/operations", "Nueva Operación");
  const pvp = dialog.getByLabel("PVP (€) *");
  await pvp.fill("250.000");
  await expect(dialog.getByText("Se entiende: 250.000,00 €")).toBeVisible();
  await expect(pvp).toHaveAttribute("aria-describedby", /description/);
  await dialog.getByLabel("Ticket mínimo (€) *").fill("25.000,50");
  await expect(dialog.getByText("Se entiende: 25.000,50 €")).toBeVisible();
  const title = `Piso en Usera ${Date.now()}`;
  await dialog.getByLabel("Título *").fill(title);
  await dialog.getByLabel("Provincia *").fill("madrid");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Operación creada", { exact: true })).toBeVisible();
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  const created = (await (await page.request.get(`/api/operations/slug/${slug}`)).json()) as { pvp: string; ticketMin: string };
  expect(created).toMatchObject({ pvp: "250000.00", ticketMin: "25000.50" });
});

test("a dialog's title never runs under its close button, at 375 and 1280 px", async ({ page }) => {
  // The contact message writes an e-mail to every admin, with a long subject: "Nuevo mensaje de contacto de …".
  const message = { name: "Ana de la Paz y Sol Gil Rey Ros", email: "largo@correo.example", message: "Hola", acceptPrivacy: true };
  expect((await page.request.post("/api/contact", { data: message, ...fromTheSite() })).status()).toBe(201);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await open(page, `/admin/correo?q=${encodeURIComponent(message.name)}`);
    await pickRowAction(page, /correo: /, /^Ver el correo/);
    const dialog = page.getByRole("dialog");
    const title = dialog.getByRole("heading", { name: `Nuevo mensaje de contacto de ${message.name}` });
    await expect(title).toBeVisible();
    // Measured at rest: while the dialog zooms in, the button and the title are caught at different scales.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const close = (await dialog.getByRole("button", { name: "Cerrar" }).boundingBox())!;
    // Where the title's text may go (its box less its padding): a line that fills it must stay clear.
    const text = await title.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const [left, right] = [Number.parseFloat(style.paddingLeft), Number.parseFloat(style.paddingRight)];
      return { x: box.x + left, y: box.y, width: box.width - left - right, height: box.height };
    });
    const overlaps =
      text.x < close.x + close.width && close.x < text.x + text.width && text.y < close.y + close.height && close.y < text.y + text.height;
    expect(overlaps, `${width} px: ${JSON.stringify({ text, close })}`).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});
