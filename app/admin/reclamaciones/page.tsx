import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { Token } from "@/components/shared/breakable";
import { DownloadButton } from "@/components/shared/download-button";
import { ComplaintActions } from "@/components/admin/complaints/complaint-actions";
import { COMPLAINT_COLUMNS } from "@/components/complaints/complaint-columns";
import { dayInMadrid } from "@/lib/format";
import { COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES } from "@/lib/validations/complaint";
import { listComplaints } from "@/server/complaints/register";
import type { ComplaintDto } from "@/server/complaints/dto";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Reclamaciones" };

const COLUMNS: RowsColumn<ComplaintDto>[] = [
  COMPLAINT_COLUMNS[0]!,
  COMPLAINT_COLUMNS[1]!,
  {
    header: "Reclamante",
    cell: (c) => (
      <span>
        {c.name}
        <br />
        <a className="underline" href={`mailto:${c.email}`}>
          <Token text={c.email} />
        </a>
        {c.userId === null && <span className="block text-muted-foreground">Sin cuenta (web pública)</span>}
      </span>
    ),
  },
  ...COMPLAINT_COLUMNS.slice(2),
  { header: "Acciones", cell: (c) => <ComplaintActions complaint={c} /> },
];

/**
 * Reclamaciones (issue 66, item 5): the register, newest first, each complaint's step and deadline
 * (late ones flagged), its decisions; the year's register as CSV for the club's records.
 */
export default adminPage(async function AdminComplaintsPage(actor, { searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const asked = (await searchParams).status;
  const status = COMPLAINT_STATUSES.includes(asked as (typeof COMPLAINT_STATUSES)[number]) ? asked! : null;
  const complaints = await listComplaints(actor, status);
  const year = Number(dayInMadrid(new Date()).slice(0, 4));
  return (
    <>
      <PageHeader title="Reclamaciones" subtitle="Registro de reclamaciones: admisión, resolución con sus motivos y plazos." />
      <nav aria-label="Estado" className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <Link
          href="/admin/reclamaciones"
          aria-current={status === null ? "page" : undefined}
          className="underline-offset-4 hover:underline aria-[current=page]:font-semibold"
        >
          Todas
        </Link>
        {COMPLAINT_STATUSES.map((code) => (
          <Link
            key={code}
            href={`/admin/reclamaciones?status=${code}`}
            aria-current={status === code ? "page" : undefined}
            className="underline-offset-4 hover:underline aria-[current=page]:font-semibold"
          >
            {COMPLAINT_STATUS_LABELS[code]}
          </Link>
        ))}
      </nav>
      <TitledCard title={<h2>Registro</h2>}>
        <div className="mb-4 flex flex-wrap gap-2">
          {[year, year - 1].map((y) => (
            <DownloadButton key={y} href={`/api/complaints/register?year=${y}`} failed={`No se pudo descargar el registro de ${y}`}>
              Registro {y} (CSV)
            </DownloadButton>
          ))}
        </div>
        <RowsTable
          label="Reclamaciones"
          rows={complaints}
          columns={COLUMNS}
          empty={<p>Ninguna reclamación{status ? " en este estado" : ""}.</p>}
        />
      </TitledCard>
    </>
  );
});
