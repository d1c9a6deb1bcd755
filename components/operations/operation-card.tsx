import Link from "next/link";
import { ArrowRightIcon, CalendarClockIcon, GavelIcon, MapPinIcon, TrendingUpIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMoneyShort, formatMonths, formatPercent } from "@/lib/format";
import { provinceLabel } from "@/lib/operation-status";
import type { OperationSummary } from "@/server/operations/queries";
import { CardEffects } from "./card-effects";
import { OperationImage } from "./operation-image";
import { ProgressBar } from "./progress-bar";
import { StatusBadge } from "./status-badge";
import { FactList } from "@/components/shared/fact-list";

/**
 * An operation in a grid (docs/specification.md §2, "Operation card"); its title is a heading one level
 * under the section's. `eager`: the card is likely in the first screen, so its picture loads at
 * once; the others wait until they come near (on a phone they would take the bandwidth the text
 * above them needs).
 */
export function OperationCard({
  operation,
  index = 0,
  headingLevel = 3,
  eager = false,
}: {
  operation: OperationSummary;
  index?: number;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <CardEffects
      className="flex h-full animate-fade-up flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm [animation-fill-mode:both]"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <article aria-labelledby={`op-${operation.id}`} className="flex h-full flex-col" data-testid="operation-card">
        <div className="relative aspect-[3/2] bg-muted">
          <OperationImage
            src={operation.imageUrl}
            alt={operation.title}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            priority={eager}
          />
          <StatusBadge status={operation.status} className="absolute top-3 right-3 shadow" />
        </div>
        <div className="flex flex-1 flex-col gap-4 p-5">
          <div className="space-y-1">
            <Heading id={`op-${operation.id}`} className="line-clamp-2 text-lg leading-snug font-semibold">
              {operation.title}
            </Heading>
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-4" aria-hidden />
              {provinceLabel(operation.province)}
            </p>
          </div>
          <FactList
            className="grid grid-cols-2 gap-3 text-sm"
            valueClassName="font-semibold"
            facts={[
              { label: "Precio Total", value: formatMoneyShort(operation.pvp) },
              { label: "Ticket Mínimo", value: formatMoneyShort(operation.ticketMin) },
            ]}
          />
          <div className="space-y-1.5">
            <div className="flex justify-between text-sm">
              <span className="text-muted-foreground">Financiado</span>
              <span className="font-medium">{formatPercent(operation.percentageFinanced)}</span>
            </div>
            <ProgressBar value={operation.percentageFinanced} label={`Financiado ${operation.title}`} />
          </div>
          {operation.outcome ? (
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="card-outcome">
              <span className="flex items-center gap-1">
                <TrendingUpIcon className="size-4 text-primary" aria-hidden />
                <span className="font-semibold">{formatPercent(operation.outcome.totalReturn)}</span>
                <span className="text-muted-foreground">obtenida (total)</span>
              </span>
              {operation.outcome.annualReturn !== null && (
                <span>
                  <span className="font-semibold">{formatPercent(operation.outcome.annualReturn)}</span>{" "}
                  <span className="text-muted-foreground">TIR anual</span>
                </span>
              )}
              <span className="flex items-center gap-1">
                <CalendarClockIcon className="size-4 text-primary" aria-hidden />
                <span className="font-semibold">{formatMonths(operation.outcome.months)}</span>
              </span>
              {operation.expectedReturn !== null && (
                // What the card promised, beside what the operation gave, each named.
                <span className="text-muted-foreground" data-testid="card-expected">
                  {formatPercent(operation.expectedReturn)} esperada
                </span>
              )}
            </div>
          ) : (
            (operation.expectedReturn !== null || operation.expectedTerm !== null) && (
              <div className="flex flex-wrap gap-4 text-sm">
                {operation.expectedReturn !== null && (
                  <span className="flex items-center gap-1">
                    <TrendingUpIcon className="size-4 text-primary" aria-hidden />
                    <span className="font-semibold">{formatPercent(operation.expectedReturn)}</span>
                    <span className="text-muted-foreground">rentabilidad total</span>
                  </span>
                )}
                {operation.expectedTerm !== null && (
                  <span className="flex items-center gap-1">
                    <CalendarClockIcon className="size-4 text-primary" aria-hidden />
                    <span className="font-semibold">{formatMonths(operation.expectedTerm)}</span>
                  </span>
                )}
              </div>
            )
          )}
          {operation.currentStep && (
            <p className="flex items-center gap-1.5 text-sm" data-testid="card-current-step">
              <GavelIcon className="size-4 text-primary" aria-hidden />
              <span className="text-muted-foreground">Paso actual:</span>
              <span className="font-medium">{operation.currentStep}</span>
            </p>
          )}
          <Button asChild className="mt-auto w-full">
            <Link href={`/operations/${operation.slug}`}>
              Ver Detalles <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>
      </article>
    </CardEffects>
  );
}
