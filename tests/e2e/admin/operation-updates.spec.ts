import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, mailTo, ownInvestor } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/**
 * Issue 50, item 3: an admin posts an update with a document of the vault; the operation's investor
 * gets it by e-mail and in Novedades, an investor of no part in it gets neither, and the admin sees
 * who opened it.
 */
test("an update posted with an attachment reaches the operation's investors only, and the admin sees who read it", async ({
  page,
  browser,
}) => {
  // Two investors of its own (each activated through its e-mail), an operation, a document, then the walk.
  test.setTimeout(120_000);
  const api = page.request;
  const suffix = Date.now().toString(36);
  const holder = await ownInvestor(api, browser, "Participe");
  const outsider = await ownInvestor(api, browser, "Ajeno");
  const title = `Novedades e2e ${suffix}`;
  const created = await api.post("/api/operations", {
    data: { title, province: "madrid", pvp: "300000", ticketMin: "10000", status: "en_curso" },
    ...fromTheSite(),
  });
  const operation = (await created.json()) as { id: string };
  const participation = await api.post("/api/investments", {
    data: { userId: holder.id, operationId: operation.id, amount: "30000", status: "active" },
    ...fromTheSite(),
  });
  expect(participation.status(), await participation.text()).toBe(201);
  const document = await api.post("/api/documents", {
    data: {
      operationId: operation.id,
      name: "Decreto de adjudicación",
      type: "Judicial",
      fileUrl: "/docs/decreto.pdf",
      visibleToInvestors: true,
    },
    ...fromTheSite(),
  });
  expect(document.status(), await document.text()).toBe(201);

  try {
    await open(page, `/admin/operations/${operation.id}`);
    await page.getByRole("button", { name: "Publicar novedad" }).click();
    const dialog = page.getByRole("dialog", { name: "Publicar novedad" });
    await dialog.getByRole("button", { name: "Publicar", exact: true }).click();
    await expect(dialog.getByText("El título es obligatorio")).toBeVisible();
    await dialog.getByLabel("Título", { exact: true }).fill("El juzgado dicta el decreto de adjudicación");
    await dialog
      .getByLabel("Texto", { exact: true })
      .fill("El decreto adjudica el inmueble al club.\nEl siguiente paso es la toma de posesión.");
    await dialog.getByLabel("Decreto de adjudicación").check();
    await dialog.getByRole("button", { name: "Publicar", exact: true }).click();
    await expect(page.getByText("Novedad publicada", { exact: true })).toBeVisible();
    const posted = page.getByTestId("posted-update").filter({ hasText: "El juzgado dicta el decreto de adjudicación" });
    await expect(posted.getByRole("button", { name: "Leída por 0 de 1" })).toBeVisible();

    // The operation's investor: by e-mail, and in Novedades with its document.
    const subject = `${title}: El juzgado dicta el decreto de adjudicación`;
    await expect.poll(() => mailTo(holder.email).some((mail) => mail.subject === subject), { timeout: 20_000 }).toBe(true);
    expect(mailTo(holder.email).find((mail) => mail.subject === subject)!.text).toContain("«Decreto de adjudicación»");
    const reader = await holder.context.newPage();
    await reader.goto("/investor/novedades");
    // In the main region: under load a hidden second copy of the list has stayed in the document, outside it.
    const item = reader.getByRole("main").getByTestId("update").filter({ hasText: "El juzgado dicta el decreto de adjudicación" });
    await expect(item.getByText("Nueva", { exact: true })).toBeVisible();
    const menuItem = reader.getByRole("listitem").filter({ has: reader.getByRole("link", { name: /^Novedades/ }) });
    await expect(menuItem.getByTestId("pending-badge")).toHaveText(/^1/);
    await item.getByRole("link", { name: "El juzgado dicta el decreto de adjudicación" }).click();
    await expect(reader.getByRole("heading", { level: 1, name: "El juzgado dicta el decreto de adjudicación" })).toBeVisible();
    await expect(reader.getByRole("main")).toContainText("El siguiente paso es la toma de posesión.");
    await expect(reader.getByRole("link", { name: "Decreto de adjudicación" })).toHaveAttribute("href", /\/docs\/decreto\.pdf/);

    // Someone with no part in the operation: no e-mail, nothing in Novedades, the update itself a 404.
    const other = await outsider.context.newPage();
    await other.goto("/investor/novedades");
    // In the main region: once, a second copy of the text outside it was in the document for a moment (strict mode refused the match).
    await expect(other.getByRole("main").getByText("Todavía no hay novedades de tus operaciones.")).toBeVisible();
    const url = await reader.evaluate(() => location.pathname);
    expect((await outsider.context.request.get(`/api/updates/${url.split("/").at(-1)}`)).status()).toBe(404);
    expect(mailTo(outsider.email).some((mail) => mail.subject === subject)).toBe(false);

    // The admin sees who opened it.
    await expect
      .poll(
        async () => {
          await page.reload();
          return posted.getByRole("button", { name: "Leída por 1 de 1" }).isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await posted.getByRole("button", { name: "Leída por 1 de 1" }).click();
    const readers = page.getByRole("dialog", { name: "Quién la ha leído" }).getByTestId("update-readers");
    await expect(readers).toContainText("Participe Prueba");
    await expect(readers).toContainText(/Leída el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  } finally {
    await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
    await holder.context.close();
    await outsider.context.close();
  }
});
