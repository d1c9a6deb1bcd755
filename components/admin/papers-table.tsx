import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowsTable } from "@/components/shared/rows-table";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { CONTRACT_STATUS_LABELS } from "@/lib/validations/contract";
import type { OperationPaper } from "@/server/operations/overview";

const KIND = { document: "Documento", contract: "Contrato" } as const;

/** The documents and contracts of an operation, or addressed to an investor: each with whom it is for and its file. */
export function PapersTable({ papers, empty }: { papers: OperationPaper[]; empty: string }) {
  return (
    <RowsTable
      label="Documentos y contratos"
      rows={papers}
      rowKey={(paper) => `${paper.kind}:${paper.id}`}
      columns={[
        { header: "Nombre", cell: (paper) => <span className="font-medium">{paper.name}</span>, className: WRAPPING_TEXT },
        { header: "Clase", cell: (paper) => KIND[paper.kind] },
        { header: "Tipo", cell: (paper) => paper.type },
        { header: "Para", cell: (paper) => paper.addressee ?? "Todos" },
        {
          header: "Estado",
          cell: (paper) =>
            paper.kind === "contract"
              ? (CONTRACT_STATUS_LABELS[paper.state as keyof typeof CONTRACT_STATUS_LABELS] ?? paper.state)
              : paper.state,
        },
        {
          header: "Archivo",
          cell: (paper) => (
            <Button asChild variant="outline" size="sm">
              <a href={paper.fileUrl} target="_blank" rel="noreferrer" aria-label={`Abrir ${paper.name}`}>
                <DownloadIcon aria-hidden /> Abrir
              </a>
            </Button>
          ),
        },
      ]}
      empty={empty}
    />
  );
}
