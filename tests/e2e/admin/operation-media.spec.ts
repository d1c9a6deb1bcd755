import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite } from "../fixtures";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

test("an admin uploads an operation's picture and full PDF in its form; the public page shows them", async ({ page }) => {
  const title = `Piso con fotos ${Date.now()}`;
  const created = await page.request.post("/api/operations", {
    data: { title, province: "madrid", pvp: "90000", ticketMin: "10000", status: "abierta" },
    ...fromTheSite(),
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  await pickRowAction(page, title, `Editar ${title}`);
  const dialog = page.getByRole("dialog", { name: "Editar Operación" });
  await expect(dialog.getByText("Sin imagen")).toBeVisible();
  const jpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  await dialog.locator("#media-image").setInputFiles({ name: "fachada.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(dialog.getByRole("img", { name: "Imagen actual: fachada.webp" })).toBeVisible();
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await dialog.locator("#media-pdf").setInputFiles({ name: "dossier.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(dialog.getByRole("link", { name: /dossier\.pdf/ })).toBeVisible();
  // A picture too small is refused with its Spanish message.
  const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  await dialog.locator("#media-image").setInputFiles({ name: "mini.png", mimeType: "image/png", buffer: small });
  await expect(dialog.getByText("La imagen debe medir al menos 600 × 400 píxeles")).toBeVisible();
  await dialog.locator("#media-image").setInputFiles({ name: "fachada.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(dialog.getByRole("img", { name: "Imagen actual: fachada.webp" })).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Operación actualizada", { exact: true })).toBeVisible();

  await open(page, `/operations/${slug}`);
  const picture = page.getByRole("img", { name: title }).first();
  await expect(picture).toHaveAttribute("src", /url=%2Fapi%2Foperations%2F[0-9a-f-]{36}%2Fimage%2F[0-9a-f-]{36}/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const pdfResponse = await page.request.get((await (await page.request.get(`/api/operations/slug/${slug}`)).json()).pdfCompleto);
  expect(pdfResponse.status()).toBe(200);
  expect(Buffer.compare(await pdfResponse.body(), pdf)).toBe(0);
});
