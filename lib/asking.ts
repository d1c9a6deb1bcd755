/**
 * The statuses of a request the club has not decided yet ("Solicitado": never in "% Financiado").
 * Apart from the participation's schema so that a public page can read it without the validation
 * library (tests/e2e/public/js-budget.spec.ts).
 */
export const ASKING_STATUSES = ["requested", "waitlisted"] as const;

export const isAsking = (status: string) => (ASKING_STATUSES as readonly string[]).includes(status);
