import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { VerificationBadge } from "@/components/kyc/verification-badge";
import { Badge } from "@/components/ui/badge";
import { countryName } from "@/lib/countries";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { appropriatenessSummary } from "@/lib/appropriateness-summary";
import {
  DOCUMENT_TYPE_LABELS,
  IDENTITY_FILE_LABELS,
  FUNDS_SOURCE_LABELS,
  PEP_LABELS,
  RISK_LEVEL_LABELS,
  type DocumentType,
  type FundsSource,
  type PepOption,
} from "@/lib/validations/kyc";
import { getVerification } from "@/server/kyc/review";
import { adminPage } from "../../_components/admin-page";
import { VerificationDecision } from "../_components/verification-decision";
import { ScreeningHitDecision } from "../_components/screening-hit-decision";
import { Facts } from "../_components/facts";
import { EvidenceViewer } from "@/components/admin/kyc/evidence-viewer";
import { CompanyFacts } from "../_components/company-facts";

const COMPANY_FILES = new Set(["company_deed", "representative_powers"]);

export const metadata: Metadata = { title: "Verificación de identidad" };

type Props = { params: Promise<{ id: string }> };

/** One investor's identification: the declaration, the files in the vault, the screening's candidates and the decision. */
export default adminPage(async function VerificationPage(actor, { params }: Props) {
  const { id } = await params;
  const detail = await getVerification(actor, id);
  const { declaration: d, verification } = detail;
  const name = detail.investor ?? detail.email ?? "Inversor";
  const screening = <Screening detail={detail} />;
  const evidence = detail.files
    .filter((file) => !file.ownerId && !COMPANY_FILES.has(file.kind))
    .map((file) => ({
      id: file.id,
      label: IDENTITY_FILE_LABELS[file.kind],
      name: file.originalName,
      contentType: file.contentType,
      href: `/api/identity-files/${file.id}`,
    }));
  return (
    <>
      <PageHeader title={`Verificación: ${name}`} subtitle={detail.email ?? undefined} />
      <div className="grid gap-6">
        {detail.openHits > 0 && <OpenMatchAlert count={detail.openHits} />}
        {detail.openHits > 0 && screening}
        <TitledCard title={<h2>Estado</h2>}>
          <div className="grid gap-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <VerificationBadge status={verification.status} openMatch={detail.openHits > 0} />
              {verification.riskLevel && <Badge variant="outline">Riesgo {RISK_LEVEL_LABELS[verification.riskLevel].toLowerCase()}</Badge>}
              {detail.firstApprovalBy && verification.status === "pending" && (
                <Badge variant="secondary">Aprobada por {detail.firstApprovalBy}: falta un segundo administrador</Badge>
              )}
              <Link className="underline" href={`/admin/inversores/${detail.userId}`}>
                Ficha del inversor
              </Link>
            </p>
            <Facts
              rows={[
                ["Decidida por", detail.decidedBy && `${detail.decidedBy}, ${formatDateTime(detail.decidedAt)}`],
                ["Nota o motivo", detail.decisionNote],
                ["Válida hasta", verification.expiresAt && formatDate(verification.expiresAt)],
                ["Próxima revisión", detail.reviewDue && formatDate(detail.reviewDue)],
              ]}
            />
          </div>
        </TitledCard>
        {/* The evidence and the data side by side, the decision after them (issue 67, item 2). */}
        <div className="grid gap-6 xl:grid-cols-2">
          <TitledCard title={<h2>Documentos</h2>}>
            <EvidenceViewer files={evidence} />
          </TitledCard>
          <TitledCard title={<h2>Declaración</h2>}>
            {d ? (
              <Facts
                rows={[
                  [
                    "Origen",
                    d.origin === "in_person"
                      ? "Identificado en persona (registrado por un administrador)"
                      : "En línea (Verificar mi identidad)",
                  ],
                  ["Documento", d.documentType && `${DOCUMENT_TYPE_LABELS[d.documentType as DocumentType]} ${d.documentNumber ?? ""}`],
                  ["Caducidad", d.documentExpiry && formatDate(d.documentExpiry)],
                  ["Nacionalidad", countryName(d.nationality)],
                  ["Fecha de nacimiento", d.birthDate && formatDate(d.birthDate)],
                  ["Domicilio", d.address],
                  ["Profesión o actividad", d.profession],
                  [
                    "Persona con responsabilidad pública",
                    `${PEP_LABELS[d.pep as PepOption] ?? d.pep}${d.pepDetail ? `: ${d.pepDetail}` : ""}`,
                  ],
                  ["Propósito", d.purpose],
                  [
                    "Origen de los fondos",
                    d.fundsSource && `${FUNDS_SOURCE_LABELS[d.fundsSource as FundsSource]}${d.fundsDetail ? `: ${d.fundsDetail}` : ""}`,
                  ],
                  ["Prevé invertir", d.plannedAmount && formatMoney(d.plannedAmount)],
                  ["Advertencia de riesgo aceptada", detail.riskAcknowledgedAt && formatDateTime(detail.riskAcknowledgedAt)],
                  ["Test de conveniencia", appropriatenessSummary(detail.appropriateness)],
                  ["Enviada", d.submittedAt && formatDateTime(d.submittedAt)],
                ]}
              />
            ) : (
              <p className="text-sm">El inversor todavía no ha enviado sus datos.</p>
            )}
          </TitledCard>
        </div>
        {detail.company && (
          <TitledCard title={<h2>Invierte como sociedad</h2>}>
            <CompanyFacts company={detail.company} files={detail.files} />
          </TitledCard>
        )}
        {verification.status === "pending" && (
          <TitledCard title={<h2>Decisión</h2>}>
            <VerificationDecision
              userId={detail.userId}
              riskLevel={detail.openHits > 0 ? "high" : (verification.riskLevel ?? "normal")}
              reviewed={detail.submittedAt ?? ""}
            />
          </TitledCard>
        )}
        {detail.openHits === 0 && screening}
      </div>
    </>
  );
});

/** The first thing a review with an open match says: there is one, and where. */
function OpenMatchAlert({ count }: { count: number }) {
  return (
    <p role="alert" data-testid="open-match" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
      <span className="font-medium">
        {count === 1
          ? "Una coincidencia con la lista de sanciones por revisar"
          : `${count} coincidencias con la lista de sanciones por revisar`}
      </span>
      : compruébala (abajo) antes de decidir; mientras esté abierta, el riesgo es alto.
    </p>
  );
}

/** What the screening says: against which list and when, and what matched (issue 67, item 2). */
function Screening({ detail }: { detail: Awaited<ReturnType<typeof getVerification>> }) {
  const { screeningList: list } = detail;
  return (
    <TitledCard title={<h2 id="sanciones">Lista de sanciones</h2>}>
      <p className="mb-3 text-sm" data-testid="screening-line">
        {list
          ? `Cotejado con la lista ${list.fileName}, cargada el ${formatDateTime(list.importedAt)} (${list.entries} ${list.entries === 1 ? "entrada" : "entradas"}): ${detail.hits.length === 0 ? "sin coincidencias" : detail.hits.length === 1 ? "una coincidencia" : `${detail.hits.length} coincidencias`}.`
          : "No se ha cargado ninguna lista de sanciones: este inversor no se ha cotejado con ninguna (Verificaciones, «Lista de sanciones financieras de la UE»)."}
      </p>
      {detail.hits.length ? (
        <ul className="grid gap-4 text-sm">
          {detail.hits.map((hit) => (
            <li key={hit.id} className="grid gap-1 rounded-md border p-3">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {hit.listedName} <Badge variant="outline">{hit.reference}</Badge>
                <Badge variant={hit.status === "open" ? "destructive" : "secondary"}>
                  {hit.status === "open" ? "Por revisar" : hit.status === "cleared" ? "Descartada" : "Confirmada"}
                </Badge>
              </p>
              <p>Coincide con: {hit.subject}</p>
              <p>Fecha de nacimiento en la lista: {hit.birthDates.length ? hit.birthDates.join(", ") : "no consta"}</p>
              {hit.details && <p className="text-muted-foreground">{hit.details}</p>}
              {hit.note && <p>Revisión: {hit.note}</p>}
              {hit.status === "open" && <ScreeningHitDecision hitId={hit.id} />}
            </li>
          ))}
        </ul>
      ) : null}
    </TitledCard>
  );
}
