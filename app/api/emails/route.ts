import { route } from "@/server/api/handler";
import { listEmailsPage, parseEmailQuery } from "@/server/mail/admin";

/** Correo saliente, paged (admins). */
export const GET = route.withCaller(async ({ actor, query }) => listEmailsPage(actor, parseEmailQuery(query)));
