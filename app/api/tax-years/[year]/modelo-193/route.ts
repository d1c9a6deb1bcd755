import { route } from "@/server/api/handler";
import { csvDownload } from "@/server/api/csv-download";
import { modelo193Csv } from "@/server/tax/years";

/** The year's Modelo 193 data, one line per perceptor, as CSV. */
export const GET = route.withCaller<{ year: string }>(async ({ actor, params }) =>
  csvDownload(await modelo193Csv(actor, params.year), `modelo-193-${params.year}`),
);
