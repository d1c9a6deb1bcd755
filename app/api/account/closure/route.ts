import { route } from "@/server/api/handler";
import { getClosureRequest, requestClosure, withdrawClosureRequest } from "@/server/account/closure";

/** "Cerrar mi cuenta" in "Mis datos": `{ requestedAt }` (null: not asked). */
export const GET = route.withCaller(async ({ actor }) => getClosureRequest(actor));

/** The signed-in investor asks to close their account (`{ reason? }`); an admin decides. */
export const POST = route.withCaller(async ({ actor, body }) => requestClosure(actor, body));

/** Withdraws the request before an admin decides. */
export const DELETE = route.withCaller(async ({ actor }) => withdrawClosureRequest(actor), { body: "none" });
