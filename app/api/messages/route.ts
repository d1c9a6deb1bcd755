import { route } from "@/server/api/handler";
import { listMessages } from "@/server/messages";

export const GET = route.withCaller(async ({ actor }) => listMessages(actor));
