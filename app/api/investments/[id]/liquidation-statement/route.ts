import { route } from "@/server/api/handler";
import { pdfDownload } from "@/server/api/pdf-download";
import { getLiquidationNotice } from "@/server/liquidation/notice";

/** The liquidation statement (PDF) of one participation, for its investor or an admin. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => {
  const { fileName, pdf } = await getLiquidationNotice(actor, params.id);
  return pdfDownload(pdf, fileName);
});
