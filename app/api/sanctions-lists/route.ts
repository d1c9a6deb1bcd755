import { route } from "@/server/api/handler";
import { readBodyBytes } from "@/server/api/body";
import { uploadedFileName } from "@/server/api/file-name";
import { assertAdmin } from "@/server/core/actor";
import { importSanctionsList, latestSanctionsList, MAX_SANCTIONS_LIST_BYTES, SCREENING_MESSAGES } from "@/server/kyc/screening";

/** The newest sanctions list imported (admins), or null. */
export const GET = route.withCaller(async ({ actor }) => ({ list: await latestSanctionsList(actor) }));

/**
 * Imports the EU's consolidated financial-sanctions list (its XML file as the body, its name in
 * `X-File-Name`) and screens every investor against it: `{ list, people, candidates }`.
 */
export const POST = route.withCaller(
  async ({ actor, request }) => {
    assertAdmin(actor);
    const bytes = await readBodyBytes(request, MAX_SANCTIONS_LIST_BYTES, SCREENING_MESSAGES.fileMissing);
    return importSanctionsList(actor, bytes, uploadedFileName(request.headers.get("x-file-name"), "lista-sanciones.xml"));
  },
  { body: "file" },
);
