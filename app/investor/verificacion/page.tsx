import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { IdentityVerificationForm } from "@/components/investor/identity-verification-form";
import { VerificationBadge } from "@/components/kyc/verification-badge";
import { pageActor } from "@/server/auth/session";
import { ROLES } from "@/server/core/actor";
import { expiresWithinAMonth, getOwnVerification } from "@/server/kyc/onboarding";
import { dayInMadrid, formatDate, formatDateTime } from "@/lib/format";

export const metadata: Metadata = { title: "Verificar mi identidad" };

const EXPLANATION: Record<string, string> = {
  unverified:
    "Antes de confirmar tu primera participación, el club tiene que identificarte (Ley 10/2010 de prevención del blanqueo de capitales).",
  pending: "Hemos recibido tus datos y los estamos revisando. Puedes corregirlos y volver a enviarlos mientras tanto.",
  verified: "Tu identidad está verificada: el club puede confirmar tus participaciones.",
  rejected: "No hemos podido verificar tu identidad. Corrige lo que se indica y vuelve a enviar tus datos.",
  expired:
    "Tu documento ha caducado o toca revisar tus datos: envía tu documento en vigor para que el club pueda confirmar participaciones nuevas.",
};

/** "Verificar mi identidad": where the investor's identification stands, and the form to send or renew it. */
export default async function IdentityVerificationPage() {
  const actor = await pageActor();
  if (!actor) return null;
  if (actor.role !== ROLES.investor)
    return <PageHeader title="Verificar mi identidad" subtitle="Solo los inversores verifican su identidad." />;
  const own = await getOwnVerification(actor);
  const { status, expiresAt } = own.verification;
  const canSend = status !== "verified" || expiresWithinAMonth(expiresAt, dayInMadrid(new Date()));
  return (
    <>
      <PageHeader title="Verificar mi identidad" subtitle="Tu documento, tus datos y el origen de tus fondos, revisados por el club." />
      <TitledCard title="Estado">
        <div className="space-y-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <VerificationBadge status={status} />
            {own.declaration?.submittedAt && status === "pending" && <span>Enviado el {formatDateTime(own.declaration.submittedAt)}</span>}
            {expiresAt && status === "verified" && <span>Válida hasta el {formatDate(expiresAt)}</span>}
          </p>
          <p>{EXPLANATION[status]}</p>
          {own.decisionNote && (
            <p>
              <span className="font-medium">Motivo: </span>
              {own.decisionNote}
            </p>
          )}
        </div>
      </TitledCard>
      {canSend && (
        <TitledCard title={status === "verified" ? "Renovar mi documento" : "Mis datos de identificación"}>
          <IdentityVerificationForm initial={own} />
        </TitledCard>
      )}
    </>
  );
}
