import "server-only";

/** An AEAT file (Modelo 193, Modelo 123): the bytes in the design's character set, as an attachment never kept by a cache. */
export function aeatFileDownload({ fileName, bytes }: { fileName: string; bytes: Uint8Array }): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "text/plain; charset=iso-8859-1",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
