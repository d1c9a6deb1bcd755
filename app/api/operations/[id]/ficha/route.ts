import { route } from "@/server/api/handler";
import { currentSheet } from "@/server/fichas/versions";

/** The operation's information sheet, public: `{ version, sha256, url }` of its current version (`url` serves that PDF). */
export const GET = route<{ id: string }>(async ({ params }) => currentSheet({ operationId: params.id }));
