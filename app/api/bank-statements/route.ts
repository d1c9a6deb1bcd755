import { route } from "@/server/api/handler";
import { readBodyBytes } from "@/server/api/body";
import { importBankStatement, MAX_STATEMENT_BYTES } from "@/server/bank/import";
import { listBankStatements } from "@/server/bank/entries";
import { assertAdmin } from "@/server/core/actor";
import { BANK_ENTRY_MESSAGES } from "@/lib/validations/bank-entry";
import { uploadedFileName } from "@/server/api/file-name";

/** The statements imported, newest first (admins). */
export const GET = route.withCaller(async ({ actor }) => listBankStatements(actor));

/**
 * Imports a statement of the club's account (admins): the file's bytes as the body
 * (`application/octet-stream`, CAMT.053 or Norma 43, at most 5 MB), its name in `X-File-Name`.
 * Answers `{ statementId, format, matched, review, alreadyImported, payoutsCompleted, outgoing, skipped }`; a file that cannot
 * be read is a 400 naming the line or element, and writes nothing.
 */
export const POST = route.withCaller(
  async ({ actor, request }) => {
    assertAdmin(actor);
    const bytes = await readBodyBytes(request, MAX_STATEMENT_BYTES, BANK_ENTRY_MESSAGES.fileMissing);
    return importBankStatement(actor, bytes, uploadedFileName(request.headers.get("x-file-name"), "extracto"));
  },
  { body: "file" },
);
