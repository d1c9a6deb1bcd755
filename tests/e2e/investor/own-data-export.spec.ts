import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { unzip } from "../../helpers/unzip";

test.use({ storageState: SIGNED_IN.investor });

type Movement = { id: string; amount: string };

test("Descargar mis datos: the investor downloads a ZIP whose datos.json holds their movements", async ({ page }) => {
  const own = (await (await page.request.get("/api/transactions")).json()) as Movement[];
  expect(own.length).toBeGreaterThan(0);
  await open(page, "/investor/datos");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar mis datos" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);

  const files = await unzip(fs.readFileSync(await download.path()));
  const data = JSON.parse(files.get("datos.json")!.toString("utf8")) as { movimientos: Movement[] };
  const pairs = (rows: Movement[]) => rows.map((row) => `${row.id} ${row.amount}`).sort();
  expect(pairs(data.movimientos)).toEqual(pairs(own));
});
