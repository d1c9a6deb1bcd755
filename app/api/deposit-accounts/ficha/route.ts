import { route } from "@/server/api/handler";
import { currentSheet } from "@/server/fichas/versions";

/** The deposit account's information sheet, public: `{ version, sha256, url }` of its current version. */
export const GET = route(async () => currentSheet("deposit"));
