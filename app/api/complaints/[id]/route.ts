import { route } from "@/server/api/handler";
import { getComplaint } from "@/server/complaints/register";

/** One complaint with each step: its complainant's, or any for an admin (another's is a 404). */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => getComplaint(actor, params.id));
