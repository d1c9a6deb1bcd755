import { created, route } from "@/server/api/handler";
import { createInvestor, listInvestors } from "@/server/investors/records";

/** Investors only (docs/specification.md §2): admins are neither listed nor created here. */
export const GET = route.withCaller(async ({ actor }) => listInvestors(actor));

export const POST = route.withCaller(async ({ actor, body }) => created(await createInvestor(actor, body)), {
  idempotent: true,
});
