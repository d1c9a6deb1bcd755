import { route } from "@/server/api/handler";
import { aeatFileDownload } from "@/server/api/aeat-download";
import { csvDownload } from "@/server/api/csv-download";
import { modelo193, modelo193Csv } from "@/server/tax/years";

/**
 * The year's Modelo 193: the file the AEAT takes (500-character records, ISO-8859-1), or with
 * `?format=csv` the worksheet, one line per perceptor.
 */
export const GET = route.withCaller<{ year: string }>(async ({ actor, params, query }) => {
  if (query.get("format") === "csv") return csvDownload(await modelo193Csv(actor, params.year), `modelo-193-${params.year}`);
  return aeatFileDownload(await modelo193(actor, params.year));
});
