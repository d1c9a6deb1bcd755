import { route } from "@/server/api/handler";
import { pdfDownload } from "@/server/api/pdf-download";
import { ownStatement } from "@/server/reports/statement";

/** The signed-in person's statement of account for any dates, as PDF or CSV (`?from=&to=&format=`). */
export const GET = route.withCaller(async ({ actor, query }) => {
  const statement = await ownStatement(actor, query);
  if (statement.format === "pdf") return pdfDownload(statement.body, statement.name);
  return new Response(statement.body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${statement.name}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
