import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { TIME_ZONE } from "@/lib/format";

/**
 * A CSV download (Exportar CSV and Descargar CSV): the streamed file as an attachment named
 * `<name>-<yyyy-MM-dd>.csv` after Madrid's calendar day, never kept by a cache.
 */
export function csvDownload(stream: ReadableStream<Uint8Array> | string, name: string, now = new Date()): Response {
  const day = format(new TZDate(now, TIME_ZONE), "yyyy-MM-dd");
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
