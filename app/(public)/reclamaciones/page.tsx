import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { ComplaintForm } from "@/components/complaints/complaint-form";
import { LEGAL_PAGES } from "@/lib/legal";
import { publicPageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = publicPageMetadata(LEGAL_PAGES["reclamaciones"]);

/** The complaints procedure (a legal text of Configuración) and the form for someone without an account (issue 66, item 5). */
export default function ComplaintsPage() {
  return (
    <>
      <LegalPage kind="reclamaciones" />
      <section aria-labelledby="presentar" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h2 id="presentar" className="mb-2 text-2xl font-semibold">
          Presentar una reclamación
        </h2>
        <p className="mb-6 text-sm text-muted-foreground">
          Si tienes cuenta en el club, preséntala desde tu área («Reclamaciones»): podrás adjuntar documentos y seguirla.
        </p>
        <ComplaintForm signedIn={false} />
      </section>
    </>
  );
}
