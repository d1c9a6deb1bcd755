import { z } from "zod";
import { expireTagsLocally, PUBLIC_TAGS } from "@/server/platform/cache/cache-tags";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { isInternalRequest } from "@/server/platform/node/internal-token";

const bodySchema = z.object({ tags: z.array(z.string().regex(/^[a-z0-9:_-]{1,200}$/i)).max(500) }).strict();

/**
 * Called by server.ts only (a secret of the process; anyone else gets 404), to expire cache tags
 * in this process — Next expires tags only inside a request:
 *  - at start-up, without a body: every public tag, since pages prerendered by the build (or
 *    cached by an earlier run) may predate changes made with the database tool;
 *  - with `{"tags": [...]}`: the tags another instance invalidated (server/platform/bus/listener.ts).
 * It never notifies the other instances: they are told by the instance that made the write.
 */
export const POST = route(
  async ({ request }) => {
    if (!isInternalRequest(request.headers)) throw new AppError("not-found", MESSAGES.notFound);
    const text = await request.text();
    const tags = text ? bodySchema.parse(parseJson(text)).tags : PUBLIC_TAGS;
    expireTagsLocally(tags);
    return new Response(null, { status: 204 });
  },
  { writes: "token" },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", MESSAGES.invalidJson);
  }
}
