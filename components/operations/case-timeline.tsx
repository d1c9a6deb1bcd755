import { CheckCircle2Icon, CircleDotIcon, CircleIcon, CircleMinusIcon, ExternalLinkIcon } from "lucide-react";
import { formatDate } from "@/lib/format";
import { currentStepIndex, isCaseComplete, MILESTONE_STATUS_LABELS, milestoneTitle, type Milestone } from "@/lib/timeline";
import { cn } from "@/lib/utils";

/**
 * The court case as a vertical timeline: an ordered list (screen readers count the steps), the
 * current step marked with aria-current="step" and announced in words above the list. Server
 * component, no JavaScript.
 */
export function CaseTimeline({
  milestones,
  headingId,
  compact = false,
}: {
  milestones: Milestone[];
  headingId?: string;
  compact?: boolean;
}) {
  if (milestones.length === 0) return <p className="text-sm text-muted-foreground">Todavía no hay hitos publicados.</p>;
  const current = currentStepIndex(milestones);
  const complete = isCaseComplete(milestones);
  const currentMilestone = current === null ? null : milestones[current];
  return (
    <div className="space-y-4" data-testid="case-timeline">
      {currentMilestone && (
        <p className="text-sm" data-testid="current-step">
          <span className="text-muted-foreground">{complete ? "Procedimiento concluido. Último paso: " : "Paso actual: "}</span>
          <strong>{milestoneTitle(currentMilestone)}</strong>
        </p>
      )}
      <ol className="relative space-y-0" aria-labelledby={headingId}>
        {milestones.map((milestone, index) => {
          const isCurrent = index === current && !complete;
          const done = milestone.status === "completado";
          const skipped = milestone.status === "no_aplica";
          const Icon = done
            ? CheckCircle2Icon
            : skipped
              ? CircleMinusIcon
              : milestone.status === "en_curso" || isCurrent
                ? CircleDotIcon
                : CircleIcon;
          return (
            <li
              key={milestone.id}
              aria-current={isCurrent ? "step" : undefined}
              data-status={milestone.status}
              data-testid="milestone"
              className={cn("relative flex gap-3 pb-5 last:pb-0", compact && "pb-3")}
            >
              {index < milestones.length - 1 && (
                <span
                  aria-hidden
                  className={cn("absolute top-6 left-[0.6875rem] h-[calc(100%-1.25rem)] w-px", done ? "bg-emerald-500" : "bg-border")}
                />
              )}
              <Icon
                aria-hidden
                className={cn(
                  "relative mt-0.5 size-6 shrink-0",
                  done ? "text-emerald-600 dark:text-emerald-400" : isCurrent ? "text-primary" : "text-muted-foreground",
                )}
              />
              <div className="min-w-0 flex-1">
                <p className={cn("leading-6 font-medium", isCurrent && "text-primary-strong", skipped && "text-muted-foreground")}>
                  {milestoneTitle(milestone)}
                  {isCurrent && " "}
                  {isCurrent && (
                    <span className="ml-1 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary-strong">Paso actual</span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span data-testid="milestone-status">{MILESTONE_STATUS_LABELS[milestone.status]}</span>
                  {milestone.date && !skipped && (
                    <>
                      {" · "}
                      {done ? "" : "Previsto: "}
                      <time dateTime={milestone.date}>{formatDate(milestone.date)}</time>
                    </>
                  )}
                </p>
                {!compact && milestone.note && <p className="mt-1 text-sm whitespace-pre-line">{milestone.note}</p>}
                {(milestone.auctionUrl || milestone.auctionRef) && (
                  <p className="mt-1 text-sm">
                    {milestone.auctionUrl ? (
                      <a
                        href={milestone.auctionUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
                      >
                        Portal de Subastas{milestone.auctionRef ? `: ${milestone.auctionRef}` : ""}
                        <ExternalLinkIcon aria-hidden className="size-3.5" />
                        <span className="sr-only">(se abre en una pestaña nueva)</span>
                      </a>
                    ) : (
                      <span>Referencia: {milestone.auctionRef}</span>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
