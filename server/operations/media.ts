import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { OperationValues } from "@/lib/validations/operation";
import { rowId, notFound } from "../core/access";
import { claimUpload } from "../files/pending-uploads";
import type { ServedFile } from "../files/serve-file";
import { prisma } from "../platform/database/client";

/**
 * An operation's picture and full PDF, uploaded to the private storage (server/files/pending-uploads.ts;
 * the picture already converted to WebP) and served from a route whose last segment is the stored
 * file's own id: a new upload gets a new address, so a browser or the image optimiser may keep the
 * old one for a year without ever showing it after a change.
 */
const SLOTS = {
  image: { url: "imageUrl", key: "imageKey", uploadId: "imageUploadId", purpose: "operation-image", extension: "webp" },
  pdf: { url: "pdfCompleto", key: "pdfKey", uploadId: "pdfUploadId", purpose: "operation-pdf", extension: "pdf" },
} as const;
export type MediaSlot = keyof typeof SLOTS;

/** The storage keys of an operation's media, as read to replace or delete them. */
export const MEDIA_KEYS = { imageKey: true, pdfKey: true } as const satisfies Prisma.OperationSelect;
type MediaKeys = { imageKey: string | null; pdfKey: string | null };
export type MediaColumns = { imageUrl: string | null; imageKey: string | null; pdfCompleto: string | null; pdfKey: string | null };

/** The storage key's last part (a UUID): the version in the file's address. */
const versionOf = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/** `/api/operations/{id}/image/{version}` or `/pdf/{version}`. */
export const mediaRoute = (slot: MediaSlot, id: string, key: string) => `/api/operations/${id}/${slot}/${versionOf(key)}`;

/**
 * The media columns of an operation's write, inside its transaction, and the stored files they
 * replace (to delete once it has committed): an upload is attached and addressed by its route; the
 * route of the stored file sent back unchanged keeps it; any other address (a link, or none) is
 * kept as typed and the stored file goes.
 */
export async function resolveMedia(
  tx: Prisma.TransactionClient,
  id: string,
  values: Pick<OperationValues, "imageUrl" | "pdfCompleto" | "imageUploadId" | "pdfUploadId">,
  current: MediaKeys | null,
): Promise<{ columns: MediaColumns; replacedKeys: string[] }> {
  const columns = {} as MediaColumns;
  const replacedKeys: string[] = [];
  for (const slot of Object.keys(SLOTS) as MediaSlot[]) {
    const { url, key, uploadId, purpose } = SLOTS[slot];
    const currentKey = current?.[key] ?? null;
    const upload = values[uploadId];
    let stored: string | null = null;
    if (upload) stored = (await claimUpload(tx, upload, purpose)).storageKey;
    else if (currentKey && values[url] === mediaRoute(slot, id, currentKey)) stored = currentKey;
    if (currentKey && currentKey !== stored) replacedKeys.push(currentKey);
    columns[key] = stored;
    columns[url] = stored ? mediaRoute(slot, id, stored) : values[url];
  }
  return { columns, replacedKeys };
}

/**
 * The stored picture or PDF of an operation at `version`, for anyone (they are on its public page):
 * a 404 when the operation has no such file, an old version included.
 */
export async function operationMediaFile(slot: MediaSlot, id: string, version: string): Promise<ServedFile> {
  const db = await prisma();
  const row = await db.operation.findUnique({ where: { id: rowId(id) }, select: { slug: true, ...MEDIA_KEYS } });
  const key = row?.[SLOTS[slot].key];
  if (!row || !key || versionOf(key) !== version) notFound();
  const contentType = slot === "image" ? "image/webp" : "application/pdf";
  return { storageKey: key, originalName: `${row.slug}.${SLOTS[slot].extension}`, contentType, isPublic: true };
}
