import { route } from "@/server/api/handler";
import { retryEmail } from "@/server/mail/admin";

/** "Reintentar" a failed e-mail (admins). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => retryEmail(actor, params.id), { body: "none" });
