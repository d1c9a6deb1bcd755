import { route } from "@/server/api/handler";
import { getTaxYear } from "@/server/tax/years";

/** A year's perceptors (Modelo 193), the Modelo 123 totals per month and quarter, and the certificates sent. */
export const GET = route.withCaller<{ year: string }>(async ({ actor, params }) => getTaxYear(actor, params.year));
