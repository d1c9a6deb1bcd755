import { route } from "@/server/api/handler";
import { versionedFileResponse } from "@/server/files/serve-file";
import { operationMediaFile } from "@/server/operations/media";

/** The operation's picture (WebP), for anyone; `version` names the stored file (server/operations/media.ts). */
export const GET = route<{ id: string; version: string }>(async ({ params, request }) =>
  versionedFileResponse(await operationMediaFile("image", params.id, params.version), request),
);
