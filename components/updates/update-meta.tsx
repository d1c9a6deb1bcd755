import { PaperclipIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { UpdateDto } from "@/server/updates/dto";

type Shown = Pick<UpdateDto, "operationTitle" | "publishedAt" | "milestone" | "attachments">;

/** The line under an update's title: its operation, its date, the court case's step it tells of, its attachments. */
export function UpdateMeta({ update, withOperation = true }: { update: Shown; withOperation?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      {withOperation && <span>{update.operationTitle}</span>}
      <span>{formatDate(update.publishedAt)}</span>
      {update.milestone && <Badge variant="outline">Hito: {update.milestone}</Badge>}
      {update.attachments.length > 0 && (
        <span className="inline-flex items-center gap-1">
          <PaperclipIcon className="size-3.5" aria-hidden />
          {update.attachments.length === 1 ? "1 documento" : `${update.attachments.length} documentos`}
        </span>
      )}
    </p>
  );
}

/** An update's text as written (its line breaks kept) and its documents, each downloaded through its own route. */
export function UpdateBody({ update }: { update: Pick<UpdateDto, "body" | "attachments"> }) {
  return (
    <>
      <p className="whitespace-pre-line">{update.body}</p>
      {update.attachments.length > 0 && (
        <ul className="mt-4 grid gap-1 text-sm" aria-label="Documentos adjuntos">
          {update.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                href={attachment.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
              >
                <PaperclipIcon className="size-4" aria-hidden /> {attachment.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
