import { route } from "@/server/api/handler";
import { revokeParticipation } from "@/server/participations/revocation";

/** The investor revokes their participation in its reflection period: `{}` → the participation (409 after the period). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => revokeParticipation(actor, params.id));
