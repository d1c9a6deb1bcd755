import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOperationRoute } from "@/app/api/operations/route";
import { DELETE as deleteOperationRoute, PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import { GET as imageRoute } from "@/app/api/operations/[id]/image/[version]/route";
import { GET as pdfRoute } from "@/app/api/operations/[id]/pdf/[version]/route";
import { IMAGE_MESSAGES } from "@/server/files/operation-image";
import { storage } from "@/server/platform/storage";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { pdfBytes, uploadFile, uploadRequest } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";

/** An operation's picture and full PDF, uploaded to the storage (issue 30, item 7). */
let admin: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

/** A photograph of `width` × `height` pixels in `format`, with an EXIF orientation when asked. */
function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg", orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });
  return (format === "jpeg" ? image.jpeg().withMetadata(orientation ? { orientation } : {}) : image.png()).toBuffer();
}

const asAdmin = (method: string, path: string, body?: unknown) => jsonRequest(method, path, { body, headers: { cookie: admin } });
type Operation = Record<string, unknown> & { id: string; slug: string; imageUrl: string | null; pdfCompleto: string | null };

async function createOperation(extra: Record<string, unknown> = {}): Promise<Operation> {
  const body = { title: `Piso con imagen ${Date.now()}-${Math.random()}`, province: "madrid", pvp: "100000", ticketMin: "10000", ...extra };
  const response = await createOperationRoute(asAdmin("POST", "/api/operations", body), params({}));
  expect(response.status).toBe(201);
  return (await response.json()) as Operation;
}

/** PUT of the operation as its last answer (`operation`) has it, with `changes`. */
function update(operation: Operation, changes: Record<string, unknown>) {
  return updateOperationRoute(
    asAdmin("PUT", `/api/operations/${operation.id}`, { ...operation, ...changes }),
    params({ id: operation.id }),
  );
}

/** The route's answer for the media at `url` (`/api/operations/{id}/{image|pdf}/{version}`). */
function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const [, , , id, slot, version] = url.split("/");
  const handler = slot === "image" ? imageRoute : pdfRoute;
  return handler(new Request(`http://localhost${url}`, { headers }), params({ id: id!, version: version! }));
}

const keysOf = async (id: string) =>
  (await testDb()).operation.findUniqueOrThrow({ where: { id }, select: { imageKey: true, pdfKey: true } });

describe("an operation's picture", () => {
  it("is converted on arrival to a 3:2 WebP of at most 1600 × 1067, served to anyone and cached for good under its own address", async () => {
    const upload = await uploadFile(admin, await photo(3000, 2400), "fachada.jpg", "operation-image");
    expect(upload).toMatchObject({ originalName: "fachada.webp", contentType: "image/webp" });
    const operation = await createOperation({ imageUploadId: upload.uploadId });
    expect(operation.imageUrl).toMatch(new RegExp(`^/api/operations/${operation.id}/image/[0-9a-f-]{36}$`));

    const served = await fetchMedia(operation.imageUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1067 });
  });

  it("keeps a small picture's size (never enlarged), cropped to 3:2, and turns it upright by its EXIF orientation", async () => {
    // 700 × 1000 stored sideways (orientation 6): upright it is 1000 × 700, cropped to 1000 × 667.
    const upload = await uploadFile(admin, await photo(700, 1000, "jpeg", 6), "girada.jpg", "operation-image");
    const operation = await createOperation({ imageUploadId: upload.uploadId });
    const meta = await sharp(Buffer.from(await (await fetchMedia(operation.imageUrl!)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 1000, height: 667 });
  });

  it("refuses a picture too small, a PDF as a picture and bytes that are no picture, with the Spanish message; no upload is left", async () => {
    for (const [bytes, message] of [
      [await photo(500, 400, "png"), IMAGE_MESSAGES.tooSmall],
      [pdfBytes(), "Tipo de archivo no permitido"],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]), IMAGE_MESSAGES.unreadable],
    ] as const) {
      const response = await uploadRequest(admin, bytes, "foto.jpg", "operation-image");
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields.file).toBe(message);
    }
    expect(await (await testDb()).pendingUpload.count({ where: { purpose: "operation-image", originalName: "foto.jpg" } })).toBe(0);
  });

  it("a new picture replaces the old one (whose address then answers 404 and whose file goes); an edit that sends the address back keeps it; clearing it removes it", async () => {
    const first = await uploadFile(admin, await photo(1200, 800), "a.jpg", "operation-image");
    const operation = await createOperation({ imageUploadId: first.uploadId });
    const { imageKey: firstKey } = await keysOf(operation.id);

    const kept = await update(operation, { description: "Sin cambiar la imagen" });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as Operation).imageUrl).toBe(operation.imageUrl);
    expect((await keysOf(operation.id)).imageKey).toBe(firstKey);

    const second = await uploadFile(admin, await photo(1200, 800, "png"), "b.png", "operation-image");
    const replaced = (await (await update(operation, { imageUploadId: second.uploadId })).json()) as Operation;
    expect(replaced.imageUrl).not.toBe(operation.imageUrl);
    expect((await fetchMedia(operation.imageUrl!)).status).toBe(404);
    expect((await fetchMedia(replaced.imageUrl!)).status).toBe(200);
    expect(await storage().exists(firstKey!)).toBe(false);

    const { imageKey: secondKey } = await keysOf(operation.id);
    const cleared = (await (await update(replaced, { imageUrl: "" })).json()) as Operation;
    expect(cleared.imageUrl).toBeNull();
    expect(await keysOf(operation.id)).toMatchObject({ imageKey: null });
    expect(await storage().exists(secondKey!)).toBe(false);
  });

  it("an upload id that is no pending picture is refused and changes nothing", async () => {
    const operation = await createOperation();
    const pdf = await uploadFile(admin, pdfBytes(), "dossier.pdf", "operation-pdf");
    const response = await update(operation, { imageUploadId: pdf.uploadId });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.file).toBe(
      "El archivo subido ya no está disponible: vuelve a subirlo",
    );
    expect(await keysOf(operation.id)).toEqual({ imageKey: null, pdfKey: null });
  });
});

describe("an operation's full PDF", () => {
  it("is stored as sent, served inline as {slug}.pdf, and goes with the operation", async () => {
    const bytes = pdfBytes(5000, "dossier");
    const upload = await uploadFile(admin, bytes, "Dossier completo.pdf", "operation-pdf");
    const operation = await createOperation({ pdfUploadId: upload.uploadId });
    expect(operation.pdfCompleto).toMatch(new RegExp(`^/api/operations/${operation.id}/pdf/[0-9a-f-]{36}$`));
    const served = await fetchMedia(operation.pdfCompleto!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toContain(`inline; filename="${operation.slug}.pdf"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    // A version that is not the current one, a malformed id: 404.
    expect((await fetchMedia(`/api/operations/${operation.id}/pdf/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetchMedia(`/api/operations/no-es-un-id/pdf/x`)).status).toBe(404);

    const { pdfKey } = await keysOf(operation.id);
    const deleted = await deleteOperationRoute(asAdmin("DELETE", `/api/operations/${operation.id}`), params({ id: operation.id }));
    expect(deleted.status).toBe(204);
    expect(await storage().exists(pdfKey!)).toBe(false);
  });

  it("a picture is refused as the full PDF", async () => {
    const response = await uploadRequest(admin, await photo(800, 600), "dossier.jpg", "operation-pdf");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.file).toBe("Tipo de archivo no permitido");
  });
});
