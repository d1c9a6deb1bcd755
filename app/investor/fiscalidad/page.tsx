import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { DownloadButton } from "@/components/shared/download-button";
import { formatMoney } from "@/lib/format";
import { pageActor } from "@/server/auth/session";
import { listOwnTaxYears, type OwnTaxYear } from "@/server/tax/years";

export const metadata: Metadata = { title: "Fiscalidad" };

const COLUMNS: RowsColumn<OwnTaxYear>[] = [
  { header: "Ejercicio", cell: (y) => String(y.year), className: "font-medium" },
  { header: "Rendimiento íntegro", cell: (y) => formatMoney(y.gross), numeric: true },
  { header: "Retención IRPF", cell: (y) => formatMoney(y.withholding), numeric: true },
  { header: "Importe neto", cell: (y) => formatMoney(y.net), numeric: true },
  {
    header: "Certificado",
    cell: (y) => (
      <DownloadButton href={`/api/tax-certificates/${y.year}`} failed="No se pudo descargar el certificado">
        Certificado {y.year} (PDF)
      </DownloadButton>
    ),
    numeric: true,
  },
];

/** Fiscalidad: each year's gains, what the club withheld, and the certificate for the tax return. */
export default async function InvestorTaxPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const years = await listOwnTaxYears(actor);
  return (
    <>
      <PageHeader
        title="Fiscalidad"
        subtitle="Lo que has ganado con el club cada año, lo que se te ha retenido y tu certificado para la renta."
      />
      <TitledCard title={<h2>Certificados de retenciones</h2>}>
        <RowsTable
          label="Certificados de retenciones"
          rows={years}
          rowKey={(y) => String(y.year)}
          columns={COLUMNS}
          empty={
            <p>
              Todavía no has cobrado rendimientos con retención: cuando se liquide una de tus operaciones, o se abonen los intereses de tu
              cuenta de depósito, su certificado aparecerá aquí.
            </p>
          }
        />
        <p className="mt-3 text-xs text-muted-foreground">
          Rendimientos del capital mobiliario (art. 25.2 de la Ley del IRPF), tras la comisión de éxito del club. La retención se ingresa en
          Hacienda a tu nombre y la restas en tu declaración.
        </p>
      </TitledCard>
    </>
  );
}
