import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { Token } from "@/components/shared/breakable";
import { WORDS_WRAP } from "@/components/shared/wrapping-text";
import { VerificationBadge } from "@/components/kyc/verification-badge";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/format";
import { RISK_LEVEL_LABELS } from "@/lib/validations/kyc";
import { listVerifications, QUEUE_FILTERS, type QueueFilter, type VerificationRowDto } from "@/server/kyc/review";
import { latestSanctionsList } from "@/server/kyc/screening";
import { cn } from "@/lib/utils";
import { adminPage } from "../_components/admin-page";
import { SanctionsListImport } from "./_components/sanctions-list-import";

export const metadata: Metadata = { title: "Verificaciones" };

const TABS: Record<QueueFilter, string> = {
  pending: "Pendientes",
  expiring: "Caducan pronto",
  verified: "Verificadas",
  rejected: "Rechazadas",
  expired: "Caducadas",
  screening: "Coincidencias en sanciones",
};

const EMPTY: Record<QueueFilter, string> = {
  pending: "No hay verificaciones pendientes de revisión",
  expiring: "Ninguna identificación caduca en los próximos 30 días",
  verified: "Ningún inversor verificado todavía",
  rejected: "Ninguna verificación rechazada",
  expired: "Ninguna verificación caducada",
  screening: "Ninguna coincidencia con la lista de sanciones por revisar",
};

type Props = { searchParams: Promise<{ status?: string }> };

/**
 * Verificaciones (issue 49): the identifications that wait for an admin, by state; each opens the
 * declaration with its files and the decision. The EU sanctions list is loaded here.
 */
export default adminPage(async function VerificationsPage(actor, { searchParams }: Props) {
  const { status: asked } = await searchParams;
  const status: QueueFilter = (QUEUE_FILTERS as readonly string[]).includes(asked ?? "") ? (asked as QueueFilter) : "pending";
  const [rows, list] = await Promise.all([listVerifications(actor, status), latestSanctionsList(actor)]);
  return (
    <>
      <PageHeader title="Verificaciones" subtitle="La identificación de cada inversor antes de confirmar su dinero (Ley 10/2010)." />
      <nav aria-label="Estado" className="mb-4 flex flex-wrap gap-2">
        {QUEUE_FILTERS.map((filter) => (
          <Link
            key={filter}
            href={`/admin/verificaciones?status=${filter}`}
            aria-current={filter === status ? "page" : undefined}
            className={cn(
              "rounded-md border px-3 py-1.5 text-sm",
              filter === status ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {TABS[filter]}
          </Link>
        ))}
      </nav>
      <div className="grid gap-6">
        <TitledCard title={<h2>{TABS[status]}</h2>}>
          <RowsTable<VerificationRowDto>
            label={TABS[status]}
            rows={rows}
            rowKey={(row) => row.userId}
            empty={EMPTY[status]}
            columns={[
              {
                header: "Inversor",
                cell: (row) => (
                  <Link className="font-medium underline" href={`/admin/verificaciones/${row.userId}`}>
                    {row.investor ?? row.email ?? "Sin nombre"}
                  </Link>
                ),
              },
              { header: "Email", cell: (row) => (row.email ? <Token text={row.email} /> : "—"), className: WORDS_WRAP },
              { header: "Estado", cell: (row) => <VerificationBadge status={row.verification.status} /> },
              {
                header: "Riesgo",
                cell: (row) => (
                  <span className="flex flex-wrap gap-1">
                    {row.verification.riskLevel ? RISK_LEVEL_LABELS[row.verification.riskLevel] : "—"}
                    {row.firstApprovalBy && row.verification.status === "pending" && (
                      <Badge variant="secondary">Falta un segundo administrador</Badge>
                    )}
                  </span>
                ),
              },
              { header: "Origen", cell: (row) => (row.origin === "in_person" ? "En persona" : "En línea") },
              { header: "Enviada", cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : "—") },
              { header: "Válida hasta", cell: (row) => (row.verification.expiresAt ? formatDate(row.verification.expiresAt) : "—") },
              {
                header: "Sanciones",
                cell: (row) => (row.openHits ? <Badge variant="destructive">{row.openHits} por revisar</Badge> : "—"),
              },
            ]}
          />
        </TitledCard>
        <TitledCard title={<h2>Lista de sanciones financieras de la UE</h2>}>
          <div className="grid gap-4 text-sm">
            <p>
              {list
                ? `Última lista: ${list.fileName}, ${list.entries} personas, generada el ${list.generatedAt ? formatDateTime(list.generatedAt) : "(sin fecha)"}, cargada el ${formatDateTime(list.importedAt)}.`
                : "Todavía no se ha cargado ninguna lista: los inversores no se han cribado."}
            </p>
            <SanctionsListImport />
          </div>
        </TitledCard>
      </div>
    </>
  );
});
