import { route } from "@/server/api/handler";
import { setInvestorArchived } from "@/server/investors/records";

/** Archivar: the investor leaves the lists and pickers, read-only; their money records stay (admins). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => setInvestorArchived(actor, params.id, true));

/** Restaurar: the archived investor comes back. */
export const DELETE = route.withCaller<{ id: string }>(async ({ actor, params }) => setInvestorArchived(actor, params.id, false));
