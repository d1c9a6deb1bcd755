import { formatDateTime, formatFileSize } from "@/lib/format";
import { IDENTITY_FILE_LABELS } from "@/lib/validations/kyc";
import type { IdentityFileDto } from "@/server/kyc/onboarding";

/** Files of an identification, each opened from the vault (`GET /api/identity-files/{id}`, audited). */
export function IdentityFiles({ files }: { files: IdentityFileDto[] }) {
  if (!files.length) return <p className="text-sm">Sin archivos.</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {files.map((file) => (
        <li key={file.id}>
          <a className="font-medium underline" href={`/api/identity-files/${file.id}`} target="_blank" rel="noreferrer">
            {IDENTITY_FILE_LABELS[file.kind]}
          </a>{" "}
          <span className="text-muted-foreground">
            {file.originalName} · {formatFileSize(file.size)} · {formatDateTime(file.uploadedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
