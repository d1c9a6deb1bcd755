import { created, route } from "@/server/api/handler";
import { reverseMovement } from "@/server/ledger/movements";

/** "Anular con un contramovimiento": `{ reason }` → 201 with the counter-movement. */
export const POST = route.withCaller<{ id: string }>(
  async ({ actor, params, body }) => created(await reverseMovement(actor, params.id, body)),
  { idempotent: true },
);
