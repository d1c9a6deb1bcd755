import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { AppropriatenessForm, RiskAcknowledgment } from "@/components/investor/appropriateness-form";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { RISK_ACKNOWLEDGMENT } from "@/lib/validations/appropriateness";
import { pageActor } from "@/server/auth/session";
import { ROLES } from "@/server/core/actor";
import { getOwnAppropriateness } from "@/server/appropriateness/test";
import { appropriatenessOutcome } from "@/lib/appropriateness-summary";

export const metadata: Metadata = { title: "Test de conveniencia" };

/**
 * "Test de conveniencia" (issue 66, item 2): the investor's latest result — passed or not, the net
 * worth they declared, the loss they can bear, until when it is valid — and the test to take (again).
 * A failed or out-of-date one shows the warning to acknowledge; none of it forbids asking to take part.
 */
export default async function AppropriatenessPage() {
  const actor = await pageActor();
  if (!actor) return null;
  if (actor.role !== ROLES.investor) return <PageHeader title="Test de conveniencia" subtitle="Solo los inversores hacen el test." />;
  const { questions, result, warningAbove } = await getOwnAppropriateness(actor);
  const valid = result?.inForce ?? false;
  return (
    <>
      <PageHeader
        title="Test de conveniencia"
        subtitle="Antes de invertir: qué sabes de este tipo de inversión y cuánto podrías permitirte perder."
      />
      {result && (
        <TitledCard title="Tu resultado" className="mb-6" contentClassName="space-y-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant={valid ? "default" : "destructive"}>{appropriatenessOutcome(result)}</Badge>
            <span>
              Hecho el {formatDateTime(result.takenAt)} · válido hasta el {formatDate(result.validUntil)}
            </span>
          </p>
          <p>
            Patrimonio neto declarado: <strong>{formatMoney(result.netWorth)}</strong>. Pérdida que podrías asumir (10 %):{" "}
            <strong>{formatMoney(result.lossCapacity)}</strong>.{" "}
            {valid
              ? `Cada solicitud por encima de ${formatMoney(warningAbove)} te pedirá aceptar de nuevo la advertencia de riesgo.`
              : "Mientras no tengas un test superado y en vigor, cada solicitud te pedirá aceptar la advertencia de riesgo."}
          </p>
          {!valid && (
            <div className="space-y-3 rounded-md border border-destructive/50 p-3" data-testid="risk-warning">
              <p className="font-medium">Advertencia de riesgo</p>
              <p>
                Según tus respuestas, esta inversión puede no ser adecuada para ti. Puedes invertir igualmente, pero cada solicitud te
                pedirá confirmar que lo entiendes: «{RISK_ACKNOWLEDGMENT}»
              </p>
              {result.riskAcknowledgedAt ? (
                <p>Aceptaste la advertencia el {formatDateTime(result.riskAcknowledgedAt)}.</p>
              ) : (
                <RiskAcknowledgment acknowledgedAt={result.riskAcknowledgedAt} />
              )}
            </div>
          )}
          <p>
            <Link className="font-medium underline" href="/operations">
              Ver las operaciones
            </Link>
          </p>
        </TitledCard>
      )}
      <TitledCard title={result ? "Repetir el test" : "El test"}>
        <AppropriatenessForm questions={questions} />
      </TitledCard>
    </>
  );
}
