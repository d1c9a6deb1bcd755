import "server-only";

/** A PDF the club makes for someone (a statement, a certificate): an attachment, never kept by a cache. */
export function pdfDownload(bytes: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
