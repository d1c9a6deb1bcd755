import { invalidatePublicData } from "@/server/cache-tags";
import { HttpError, MESSAGES } from "@/server/http/errors";
import { route } from "@/server/http/handler";
import { isInternalRequest } from "@/server/http/internal-token";

/**
 * Called by server.ts once at start-up: pages prerendered by the build (or cached by an earlier
 * run) may predate changes made with the database tool, so the first visitor after a restart
 * gets fresh data. Unknown to anyone without the process's secret (404).
 */
export const POST = route(async (request) => {
  if (!isInternalRequest(request.headers)) throw new HttpError(404, MESSAGES.notFound);
  invalidatePublicData();
  return new Response(null, { status: 204 });
}, { writes: "token" });
