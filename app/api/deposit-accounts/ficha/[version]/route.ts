import { route } from "@/server/api/handler";
import { versionedFileResponse } from "@/server/files/serve-file";
import { sheetFile } from "@/server/fichas/versions";

/** One version of the deposit account's information sheet, as a PDF, for anyone. */
export const GET = route<{ version: string }>(async ({ params, request }) =>
  versionedFileResponse(await sheetFile("deposit", params.version), request),
);
