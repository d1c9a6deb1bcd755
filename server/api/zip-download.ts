import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { TIME_ZONE } from "@/lib/format";

/** A ZIP the club makes for someone: an attachment named `<name>-<yyyy-MM-dd>.zip` after Madrid's calendar day, never kept by a cache. */
export function zipDownload(stream: ReadableStream<Uint8Array>, name: string, now = new Date()): Response {
  const day = format(new TZDate(now, TIME_ZONE), "yyyy-MM-dd");
  return new Response(stream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${name}-${day}.zip"`,
      "cache-control": "private, no-store",
    },
  });
}
