import "server-only";
import { assertSignedIn, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import type { PersonPositions } from "../ledger/positions";
import { readPaymentSettings, type PaymentSettings } from "../club/payment-settings";
import { ownMovementSums, ownParticipations, ownPositions, type OwnParticipation } from "../participations/own";
import { byId } from "../shared/order";
import { kindOf } from "@/lib/ledger/kinds";
import { centsOf } from "@/lib/money";
import { verificationSummary, VERIFICATION_SUMMARY } from "../kyc/state";
import { instructionsOf, type PaymentInstructions } from "../participations/payment-instructions";

/** One of a new investor's first steps, where it stands, and where it is done. */
export type FirstStep = {
  key: "identity" | "operations" | "request" | "payment";
  label: string;
  state: "done" | "waiting" | "todo";
  /** What it says now: what is done, what is awaited, or what to do. */
  detail: string;
  /** Where the step is done, while it is to do. */
  action: { label: string; href: string } | null;
};

/** A confirmed participation that still owes money: what, by when, where to and with which reference. */
export type PaymentDue = { investmentId: string; operationTitle: string; instructions: PaymentInstructions };

/**
 * "Primeros pasos" on Mi Dashboard (issue 67, item 3): verify one's identity → see the operations → ask to participate →
 * pay, each marked from the investor's own state; null once all four are done (the first contribution received). And
 * every confirmed participation that still owes money, with its payment's instructions for the banner.
 */
export async function ownFirstSteps(actor: Actor | null): Promise<{ steps: FirstStep[] | null; due: PaymentDue[] }> {
  assertSignedIn(actor);
  // Mi Dashboard's own reads of the person (their participations, positions and movements), shared with its other parts.
  const [all, positions, sums] = await Promise.all([ownParticipations(actor.id), ownPositions(actor.id), ownMovementSums(actor.id)]);
  const participations = [...all].sort(byPaymentDue);
  const committed = participations.filter((p) => p.status === "active");
  const owing = committed.filter((p) => positions.byParticipation.get(p.id)!.owed > 0n);
  const due = owing.length ? paymentsDue(owing, positions, await readPaymentSettings()) : [];
  const paid = sums.some((sum) => kindOf(sum.type)?.counts === "contributed" && centsOf(sum.amount) > 0n);
  if (paid) return { steps: null, due };

  const db = await prisma();
  const verification = await db.identityVerification.findUnique({ where: { userId: actor.id }, select: VERIFICATION_SUMMARY });
  const identity = verificationSummary(verification).status;
  const asked = participations.length > 0;
  const confirmed = committed.length > 0;
  const steps: FirstStep[] = [
    identity === "verified"
      ? { key: "identity", label: "Verifica tu identidad", state: "done", detail: "Identidad verificada.", action: null }
      : identity === "pending"
        ? {
            key: "identity",
            label: "Verifica tu identidad",
            state: "waiting",
            detail: "Documentación enviada: el club la está revisando y te avisará por email.",
            action: null,
          }
        : {
            key: "identity",
            label: "Verifica tu identidad",
            state: "todo",
            detail: "Tu DNI o pasaporte y unos datos: el club lo necesita antes de aceptar tu dinero.",
            action: { label: "Verificar mi identidad", href: "/investor/verificacion" },
          },
    asked
      ? { key: "operations", label: "Mira las operaciones", state: "done", detail: "Ya has elegido una operación.", action: null }
      : {
          key: "operations",
          label: "Mira las operaciones",
          state: "todo",
          detail: "Cada una con su crédito, su inmueble, sus escenarios y su ficha de información.",
          action: { label: "Ver las operaciones", href: "/operations" },
        },
    confirmed
      ? { key: "request", label: "Pide participar", state: "done", detail: "El club ha confirmado tu participación.", action: null }
      : asked
        ? {
            key: "request",
            label: "Pide participar",
            state: "waiting",
            detail: "Solicitud enviada: el club la decidirá y te escribirá.",
            action: { label: "Ver mis solicitudes", href: "/investor/operations" },
          }
        : {
            key: "request",
            label: "Pide participar",
            state: "todo",
            detail: "En la operación que elijas, «Quiero participar»: antes, un breve test de conveniencia.",
            action: null,
          },
    {
      key: "payment",
      label: "Transfiere tu aportación",
      state: due.length ? "todo" : "waiting",
      detail: due.length
        ? "Tu participación está confirmada: transfiere el importe con su referencia antes de la fecha límite."
        : "Cuando el club confirme tu participación, aquí verás cuánto, a qué cuenta y con qué referencia.",
      action: null,
    },
  ];
  // One clear next step: the first to do offers its link (or, while everything waits on the club, the first that waits).
  const todo = steps.findIndex((step) => step.state === "todo");
  const next = todo >= 0 ? todo : steps.findIndex((step) => step.state === "waiting");
  return { steps: steps.map((step, index) => (index === next ? step : { ...step, action: null })), due };
}

/** Soonest deadline first, those without one last. */
function byPaymentDue(a: OwnParticipation, b: OwnParticipation): number {
  if (a.paymentDue && b.paymentDue) return a.paymentDue.getTime() - b.paymentDue.getTime() || byId(a, b);
  return a.paymentDue ? -1 : b.paymentDue ? 1 : byId(a, b);
}

/** The instructions of each committed participation that still owes money. */
function paymentsDue(owing: OwnParticipation[], positions: PersonPositions, settings: PaymentSettings): PaymentDue[] {
  return owing.map((p) => ({
    investmentId: p.id,
    operationTitle: p.operation.title,
    instructions: instructionsOf(p, positions.byParticipation.get(p.id)!.owed, settings),
  }));
}
