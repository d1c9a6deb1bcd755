import { noContent, route } from "@/server/http/handler";
import { deleteMessage, updateMessage } from "@/server/messages";

type Params = { id: string };

/** `{ isRead: true | false }` */
export const PATCH = route.withCaller<Params>(async ({ actor, params, body }) => updateMessage(actor, params.id, body));

export const DELETE = route.withCaller<Params>(async ({ actor, params }) => {
  await deleteMessage(actor, params.id);
  return noContent();
});
