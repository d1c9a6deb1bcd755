import type { Metadata } from "next";
import { BanknoteIcon, HourglassIcon, PercentIcon, UndoIcon } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { StatCard } from "@/components/dashboard/stat-card";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { Badge } from "@/components/ui/badge";
import { actionLabel } from "@/lib/audit";
import type { FieldSpec } from "@/lib/fields/field";
import { formatFieldValue } from "@/lib/fields/format-field";
import { INVESTOR_FIELDS } from "@/lib/fields/investor";
import { printedIban } from "@/lib/validations/identity";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import type { RawParams } from "@/lib/table-query";
import { getInvestorOverview } from "@/server/investors/overview";
import { listMovementsPage, parseMovementQuery } from "@/server/ledger/movements";
import { adminPage } from "../../_components/admin-page";
import { MoneySections } from "../../_components/money-sections";
import { EMAIL_STATUS_LABELS } from "../../correo/_components/email-columns";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { InvestorActions } from "./_components/investor-actions";
import { ClosureRequest } from "./_components/closure-request";
import { PendingIbanChange } from "./_components/pending-iban-change";
import Link from "next/link";
import { VerificationBadge } from "@/components/kyc/verification-badge";
import { breakable } from "@/components/shared/breakable";
import { appropriatenessSummary } from "@/lib/appropriateness-summary";
import { RecordVerification } from "../../verificaciones/_components/record-verification";

export const metadata: Metadata = { title: "Inversor" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<RawParams> };

const PROFILE = (["email", "phone", "address", "nif", "iban", "comercial", "notas"] as const).map(
  (name) => [name, INVESTOR_FIELDS[name] as FieldSpec] as const,
);

/**
 * An investor's page in the back-office: their profile; their participations with what each
 * committed, paid and owes, what came back to them and the balance; their movements (filtered,
 * paged, exported); the papers addressed to them; the e-mails sent to them; their sign-ins.
 */
export default adminPage(async function AdminInvestorPage(actor, { params, searchParams }: Props) {
  const { id } = await params;
  const overview = await getInvestorOverview(actor, id);
  const { investor, totals } = overview;
  const name = [investor.firstName, investor.lastName].filter(Boolean).join(" ") || investor.email || "Inversor";
  const query = parseMovementQuery({ ...(await searchParams), userId: investor.id });
  const movements = await listMovementsPage(actor, query);
  return (
    <>
      <PageHeader
        title={name}
        subtitle={`Inversor desde el ${formatDate(investor.createdAt)}`}
        actions={<InvestorActions investor={investor} name={name} />}
      />
      {overview.openMatches > 0 && (
        // The first thing the page says (issue 67, item 2).
        <p role="alert" data-testid="open-match" className="mb-6 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <span className="font-medium">
            {overview.openMatches === 1
              ? "Una coincidencia con la lista de sanciones por revisar"
              : `${overview.openMatches} coincidencias con la lista de sanciones por revisar`}
          </span>
          :{" "}
          <Link className="underline" href={`/admin/verificaciones/${investor.id}#sanciones`}>
            revísala en su verificación
          </Link>
          .
        </p>
      )}
      {investor.closureRequestedAt && <ClosureRequest investorId={investor.id} name={name} requestedAt={investor.closureRequestedAt} />}
      {investor.pendingIban && (
        <PendingIbanChange
          investorId={investor.id}
          iban={investor.pendingIban.iban}
          requestedAt={investor.pendingIban.requestedAt}
          proposedByYou={investor.pendingIban.requestedById === actor.id}
        />
      )}
      {investor.archivedAt && (
        <Badge variant="outline" className="mb-6">
          Archivado
        </Badge>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Comprometido"
          value={formatMoney(totals.committed)}
          icon={PercentIcon}
          description="Participaciones activas y liquidadas"
        />
        <StatCard title="Pagado" value={formatMoney(totals.paid)} icon={BanknoteIcon} description="Aportes completados" />
        <StatCard title="Pendiente" value={formatMoney(totals.pending)} icon={HourglassIcon} description="Comprometido y aún no pagado" />
        <StatCard
          title="Devuelto"
          value={formatMoney(totals.capitalReturned)}
          icon={UndoIcon}
          description={`Capital devuelto. Beneficio ${formatMoney(totals.gain ?? "0")}, retenido ${formatMoney(totals.withheld)}, recibido ${formatMoney(totals.received)}`}
        />
      </div>
      <TitledCard title="Datos" className="mt-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {PROFILE.map(([field, spec]) => (
            <div key={field} className={spec.wide ? "sm:col-span-2" : undefined}>
              <dt className="text-sm text-muted-foreground">{spec.label}</dt>
              <dd className="whitespace-pre-line">
                {field === "iban" && investor.iban ? printedIban(investor.iban) : formatFieldValue(spec, investor[field], "N/A")}
              </dd>
            </div>
          ))}
        </dl>
      </TitledCard>
      <TitledCard title="Identificación" className="mt-6">
        <div className="grid gap-4 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <VerificationBadge status={investor.verification.status} openMatch={overview.openMatches > 0} />
            {investor.verification.expiresAt && <span>Válida hasta el {formatDate(investor.verification.expiresAt)}</span>}
            <Link className="underline" href={`/admin/verificaciones/${investor.id}`}>
              Ver la verificación
            </Link>
          </p>
          <p>
            <span className="font-medium">Test de conveniencia: </span>
            {appropriatenessSummary(overview.appropriateness)}
          </p>
          {investor.verification.status !== "verified" && (
            <details>
              <summary className="cursor-pointer font-medium">Registrar identificación en persona</summary>
              <div className="mt-3">
                <RecordVerification userId={investor.id} />
              </div>
            </details>
          )}
        </div>
      </TitledCard>
      <MoneySections
        by="operation"
        balances={overview.participations}
        totals={totals}
        movements={movements}
        sort={query.sort}
        dir={query.dir}
        fixed={{ userId: investor.id }}
        papers={{
          title: "Documentos y contratos dirigidos a este inversor",
          empty: "Ningún documento ni contrato va dirigido solo a este inversor.",
          rows: overview.papers,
        }}
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <TitledCard title="Correos enviados">
          <RowsTable
            label="Correos enviados"
            rows={overview.emails}
            columns={[
              // A subject wraps: the half-width card keeps its state and date in view.
              { header: "Asunto", cell: (email) => breakable(email.subject), className: WRAPPING_TEXT },
              { header: "Estado", cell: (email) => EMAIL_STATUS_LABELS[email.status] ?? email.status },
              { header: "Fecha", cell: (email) => formatDateTime(email.sentAt ?? email.createdAt) },
            ]}
            empty="No se le ha enviado ningún correo."
          />
        </TitledCard>
        <TitledCard title="Accesos">
          <RowsTable
            label="Accesos"
            rows={overview.accountEvents}
            columns={[
              { header: "Acción", cell: (event) => actionLabel(event.action) },
              { header: "Dirección IP", cell: (event) => event.address ?? "N/A" },
              { header: "Fecha", cell: (event) => formatDateTime(event.createdAt) },
            ]}
            empty="Todavía no ha iniciado sesión."
          />
        </TitledCard>
      </div>
    </>
  );
});
