import { byId } from "@/server/http/handler";
import { getEmail } from "@/server/mail/admin";

/** One e-mail as it was rendered (admins). */
export const GET = byId.read(getEmail);
