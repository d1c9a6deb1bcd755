import { POST as uploadRoute } from "@/app/api/files/route";
import { BASE, params } from "./http";

/** The first bytes of a PDF, enough for the type check; padded to any size. */
export function pdfBytes(size = 2048, marker = "club"): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${marker}\n`);
  const bytes = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(bytes);
  return bytes;
}

/** Sends a file through `POST /api/files` as the admin dialog does. */
export function uploadRequest(
  cookie: string,
  body: BodyInit | Buffer | null,
  name = "contrato firmado.pdf",
  purpose = "document",
  headers: Record<string, string> = {},
) {
  return uploadRoute(
    new Request(`${BASE}/api/files?purpose=${purpose}`, {
      method: "POST",
      headers: { cookie, origin: BASE, "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(name), ...headers },
      body: body as BodyInit | null,
      // @ts-expect-error Node's fetch needs this for a streamed body
      duplex: "half",
    }),
    params({}),
  );
}

export async function uploadFile(cookie: string, bytes: Buffer, name?: string, purpose?: string) {
  const response = await uploadRequest(cookie, bytes, name, purpose);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { uploadId: string; originalName: string; contentType: string; size: number };
}
