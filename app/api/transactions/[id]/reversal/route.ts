import { created, route } from "@/server/api/handler";
import { reverseTransaction } from "@/server/transactions/records";

/** "Anular con un contramovimiento": `{ reason }` → 201 with the counter-movement. */
export const POST = route.withCaller<{ id: string }>(
  async ({ actor, params, body }) => created(await reverseTransaction(actor, params.id, body)),
  { idempotent: true },
);
