import { route } from "@/server/api/handler";
import { setOperationArchived } from "@/server/operations/archive";

/** Archivar: the operation leaves the lists and the public pages, read-only (admins). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => setOperationArchived(actor, params.id, true));

/** Restaurar: the archived operation comes back. */
export const DELETE = route.withCaller<{ id: string }>(async ({ actor, params }) => setOperationArchived(actor, params.id, false));
