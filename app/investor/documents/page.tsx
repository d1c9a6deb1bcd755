import type { Metadata } from "next";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { DownloadLink } from "@/components/shared/download-link";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { pageActor } from "@/server/auth/session";
import { listOwnDocuments } from "@/server/documents";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

export const metadata: Metadata = { title: "Documentos" };

export default async function InvestorDocumentsPage() {
  const signedIn = await pageActor();
  if (!signedIn) return null;
  const documents = await listOwnDocuments(signedIn);
  return (
    <>
      <PageHeader title="Documentos" subtitle="Documentación pública y de las operaciones en las que participas." />
      {documents.length === 0 ? (
        <EmptyState>No hay documentos disponibles.</EmptyState>
      ) : (
        <Table label="Documentos">
          <TableHeader>
            <TableRow>
              <TableHead>Nombre</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Operación</TableHead>
              <TableHead>Fecha</TableHead>
              <TableHead className="text-right">Archivo</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {documents.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="font-medium">
                  {d.name} {d.isPublic && <Badge variant="secondary">Público</Badge>}
                </TableCell>
                <TableCell>{d.type}</TableCell>
                <TableCell className={WRAPPING_TEXT}>{d.operationTitle}</TableCell>
                <TableCell>{formatDate(d.uploadedAt)}</TableCell>
                <TableCell className="text-right">
                  <DownloadLink href={d.fileUrl} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
