import { route } from "@/server/http/handler";
import { listMessages } from "@/server/messages";

export const GET = route.withCaller(async ({ actor }) => listMessages(actor));
