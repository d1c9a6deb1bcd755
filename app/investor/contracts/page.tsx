import type { Metadata } from "next";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { DownloadLink } from "@/components/shared/download-link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { pageActor } from "@/server/auth/session";
import { listOwnContracts } from "@/server/contracts";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

export const metadata: Metadata = { title: "Contratos" };

export default async function InvestorContractsPage() {
  const signedIn = await pageActor();
  if (!signedIn) return null;
  const contracts = await listOwnContracts(signedIn);
  return (
    <>
      <PageHeader title="Contratos" subtitle="Los contratos de las operaciones en las que participas." />
      {contracts.length === 0 ? (
        <EmptyState>No tienes contratos.</EmptyState>
      ) : (
        <Table label="Contratos">
          <TableHeader>
            <TableRow>
              <TableHead>Título</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Operación</TableHead>
              <TableHead>Firma</TableHead>
              <TableHead>Vencimiento</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead className="text-right">Archivo</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {contracts.map((c) => (
              <TableRow key={c.id}>
                <TableCell className={`${WRAPPING_TEXT} font-medium`}>{c.title}</TableCell>
                <TableCell>{c.type}</TableCell>
                <TableCell className={WRAPPING_TEXT}>{c.operationTitle}</TableCell>
                <TableCell>{formatDate(c.signedDate)}</TableCell>
                <TableCell>{c.expiryDate ? formatDate(c.expiryDate) : "-"}</TableCell>
                <TableCell>
                  <ContractStatusBadge status={c.status} />
                </TableCell>
                <TableCell className="text-right">
                  <DownloadLink href={c.fileUrl} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
