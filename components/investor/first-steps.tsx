import Link from "next/link";
import { CheckCircle2Icon, CircleIcon, ClockIcon } from "lucide-react";
import { TitledCard } from "@/components/layout/titled-card";
import { Button } from "@/components/ui/button";
import type { FirstStep, PaymentDue } from "@/server/investors/first-steps";
import { PaymentInstructionsBox } from "./payment-instructions";

const STATE = {
  done: { icon: CheckCircle2Icon, className: "text-emerald-600 dark:text-emerald-400", said: "Hecho" },
  waiting: { icon: ClockIcon, className: "text-amber-600 dark:text-amber-400", said: "En espera" },
  todo: { icon: CircleIcon, className: "text-muted-foreground", said: "Por hacer" },
} as const;

/** "Primeros pasos" (issue 67, item 3): a new investor's four steps, each as their state says, the next one with its link. */
export function FirstSteps({ steps }: { steps: FirstStep[] }) {
  return (
    <div className="mb-6" data-testid="first-steps">
      <TitledCard title={<h2>Primeros pasos</h2>}>
        <ol className="grid gap-4">
          {steps.map((step, index) => {
            const { icon: Icon, className, said } = STATE[step.state];
            return (
              <li key={step.key} className="flex items-start gap-3" data-testid={`first-step-${step.key}`} data-state={step.state}>
                <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${className}`} />
                <div className="grid gap-1">
                  <p className="font-medium">
                    {index + 1}. {step.label} <span className="sr-only">({said})</span>
                  </p>
                  <p className="text-sm text-muted-foreground">{step.detail}</p>
                  {step.action && (
                    <Button asChild size="sm" className="w-fit">
                      <Link href={step.action.href}>{step.action.label}</Link>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </TitledCard>
    </div>
  );
}

/** After a confirmation, what is owed, by when, to which account and with which reference (copyable), first on Mi Dashboard. */
export function PaymentsDue({ due }: { due: PaymentDue[] }) {
  return (
    <div className="mb-6 grid gap-4" data-testid="payments-due">
      {due.map((payment) => (
        <section key={payment.investmentId} aria-labelledby={`due-${payment.investmentId}`} className="grid gap-2">
          <h2 id={`due-${payment.investmentId}`} className="font-semibold">
            Tu participación en {payment.operationTitle} está confirmada
          </h2>
          <PaymentInstructionsBox instructions={payment.instructions} headingId={`due-box-${payment.investmentId}`} />
        </section>
      ))}
    </div>
  );
}
