import type { Metadata } from "next";
import { DownloadLink } from "@/components/shared/download-link";
import type { RowsColumn } from "@/components/shared/rows-table";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { listOwnDocuments, type DocumentDto } from "@/server/papers/documents";
import { ownRowsPage } from "../_components/own-rows-page";

export const metadata: Metadata = { title: "Documentos" };

const COLUMNS: RowsColumn<DocumentDto>[] = [
  {
    header: "Nombre",
    cell: (d) => (
      <>
        {d.name} {d.isPublic && <Badge variant="secondary">Público</Badge>}
      </>
    ),
    className: "font-medium",
  },
  { header: "Tipo", cell: (d) => d.type },
  { header: "Operación", cell: (d) => d.operationTitle, className: WRAPPING_TEXT },
  { header: "Fecha", cell: (d) => formatDate(d.uploadedAt) },
  { header: "Archivo", cell: (d) => <DownloadLink href={d.fileUrl} />, numeric: true },
];

export default ownRowsPage({
  title: "Documentos",
  subtitle: "Documentación pública y de las operaciones en las que participas.",
  load: listOwnDocuments,
  columns: COLUMNS,
  empty: "No hay documentos disponibles.",
});
