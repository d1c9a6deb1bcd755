import { byId } from "@/server/api/handler";
import { deleteMessage, updateMessage } from "@/server/contact/inbox";

/** `{ isRead: true | false }` */
export const PATCH = byId.update(updateMessage);
export const DELETE = byId.remove(deleteMessage);
