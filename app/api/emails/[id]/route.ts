import { byId } from "@/server/api/handler";
import { getEmail } from "@/server/mail/admin";

/** One e-mail as it was rendered (admins). */
export const GET = byId.read(getEmail);
