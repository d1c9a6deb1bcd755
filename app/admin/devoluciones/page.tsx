import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { DownloadButton } from "@/components/shared/download-button";
import { SepaBatchButton } from "@/components/admin/sepa-batch-button";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { formatDateTime, formatMoney } from "@/lib/format";
import { listRefunds } from "@/server/payouts/refunds";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Devoluciones" };

/**
 * Devoluciones (issue 66, items 3 and 4): what the club returns because an investor took back what they
 * agreed to — a participation revoked in its reflection period, a deposit contract withdrawn from — and
 * the batches of transfers that carried it, outside liquidations and withdrawal windows.
 */
export default adminPage(async function RefundsPage(actor) {
  const { pending, batches } = await listRefunds(actor);
  return (
    <>
      <PageHeader
        title="Devoluciones"
        subtitle="Revocaciones en el periodo de reflexión y desistimientos de la cuenta de depósito, en su propio lote de transferencias."
      />
      <div className="grid gap-6">
        <TitledCard title={<h2>Pendientes de transferir</h2>} contentClassName="space-y-4">
          {pending.length > 0 && (
            <SepaBatchButton
              path="/api/refunds/transfers"
              body={{}}
              label="Transferencias SEPA de las devoluciones (XML)"
              description={`Se devolverá lo pendiente (${pending.length}): lo aportado en cada revocación, y en cada desistimiento el saldo con sus intereses hasta hoy.`}
            />
          )}
          <RowsTable
            label="Devoluciones pendientes"
            rows={pending}
            rowTestId="pending-refund"
            empty="No hay devoluciones pendientes."
            columns={[
              { header: "Inversor", cell: (refund) => refund.investor, className: WRAPPING_TEXT },
              { header: "Concepto", cell: (refund) => refund.concept, className: WRAPPING_TEXT },
              {
                header: "Importe",
                cell: (refund) => (refund.amount ? formatMoney(refund.amount) : "Saldo con intereses al día"),
                numeric: true,
              },
              { header: "Desde", cell: (refund) => formatDateTime(refund.since) },
              { header: "IBAN para cobros", cell: (refund) => (refund.hasIban ? "Sí" : "Falta: que lo indique en Mis datos") },
            ]}
          />
        </TitledCard>
        <TitledCard title={<h2>Lotes hechos</h2>}>
          <RowsTable
            label="Lotes de devoluciones"
            rows={batches}
            rowTestId="refund-batch"
            empty="Todavía no se ha hecho ningún lote de devoluciones."
            columns={[
              { header: "Lote", cell: (batch) => `Nº ${batch.number}` },
              { header: "Hecho", cell: (batch) => formatDateTime(batch.createdAt) },
              { header: "Transferencias", cell: (batch) => batch.transfers, numeric: true },
              { header: "Total", cell: (batch) => formatMoney(batch.total), numeric: true },
              {
                header: "Fichero",
                cell: (batch) => (
                  <DownloadButton href={`/api/refunds/transfers?batch=${batch.number}`} failed="No se pudo descargar el lote">
                    Descargar (XML)
                  </DownloadButton>
                ),
              },
            ]}
          />
        </TitledCard>
      </div>
    </>
  );
});
