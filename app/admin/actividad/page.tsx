import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { lenientAuditQuery, type AuditQuery } from "@/lib/validations/audit";
import { listAuditPage } from "@/server/audit/list";
import { adminPage } from "../_components/admin-page";
import { ActivityTable } from "./_components/activity-table";

export const metadata: Metadata = { title: "Actividad" };

/** The export keeps the list's filters (those that are valid), not its page. */
function exportHref(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const key of ["q", "actor", "entity", "action", "from", "to", "unchanged"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return `/api/audit-events/export${text ? `?${text}` : ""}`;
}

export default adminPage(async function AdminActivityPage(
  actor,
  { searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> },
) {
  const query = lenientAuditQuery(await searchParams);
  const page = await listAuditPage(actor, query);
  return (
    <>
      <PageHeader
        title="Actividad"
        subtitle="Quién cambió qué, cuándo y desde dónde: cada alta, modificación y eliminación, los accesos y las descargas."
        actions={
          <Button asChild variant="outline">
            <a href={exportHref(query)} download>
              <DownloadIcon aria-hidden /> Exportar CSV
            </a>
          </Button>
        }
      />
      <ActivityTable page={page} />
    </>
  );
});
