import { route } from "@/server/api/handler";
import { listVerifications } from "@/server/kyc/review";

/** "Verificaciones" (admins): `?status=pending|verified|rejected|expired|screening`, pending by default. */
export const GET = route.withCaller(async ({ actor, query }) => listVerifications(actor, query.get("status")));
