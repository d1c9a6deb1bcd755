import { NextResponse } from "next/server";
import { receiveUpload } from "@/server/files/pending-uploads";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { uploadedFileName } from "@/server/api/file-name";

const PURPOSES = ["document", "contract", "operation-image", "operation-pdf", "identity", "complaint"] as const;

/**
 * Receives one file for a document's, a contract's or an operation's dialog (admins), or for the
 * signed-in person's identification (`identity`): the raw bytes as the body, the original name in
 * `X-File-Name` (URI-encoded), `?purpose=document|contract|operation-image|operation-pdf|identity` (and `&replaces=` the upload id a file
 * chosen again in the same field gives up). Uploads not attached count against the account's quota (429 past it). Answers the pending upload that the
 * dialog's save attaches (`uploadId`, or the operation's `imageUploadId` and `pdfUploadId`). Kept out of proxy.ts's matcher: a proxy
 * makes Next buffer the whole body in memory.
 */
export const POST = route.withCaller(
  async ({ actor, request, query }) => {
    const purpose = query.get("purpose");
    if (!PURPOSES.includes(purpose as (typeof PURPOSES)[number]))
      throw new AppError("invalid", MESSAGES.invalidInput, { fields: { purpose: "Destino no válido" } });
    const upload = await receiveUpload(actor, request.body, {
      name: uploadedFileName(request.headers.get("x-file-name"), "archivo"),
      purpose: purpose as (typeof PURPOSES)[number],
      replaces: query.get("replaces"),
    });
    return NextResponse.json(upload, { status: 201 });
  },
  { body: "file" },
);
