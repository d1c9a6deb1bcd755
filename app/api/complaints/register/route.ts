import { route } from "@/server/api/handler";
import { csvDownload } from "@/server/api/csv-download";
import { complaintRegisterCsv } from "@/server/complaints/register";

/** The register of a year's complaints as CSV (`?year=yyyy`), admins only. */
export const GET = route.withCaller(async ({ actor, query }) =>
  csvDownload(await complaintRegisterCsv(actor, query.get("year")), `reclamaciones-${query.get("year")}`),
);
