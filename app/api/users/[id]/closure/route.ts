import { route } from "@/server/api/handler";
import { decideClosure } from "@/server/account/closure";

/** An admin decides an investor's request to close their account: `{ decision: "close" | "reject", reason }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => decideClosure(actor, params.id, body));
