import { route } from "@/server/http/handler";
import { getEmail } from "@/server/mail/admin";

/** One e-mail as it was rendered (admins). */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => getEmail(actor, params.id));
