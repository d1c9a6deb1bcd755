import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { ComplaintForm } from "@/components/complaints/complaint-form";
import { COMPLAINT_COLUMNS } from "@/components/complaints/complaint-columns";
import { pageActor } from "@/server/auth/session";
import { listComplaints } from "@/server/complaints/register";

export const metadata: Metadata = { title: "Reclamaciones" };

/** The investor's complaints, each step and its deadline, and the form to file one (issue 66, item 5). */
export default async function InvestorComplaintsPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const complaints = await listComplaints(actor);
  return (
    <>
      <PageHeader
        title="Reclamaciones"
        subtitle="Si algo no ha ido como debía, dínoslo por escrito: te responderemos con los motivos y en plazo."
      />
      <div className="grid gap-6">
        <TitledCard title={<h2>Mis reclamaciones</h2>}>
          <RowsTable
            label="Mis reclamaciones"
            rows={complaints}
            columns={COMPLAINT_COLUMNS}
            empty={<p>No has presentado ninguna reclamación.</p>}
          />
        </TitledCard>
        <TitledCard title={<h2>Presentar una reclamación</h2>}>
          <p className="mb-4 text-sm text-muted-foreground">
            Es gratis. Lee el{" "}
            <Link href="/reclamaciones" className="underline underline-offset-4">
              procedimiento de reclamaciones
            </Link>{" "}
            para saber los plazos.
          </p>
          <ComplaintForm signedIn />
        </TitledCard>
      </div>
    </>
  );
}
