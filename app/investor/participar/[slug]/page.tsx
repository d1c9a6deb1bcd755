import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { ParticipationRequestForm } from "@/components/investor/participation-request-form";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import { pageActor } from "@/server/auth/session";
import { ROLES } from "@/server/core/actor";
import { getRequestPage } from "@/server/participations/requests";
import { ownVerification } from "@/server/kyc/state";

export const metadata: Metadata = { title: "Quiero participar" };

/** The amount the operation page's calculator carried ("30000.00"), written the Spanish way ("30.000"); nothing else is taken. */
function carriedAmount(value: string | undefined): string {
  if (!value || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return "";
  return new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2, useGrouping: "always" }).format(Number(value));
}

type Props = { params: Promise<{ slug: string }>; searchParams?: Promise<{ importe?: string }> };

/**
 * "Quiero participar" (issue 31): the investor asks to take part in an open operation. Signed out,
 * the guard sends them to sign in and back here.
 */
export default async function ParticipationRequestPage({ params, searchParams }: Props) {
  const actor = await pageActor();
  if (!actor) return null;
  const { slug } = await params;
  const page = await getRequestPage(actor, slug);
  const { operation } = page;
  const back = (
    <Button asChild variant="outline">
      <Link href={`/operations/${operation.slug}`}>Volver a la operación</Link>
    </Button>
  );
  let body: React.ReactNode;
  if (actor.role !== ROLES.investor) body = <p>Las solicitudes las hacen los inversores desde su cuenta.</p>;
  else if (page.pending)
    body = (
      <p>
        Ya tienes una solicitud de {formatMoney(page.pending.amount)} en esta operación, en estado «
        {INVESTMENT_STATUS_LABELS[page.pending.status as keyof typeof INVESTMENT_STATUS_LABELS]}». El club te escribirá cuando la decida.
      </p>
    );
  else if (page.closed) body = <p>{page.closed}.</p>;
  else body = <ParticipationRequestForm page={page} amount={carriedAmount((await searchParams)?.importe)} />;
  const verification = actor.role === ROLES.investor ? await ownVerification(actor.id) : null;
  return (
    <>
      <PageHeader title="Quiero participar" subtitle={operation.title} />
      {verification?.status === "pending" ? (
        // Sent already: nothing to do but wait (issue 67, item 3).
        <TitledCard title="Tu identidad está en revisión" className="mb-6">
          <p className="text-sm">
            Has enviado tu documentación y el club la está revisando. Puedes enviar la solicitud ya: el club la confirmará cuando tu
            identidad esté verificada, y te avisaremos por email.
          </p>
        </TitledCard>
      ) : (
        verification &&
        verification.status !== "verified" && (
          <TitledCard title="Verifica tu identidad" className="mb-6">
            <p className="text-sm">
              Puedes enviar la solicitud ya, pero el club solo podrá confirmarla cuando tu identidad esté verificada.{" "}
              <Link className="font-medium underline" href="/investor/verificacion">
                Verificar mi identidad
              </Link>
            </p>
          </TitledCard>
        )
      )}
      <TitledCard title="Tu solicitud" contentClassName="space-y-6">
        {body}
        {(page.pending || page.closed || actor.role !== ROLES.investor) && back}
      </TitledCard>
    </>
  );
}
