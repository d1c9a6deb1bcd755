import { route } from "@/server/api/handler";
import { getMessageThread, replyToMessage } from "@/server/contact/replies";

/** The answers given to a contact message: `{ messageId, replies: [{ id, body, author, createdAt, emailStatus }] }`. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => getMessageThread(actor, params.id));

/** An admin answers it by e-mail from the platform: `{ body }` → the thread. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => replyToMessage(actor, params.id, body));
