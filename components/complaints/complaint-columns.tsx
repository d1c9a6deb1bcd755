import { Badge } from "@/components/ui/badge";
import type { RowsColumn } from "@/components/shared/rows-table";
import { formatDate, formatDateTime } from "@/lib/format";
import { COMPLAINT_CATEGORY_LABELS, COMPLAINT_OUTCOME_LABELS, COMPLAINT_STATUS_LABELS } from "@/lib/validations/complaint";
import type { ComplaintDto } from "@/server/complaints/dto";

const label = <T extends Record<string, string>>(labels: T, code: string | null) => (code ? (labels[code as keyof T] ?? code) : "");

/** The step a complaint waits for and its deadline, or how it ended. */
function step(complaint: ComplaintDto) {
  if (complaint.status === "filed") return `Admisión antes del ${formatDate(complaint.admissibilityDue)}`;
  if (complaint.status === "admitted") return `Resolución antes del ${formatDate(complaint.resolutionDue)}`;
  if (complaint.status === "inadmissible") return `No admitida: ${complaint.admissibilityNote ?? ""}`;
  return `${label(COMPLAINT_OUTCOME_LABELS, complaint.outcome)}: ${complaint.resolution ?? ""}`;
}

/** The columns both the investor's list and the admins' register show of a complaint. */
export const COMPLAINT_COLUMNS: RowsColumn<ComplaintDto>[] = [
  { header: "Referencia", cell: (c) => c.reference, className: "font-medium" },
  { header: "Presentada", cell: (c) => formatDateTime(c.filedAt) },
  { header: "Sobre", cell: (c) => label(COMPLAINT_CATEGORY_LABELS, c.category) },
  {
    header: "Estado",
    cell: (c) => (
      <span className="flex flex-wrap gap-1">
        <Badge variant={c.status === "resolved" || c.status === "inadmissible" ? "secondary" : "default"}>
          {label(COMPLAINT_STATUS_LABELS, c.status)}
        </Badge>
        {c.overdue && <Badge variant="destructive">Fuera de plazo</Badge>}
      </span>
    ),
  },
  { header: "Siguiente paso o resultado", cell: step, className: "whitespace-pre-line" },
  {
    header: "Reclamación",
    cell: (c) => (
      <details>
        <summary className="cursor-pointer">Leer</summary>
        <p className="mt-2 whitespace-pre-line">{c.text}</p>
        {c.files.length > 0 && (
          <ul className="mt-2 list-disc pl-5">
            {c.files.map((file) => (
              <li key={file.id}>
                <a className="underline" href={file.url}>
                  {file.originalName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </details>
    ),
  },
];
