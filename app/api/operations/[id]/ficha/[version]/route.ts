import { route } from "@/server/api/handler";
import { versionedFileResponse } from "@/server/files/serve-file";
import { sheetFile } from "@/server/fichas/versions";

/** One version of the operation's information sheet, as a PDF, for anyone (a version never changes). */
export const GET = route<{ id: string; version: string }>(async ({ params, request }) =>
  versionedFileResponse(await sheetFile({ operationId: params.id }, params.version), request),
);
