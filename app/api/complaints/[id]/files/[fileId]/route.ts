import { route } from "@/server/api/handler";
import { complaintFileResponse } from "@/server/complaints/register";

/** A file attached to a complaint: its complainant's, or any for an admin. */
export const GET = route.withCaller<{ id: string; fileId: string }>(async ({ actor, params, request }) =>
  complaintFileResponse(actor, params.id, params.fileId, request),
);
