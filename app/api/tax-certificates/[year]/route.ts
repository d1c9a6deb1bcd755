import { route } from "@/server/api/handler";
import { pdfDownload } from "@/server/api/pdf-download";
import { ownCertificate } from "@/server/tax/years";

/** The signed-in person's "Certificado de retenciones e ingresos a cuenta" of a year (PDF). */
export const GET = route.withCaller<{ year: string }>(async ({ actor, params }) => {
  const { fileName, pdf } = await ownCertificate(actor, params.year);
  return pdfDownload(pdf, fileName);
});
