import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One line of a FactList: a label, its value, and what sets this line apart from the others. */
export type Fact = { label: string; value: ReactNode; valueClassName?: string; rowClassName?: string; testId?: string };

/**
 * Figures as a description list (dl: dt label, dd value): what a screen reader announces as
 * term and definition. The caller lays the list out; each line can add its own classes.
 */
export function FactList({
  facts,
  className,
  rowClassName,
  labelClassName,
  valueClassName,
}: {
  facts: Fact[];
  className?: string;
  rowClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={cn(rowClassName, fact.rowClassName) || undefined}>
          <dt className={cn("text-muted-foreground", labelClassName)}>{fact.label}</dt>
          <dd className={cn(valueClassName, fact.valueClassName) || undefined} data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
