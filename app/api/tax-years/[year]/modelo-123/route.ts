import { route } from "@/server/api/handler";
import { aeatFileDownload } from "@/server/api/aeat-download";
import { modelo123Download } from "@/server/tax/years";

/**
 * A quarter's (`?period=1T`) or a month's (`?period=01`) Modelo 123 as the AEAT takes it by file,
 * ISO-8859-1; `&payment=domiciliacion` has the result debited from the club's account.
 */
export const GET = route.withCaller<{ year: string }>(async ({ actor, params, query }) =>
  aeatFileDownload(await modelo123Download(actor, params.year, query.get("period"), query.get("payment"))),
);
