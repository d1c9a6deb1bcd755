import { route } from "@/server/api/handler";
import { versionedFileResponse } from "@/server/files/serve-file";
import { operationMediaFile } from "@/server/operations/media";

/** The operation's full PDF, for anyone; `version` names the stored file (server/operations/media.ts). */
export const GET = route<{ id: string; version: string }>(async ({ params, request }) =>
  versionedFileResponse(await operationMediaFile("pdf", params.id, params.version), request),
);
