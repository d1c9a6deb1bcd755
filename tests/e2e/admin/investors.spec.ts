import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite } from "../fixtures";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

test("investors: only investors listed; validation, create, search, edit and delete", async ({ page }) => {
  // Searched by the demo's domain, which both the demo admin and the demo investor match: the
  // specs beside this one add investors, which would push the demo's oldest off the first page.
  await open(page, "/admin/inversores?q=demo.local");
  await expect(page.getByRole("heading", { name: "Inversores" })).toBeVisible();
  await expect(page.getByTestId("data-row").filter({ hasText: "admin@demo.local" })).toHaveCount(0);
  await expect(page.getByTestId("data-row").filter({ hasText: "inversor@demo.local" })).toHaveCount(1);
  await open(page, "/admin/inversores");

  await page.getByRole("button", { name: "Nuevo Inversor" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Inversor" });
  await dialog.getByLabel("Email").fill("malo");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(dialog.getByText("El apellido es requerido")).toBeVisible();
  await expect(dialog.getByText("Email inválido")).toBeVisible();

  const last = `Prueba${Date.now()}`;
  await dialog.getByLabel("Nombre *").fill("Irene");
  await dialog.getByLabel("Apellidos *").fill(last);
  await dialog.getByLabel("Email").fill("");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Inversor creado", { exact: true })).toBeVisible();

  await page.getByPlaceholder(/Buscar por email/).fill(last);
  const rows = page.getByTestId("data-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("N/A");

  await pickRowAction(page, `Irene ${last}`, `Editar Irene ${last}`);
  const edit = page.getByRole("dialog", { name: "Editar Inversor" });
  await edit.getByLabel("Teléfono").fill("+34 600 999 888");
  // A NIF with the wrong letter and an IBAN with wrong check digits are refused before anything is sent.
  await edit.getByLabel("NIF/NIE").fill("12345678A");
  await edit.getByLabel("IBAN").fill("ES91 2100 0418 4502 0005 1333");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(edit.getByText("NIF o NIE no válido: revisa los números y la letra")).toBeVisible();
  await expect(edit.getByText("IBAN no válido: revisa el país y los dígitos de control")).toBeVisible();
  await edit.getByLabel("NIF/NIE").fill("12345678z");
  await edit.getByLabel("IBAN").fill("es91 2100 0418 4502 0005 1332");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Inversor actualizado", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("+34 600 999 888");
  // The investor's page prints them as a bank does.
  await rows
    .first()
    .getByRole("link", { name: `Irene ${last}` })
    .click();
  await expect(page.getByText("12345678Z", { exact: true })).toBeVisible();
  await expect(page.getByText("ES91 2100 0418 4502 0005 1332", { exact: true })).toBeVisible();
  await page.goBack();
  await page.getByPlaceholder(/Buscar por email/).fill(last);
  await expect(rows).toHaveCount(1);

  await pickRowAction(page, `Irene ${last}`, `Eliminar Irene ${last}`);
  await expect(page.getByRole("alertdialog").getByText("¿Estás seguro?")).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Inversor eliminado", { exact: true })).toBeVisible();
  await expect(page.getByText("No se encontraron inversores.")).toBeVisible();
});

test("the one-time password link goes to the investor by e-mail; the admin never sees it", async ({ page }) => {
  const email = `enlace.${Date.now()}@correo.example`;
  const created = await page.request.post("/api/users", { data: { firstName: "Olga", lastName: "Enlace", email }, ...fromTheSite() });
  expect(created.status()).toBe(201);
  await open(page, `/admin/inversores?q=${encodeURIComponent(email)}`);
  await pickRowAction(page, "Olga Enlace", "Enviar enlace de contraseña a Olga Enlace");
  await expect(page.getByText(`Enlace enviado a ${email}`)).toBeVisible();

  // Correo saliente holds both "Activa tu cuenta" messages with the link replaced.
  const list = (await (await page.request.get(`/api/emails?q=${encodeURIComponent(email)}`)).json()) as { rows: { id: string }[] };
  expect(list.rows).toHaveLength(2);
  for (const row of list.rows) {
    const detail = await (await page.request.get(`/api/emails/${row.id}`)).text();
    expect(detail).toContain("[enlace privado]");
    expect(detail).not.toContain("token=");
  }
});
