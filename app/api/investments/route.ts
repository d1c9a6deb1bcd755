import { created, route } from "@/server/api/handler";
import { createInvestment, listInvestments } from "@/server/investments/records";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route.withCaller(async ({ actor }) => listInvestments(actor));

export const POST = route.withCaller(async ({ actor, body }) => created(await createInvestment(actor, body)), {
  idempotent: true,
});
