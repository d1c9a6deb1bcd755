import "server-only";
import { Readable } from "node:stream";
import sharp from "sharp";
import { UploadRejectedError, type CheckedUpload } from "../platform/storage";

/**
 * An operation's picture as the cards and the detail page show it (both 3:2, the detail at most
 * 800 px wide, so 1600 px on a sharp screen): cropped to 3:2 around what draws the eye, at most
 * 1600 × 1067, WebP. Next's image optimiser makes the smaller sizes of the cards' srcset from it.
 */
export const OPERATION_IMAGE = { width: 1600, height: 1067, minWidth: 600, minHeight: 400, quality: 80 } as const;

export const IMAGE_MESSAGES = {
  tooSmall: `La imagen debe medir al menos ${OPERATION_IMAGE.minWidth} × ${OPERATION_IMAGE.minHeight} píxeles`,
  unreadable: "No se pudo leer la imagen: súbela en JPEG, PNG o WebP",
} as const;

/**
 * The checked upload of a picture, converted: its bytes read (the check already capped their
 * size), turned upright by its EXIF orientation, refused when too small or unreadable (before
 * anything is stored), then the WebP to store in its place.
 */
export async function toOperationImage(upload: CheckedUpload): Promise<CheckedUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of upload.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const image = sharp(Buffer.concat(chunks), { failOn: "error" }).rotate();
  let webp: Buffer;
  try {
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    const [upright, tall] = orientation >= 5 ? [height, width] : [width, height];
    if (upright < OPERATION_IMAGE.minWidth || tall < OPERATION_IMAGE.minHeight)
      throw new UploadRejectedError("type_not_allowed", IMAGE_MESSAGES.tooSmall);
    // The largest 3:2 frame the picture holds, up to 1600 × 1067: never enlarged.
    const frameWidth = Math.min(OPERATION_IMAGE.width, upright, Math.floor((tall * 3) / 2));
    const frameHeight = Math.round((frameWidth * 2) / 3);
    webp = await image
      .resize({ width: frameWidth, height: frameHeight, fit: "cover", position: "attention" })
      .webp({ quality: OPERATION_IMAGE.quality })
      .toBuffer();
  } catch (error) {
    if (error instanceof UploadRejectedError) throw error;
    throw new UploadRejectedError("type_not_allowed", IMAGE_MESSAGES.unreadable);
  }
  return { kind: "webp", contentType: "image/webp", extension: "webp", stream: Readable.from([webp]) };
}
