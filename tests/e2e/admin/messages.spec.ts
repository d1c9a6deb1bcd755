import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite } from "../fixtures";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

test("a contact message arrives in Mensajes, is marked read and deleted", async ({ page }) => {
  const name = `Visitante ${Date.now()}`;
  const sent = await page.request.post("/api/contact", {
    data: { name, email: "visitante@correo.example", message: "Quiero invertir.", acceptPrivacy: true },
    ...fromTheSite(),
  });
  expect(sent.status()).toBe(201);

  await open(page, `/admin/messages?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("data-row").filter({ hasText: name });
  await expect(row).toContainText("No leído");
  await expect(row).toContainText("Quiero invertir.");
  await pickRowAction(page, `mensaje de ${name}`, `Marcar como leído: ${name}`, row);
  await expect(row).toContainText("Leído");
  await pickRowAction(page, `mensaje de ${name}`, `Eliminar mensaje de ${name}`, row);
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Mensaje eliminado", { exact: true })).toBeVisible();
  await expect(page.getByText("No hay mensajes.")).toBeVisible();
});
