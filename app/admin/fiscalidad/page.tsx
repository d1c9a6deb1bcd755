import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { DownloadButton } from "@/components/shared/download-button";
import { IssueCertificates } from "@/components/admin/tax/issue-certificates";
import { dayInMadrid, formatDateTime, formatMoney } from "@/lib/format";
import { taxYear } from "@/lib/validations/tax";
import { getTaxYear, type Modelo123Period, type PerceptorRow } from "@/server/tax/years";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Fiscalidad" };

const MISSING = <span className="font-medium text-destructive">Falta</span>;

const PERCEPTOR_COLUMNS: RowsColumn<PerceptorRow>[] = [
  { header: "Perceptor", cell: (p) => p.name, className: "font-medium" },
  { header: "NIF", cell: (p) => p.nif ?? MISSING },
  { header: "Provincia", cell: (p) => p.provinceCode ?? MISSING },
  { header: "Rendimiento íntegro", cell: (p) => formatMoney(p.gross), numeric: true },
  { header: "Retención", cell: (p) => formatMoney(p.withholding), numeric: true },
  { header: "Neto", cell: (p) => formatMoney(p.net), numeric: true },
  { header: "Certificado enviado", cell: (p) => (p.certificateIssuedAt ? formatDateTime(p.certificateIssuedAt) : "No") },
];

/** A period's figures and its file for the AEAT: paid by the club (ingreso) or debited from its account (domiciliación). */
const periodColumns = (year: number): RowsColumn<Modelo123Period>[] => [
  { header: "Periodo", cell: (p) => p.period, className: "font-medium" },
  { header: "Perceptores", cell: (p) => String(p.perceptors), numeric: true },
  { header: "Rentas", cell: (p) => String(p.rentas), numeric: true },
  { header: "Base de retenciones", cell: (p) => formatMoney(p.gross), numeric: true },
  { header: "Retenciones", cell: (p) => formatMoney(p.withholding), numeric: true },
  {
    header: "Fichero AEAT",
    cell: (p) => {
      const href = `/api/tax-years/${year}/modelo-123?period=${p.code}`;
      const failed = `No se pudo generar el Modelo 123 de ${p.period}`;
      return (
        <div className="flex flex-wrap gap-2">
          <DownloadButton href={href} failed={failed} className="h-8" aria-label={`Modelo 123 ${p.period} ${year}`}>
            {Number(p.withholding) === 0 ? "Sin retenciones" : "Ingreso"}
          </DownloadButton>
          {Number(p.withholding) !== 0 && (
            <DownloadButton
              href={`${href}&payment=domiciliacion`}
              failed={failed}
              className="h-8"
              aria-label={`Modelo 123 ${p.period} ${year}, domiciliado`}
            >
              Domiciliado
            </DownloadButton>
          )}
        </div>
      );
    },
  },
];

/**
 * Fiscalidad: a year's perceptors and withholdings as Modelo 193 asks for them (the AEAT's file, and a CSV worksheet), the Modelo 123
 * totals per quarter and month, and the certificates, e-mailed from here.
 */
export default adminPage(async function AdminTaxPage(actor, { searchParams }: { searchParams: Promise<{ year?: string }> }) {
  const asked = taxYear((await searchParams).year);
  const year = asked ?? Number(dayInMadrid(new Date()).slice(0, 4));
  const data = await getTaxYear(actor, String(year));
  const incomplete = data.perceptors.filter((p) => !p.nif || !p.provinceCode);
  return (
    <>
      <PageHeader title="Fiscalidad" subtitle="Retenciones del IRPF practicadas a los partícipes: Modelo 123, Modelo 193 y certificados." />
      <nav aria-label="Ejercicio" className="mb-4 flex items-center gap-4 text-sm">
        <Link href={`/admin/fiscalidad?year=${year - 1}`} className="underline-offset-4 hover:underline">
          ← {year - 1}
        </Link>
        <strong aria-current="page">Ejercicio {year}</strong>
        <Link href={`/admin/fiscalidad?year=${year + 1}`} className="underline-offset-4 hover:underline">
          {year + 1} →
        </Link>
      </nav>
      <div className="grid gap-6">
        <TitledCard title={<h2>Perceptores (Modelo 193)</h2>}>
          <div className="mb-4 flex flex-wrap gap-2">
            <DownloadButton href={`/api/tax-years/${year}/modelo-193`} failed="No se pudo generar el fichero del Modelo 193">
              Modelo 193 {year} (fichero AEAT)
            </DownloadButton>
            <DownloadButton href={`/api/tax-years/${year}/modelo-193?format=csv`} failed="No se pudo descargar la hoja del Modelo 193">
              Hoja de cálculo (CSV)
            </DownloadButton>
            {data.perceptors.length > 0 && (
              <IssueCertificates
                year={year}
                perceptors={data.perceptors.length}
                withoutNif={data.perceptors.filter((p) => !p.nif).length}
                provisional={year >= Number(dayInMadrid(new Date()).slice(0, 4))}
              />
            )}
          </div>
          {incomplete.length > 0 && (
            <p className="mb-3 text-sm" role="note">
              A {incomplete.map((p) => p.name).join(", ")} les falta el NIF o un código postal en su domicilio: el Modelo 193 los necesita.
            </p>
          )}
          <RowsTable
            label={`Perceptores ${year}`}
            rows={data.perceptors}
            rowKey={(p) => p.userId}
            columns={PERCEPTOR_COLUMNS}
            empty={<p>Ninguna retención en {year}.</p>}
          />
          <p className="mt-3 text-sm">
            Total: rendimiento íntegro <strong>{formatMoney(data.totals.gross)}</strong>, retenciones{" "}
            <strong>{formatMoney(data.totals.withholding)}</strong>, neto <strong>{formatMoney(data.totals.net)}</strong>. Clave B
            (rendimientos de la cesión a terceros de capitales propios, art. 25.2 LIRPF).
          </p>
        </TitledCard>
        <TitledCard title={<h2>Modelo 123 por trimestre</h2>}>
          <RowsTable
            label={`Modelo 123 por trimestre ${year}`}
            rows={data.quarters}
            rowKey={(p) => p.period}
            columns={periodColumns(year)}
            empty={null}
          />
        </TitledCard>
        <TitledCard title={<h2>Modelo 123 por mes</h2>}>
          <RowsTable
            label={`Modelo 123 por mes ${year}`}
            rows={data.months}
            rowKey={(p) => p.period}
            columns={periodColumns(year)}
            empty={null}
          />
        </TitledCard>
      </div>
    </>
  );
});
