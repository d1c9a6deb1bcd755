import { startEnrolment } from "@/server/auth/two-factor";
import { route } from "@/server/api/handler";

/** `{ password }` → a new secret for the signed-in account: `{ secret, uri, qrCode }` (in force after /confirm). */
export const POST = route(async ({ request, body }) => startEnrolment(request.headers, body));
