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
import { IdentityFiles } from "../_components/identity-files";
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
  return (
    <>
      <PageHeader title={`Verificación: ${name}`} subtitle={detail.email ?? undefined} />
      <div className="grid gap-6">
        <TitledCard title={<h2>Estado</h2>}>
          <div className="grid gap-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <VerificationBadge status={verification.status} />
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
            {verification.status === "pending" && (
              <VerificationDecision
                userId={detail.userId}
                riskLevel={detail.openHits > 0 ? "high" : (verification.riskLevel ?? "normal")}
                reviewed={detail.submittedAt ?? ""}
              />
            )}
          </div>
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
        {detail.company && (
          <TitledCard title={<h2>Invierte como sociedad</h2>}>
            <CompanyFacts company={detail.company} files={detail.files} />
          </TitledCard>
        )}
        <TitledCard title={<h2>Archivos</h2>}>
          <IdentityFiles files={detail.files.filter((file) => !file.ownerId && !COMPANY_FILES.has(file.kind))} />
        </TitledCard>
        <TitledCard title={<h2>Lista de sanciones</h2>}>
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
          ) : (
            <p className="text-sm">Sin coincidencias.</p>
          )}
        </TitledCard>
      </div>
    </>
  );
});
