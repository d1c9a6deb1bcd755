import type { Metadata } from "next";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { DownloadLink } from "@/components/shared/download-link";
import type { RowsColumn } from "@/components/shared/rows-table";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { formatDate } from "@/lib/format";
import { listOwnContracts, type ContractDto } from "@/server/papers/contracts";
import { ownRowsPage } from "../_components/own-rows-page";

export const metadata: Metadata = { title: "Contratos" };

const COLUMNS: RowsColumn<ContractDto>[] = [
  { header: "Título", cell: (c) => c.title, className: `${WRAPPING_TEXT} font-medium` },
  { header: "Tipo", cell: (c) => c.type },
  { header: "Operación", cell: (c) => c.operationTitle, className: WRAPPING_TEXT },
  { header: "Firma", cell: (c) => formatDate(c.signedDate) },
  { header: "Vencimiento", cell: (c) => (c.expiryDate ? formatDate(c.expiryDate) : "-") },
  { header: "Estado", cell: (c) => <ContractStatusBadge status={c.status} /> },
  { header: "Archivo", cell: (c) => <DownloadLink href={c.fileUrl} />, numeric: true },
];

export default ownRowsPage({
  title: "Contratos",
  subtitle: "Los contratos de las operaciones en las que participas.",
  load: listOwnContracts,
  columns: COLUMNS,
  empty: "No tienes contratos.",
});
