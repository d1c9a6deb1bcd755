import { listDownloads } from "@/server/files/download-log";
import { route } from "@/server/api/handler";

/** Who downloaded the document's file, and how many investors (admins only). */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => listDownloads(actor, "document", params.id));
