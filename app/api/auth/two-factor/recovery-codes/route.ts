import { newRecoveryCodes } from "@/server/auth/two-factor";
import { route } from "@/server/api/handler";

/** `{ password }` → `{ recoveryCodes }`: ten new ones, shown this once; the earlier ones stop working. */
export const POST = route(async ({ request, body }) => newRecoveryCodes(request.headers, body));
