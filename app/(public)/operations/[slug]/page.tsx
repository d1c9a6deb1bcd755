import type { Metadata } from "next";
import { Suspense } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AlertTriangleIcon, ArrowLeftIcon, CalendarPlusIcon, FileTextIcon, MailIcon } from "lucide-react";
import { CaseTimeline } from "@/components/operations/case-timeline";
import { ReturnCalculator } from "@/components/operations/return-calculator";
import { ParticipateButton } from "@/components/operations/participate-button";
import { OperationImage, PLACEHOLDER_IMAGE } from "@/components/operations/operation-image";
import { PdfButton } from "@/components/operations/pdf-button";
import { ProgressRing } from "@/components/operations/progress-ring";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TitledCard } from "@/components/layout/titled-card";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney, formatMonths, formatPercent } from "@/lib/format";
import { publicLabel } from "@/lib/fields/field";
import { formatFieldValue } from "@/lib/fields/format-field";
import { OPERATION_FIELDS, publicFields } from "@/lib/fields/operation";
import { isActiveStatus, provinceLabel } from "@/lib/operation-status";
import { computeScenarios, taeFraction } from "@/lib/returns";
import { getDepositOffer } from "@/server/club/deposit-settings";
import type { OperationDetail } from "@/server/operations/queries";
import { getPublicOperation, getPublicOperationCase, operationStaticParams } from "@/server/operations/public";
import { FactList } from "@/components/shared/fact-list";
import { contactAboutOperation } from "@/lib/contact-link";

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = operationStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const operation = await getPublicOperation(slug);
  if (!operation) return { title: "Operación no encontrada", robots: { index: false } };
  const description = summary(operation);
  return {
    title: operation.title,
    description,
    alternates: { canonical: `/operations/${operation.slug}` },
    openGraph: {
      type: "article",
      title: operation.title,
      description,
      url: `/operations/${operation.slug}`,
      images: [{ url: operation.imageUrl || PLACEHOLDER_IMAGE, width: 1200, height: 800, alt: operation.title }],
    },
  };
}

function summary(operation: OperationDetail): string {
  const parts = [
    `${provinceLabel(operation.province)}`,
    `Precio total ${formatMoney(operation.pvp)}`,
    `ticket mínimo ${formatMoney(operation.ticketMin)}`,
    operation.outcome
      ? `rentabilidad obtenida ${formatPercent(operation.outcome.totalReturn)} en ${formatMonths(operation.outcome.months)}`
      : operation.expectedReturn
        ? `rentabilidad esperada ${formatPercent(operation.expectedReturn)} (total)`
        : null,
  ].filter(Boolean);
  return `${parts.join(" · ")}. ${operation.description ?? ""}`.slice(0, 300).trim();
}

/**
 * The slug is request data whenever the page is rendered outside the build (a new operation, or
 * after a write expired the cache), so the content sits in a Suspense boundary: known slugs are
 * still prerendered whole, and the shell never waits on the database.
 */
export default function OperationDetailPage({ params }: Props) {
  return (
    <Suspense fallback={<DetailLoading />}>
      <OperationDetail params={params} />
    </Suspense>
  );
}

function DetailLoading() {
  return (
    <div className="grid place-items-center py-32">
      <Spinner className="size-8" />
    </div>
  );
}

async function OperationDetail({ params }: Props) {
  const { slug } = await params;
  const [operation, operationCase, depositOffer] = await Promise.all([
    getPublicOperation(slug),
    getPublicOperationCase(slug),
    getDepositOffer(),
  ]);
  const depositTae = taeFraction(depositOffer?.tae);
  if (!operation) notFound();
  const milestones = operationCase?.milestones ?? [];
  const scenarios = operationCase?.scenarios ?? [];

  // Each group's fields as lib/fields/operation.ts describes them, those the operation has.
  const { outcome } = operation;
  // Once an operation is over, what it gave replaces what it expected to give.
  const replaced: string[] = outcome ? ["expectedReturn", "expectedTerm"] : [];
  const facts = (group: "figures" | "property") =>
    publicFields(group)
      .filter((name) => operation[name] !== null && operation[name] !== "" && !replaced.includes(name))
      .map((name) => ({ label: publicLabel(OPERATION_FIELDS[name]), value: formatFieldValue(OPERATION_FIELDS[name], operation[name]) }));
  const outcomeFacts = outcome
    ? [
        { label: "Rentabilidad Obtenida (total)", value: formatPercent(outcome.totalReturn) },
        ...(outcome.annualReturn !== null ? [{ label: "TIR Anual", value: formatPercent(outcome.annualReturn) }] : []),
        { label: "Duración", value: formatMonths(outcome.months) },
      ]
    : [];
  const takesRequests = operation.status === "abierta" && operation.percentageFinanced < 100;

  return (
    <div className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 ${takesRequests ? "pb-28 lg:pb-10" : ""}`}>
      <Button asChild variant="ghost" className="mb-6">
        <Link href="/operations">
          <ArrowLeftIcon aria-hidden /> Volver a Operaciones
        </Link>
      </Button>

      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl">{operation.title}</h1>
        <StatusBadge status={operation.status} className="text-sm" />
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <div className="relative aspect-[3/2] overflow-hidden rounded-xl border border-border bg-muted">
            <OperationImage src={operation.imageUrl} alt={operation.title} lcp sizes="(min-width: 1024px) 800px, 100vw" />
          </div>

          <TitledCard title="Información del Inmueble">
            <FactList
              className="grid gap-4 sm:grid-cols-2"
              labelClassName="text-sm"
              valueClassName="font-medium"
              facts={facts("property")}
            />
          </TitledCard>

          <TextCard title="Descripción" text={operation.description} />
          <TextCard title="Estrategia de Inversión" text={operation.estrategiaInversion} />
          {operation.estadoProcesalJuridico && (
            <TitledCard title="Estado Procesal y Jurídico">
              <div className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm" role="note">
                <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
                <p className="whitespace-pre-line">{operation.estadoProcesalJuridico}</p>
              </div>
            </TitledCard>
          )}
          {milestones.length > 0 && (
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle>
                  <h2 id="case-timeline-heading">Procedimiento Judicial</h2>
                </CardTitle>
                <Button asChild variant="outline" size="sm">
                  <a href={`/api/operations/${operation.slug}/calendar.ics`} download>
                    <CalendarPlusIcon aria-hidden /> Añadir al calendario
                  </a>
                </Button>
              </CardHeader>
              <CardContent>
                <CaseTimeline milestones={milestones} headingId="case-timeline-heading" />
              </CardContent>
            </Card>
          )}
          {/* A finished or closed operation takes no more money: nothing to calculate for a visitor. */}
          {scenarios.length > 0 && isActiveStatus(operation.status) && (
            <TitledCard title={<h2>¿Cuánto podrías ganar?</h2>}>
              <ReturnCalculator
                requestPath={
                  operation.status === "abierta" && operation.percentageFinanced < 100 ? `/investor/participar/${operation.slug}` : null
                }
                ticketMin={operation.ticketMin}
                pvp={operation.pvp}
                scenarios={scenarios}
                depositTae={depositTae}
                initial={computeScenarios(operation.ticketMin, scenarios, operation.pvp, depositTae)}
              />
            </TitledCard>
          )}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <TitledCard title="Estado de la Inversión" contentClassName="space-y-6">
            <div className="flex justify-center">
              <ProgressRing value={operation.percentageFinanced} />
            </div>
            <FactList
              className="divide-y divide-border text-sm"
              rowClassName="flex justify-between gap-4 py-2"
              valueClassName="text-right font-semibold"
              facts={[...facts("figures"), ...outcomeFacts]}
            />
            {outcome && (
              <p className="text-xs text-muted-foreground" data-testid="outcome-note">
                Resultado real de la operación para sus partícipes, tras la comisión de éxito del club y antes de impuestos.
              </p>
            )}
            <div className="space-y-3">
              {/* Signed out, the guard asks to sign in and comes back to the request. */}
              {takesRequests && <ParticipateButton operationId={operation.id} slug={operation.slug} />}
              <PdfButton url={operation.pdfCompleto} />
              <Button asChild size="lg" variant="outline" className="w-full">
                <Link href={`/operations/${operation.slug}/ficha`}>
                  <FileTextIcon aria-hidden /> Ficha de información
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="w-full">
                {/* A whole page load: the contact page begins its message from the address before React starts. */}
                <a href={contactAboutOperation(operation.title)}>
                  <MailIcon aria-hidden /> Solicitar Información
                </a>
              </Button>
            </div>
          </TitledCard>
        </aside>
      </div>
      {/* On a phone the key figures and "Quiero participar" stay at hand, six screens above the aside. */}
      {takesRequests && (
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 p-3 backdrop-blur lg:hidden"
          data-testid="sticky-participate"
        >
          <div className="mx-auto flex max-w-xl items-center gap-3">
            <p className="shrink-0 text-xs">
              <span className="block font-semibold">Mínimo {formatMoney(operation.ticketMin)}</span>
              <span className="text-muted-foreground">
                {formatFieldValue(OPERATION_FIELDS.percentageFinanced, operation.percentageFinanced)} financiado
              </span>
            </p>
            <div className="min-w-0 flex-1">
              <ParticipateButton operationId={operation.id} slug={operation.slug} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

function TextCard({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <TitledCard title={title}>
      <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{text}</p>
    </TitledCard>
  );
}
