import { created, route } from "@/server/api/handler";
import { createContract, listContracts } from "@/server/contracts";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route.withCaller(async ({ actor }) => listContracts(actor));

export const POST = route.withCaller(async ({ actor, body }) => created(await createContract(actor, body)), {
  idempotent: true,
});
