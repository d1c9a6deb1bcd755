import Link from "next/link";
import type { RowsColumn } from "@/components/shared/rows-table";
import { RowsTable } from "@/components/shared/rows-table";
import { formatDate, formatMoney, formatMonths, formatPercent, NOT_AVAILABLE } from "@/lib/format";
import type { TrackRecord, TrackRecordOperation, TrackRecordRow, TrackRecordYear } from "@/server/reports/track-record";

/** "12,5 % en 18 meses", or N/A for what was not said. */
const promise = (row: TrackRecordOperation) =>
  row.expectedReturn === null && row.expectedTerm === null
    ? NOT_AVAILABLE
    : `${formatPercent(row.expectedReturn)} en ${formatMonths(row.expectedTerm)}`;

/** A result below zero in the destructive colour, so that a loss reads as one before its sign is read. */
const signed = (value: string, text: string) => (Number(value) < 0 ? <span className="text-destructive">{text}</span> : text);

const operationColumn = (link: (row: TrackRecordOperation) => string | null): RowsColumn<TrackRecordOperation> => ({
  header: "Operación",
  cell: (row) => {
    const href = link(row);
    return href ? (
      <Link href={href} className="underline-offset-4 hover:underline">
        {row.title}
      </Link>
    ) : (
      row.title
    );
  },
  className: "font-medium",
});

const RATE_COLUMNS: RowsColumn<TrackRecordOperation>[] = [
  { header: "Prometido", cell: promise },
  { header: "Rentabilidad obtenida", cell: (row) => signed(row.actualReturn, formatPercent(row.actualReturn)), numeric: true },
  { header: "Duración", cell: (row) => formatMonths(row.actualMonths), numeric: true },
  { header: "Liquidada", cell: (row) => formatDate(row.liquidatedOn) },
];

const MONEY_COLUMNS: RowsColumn<TrackRecordRow>[] = [
  { header: "Partícipes", cell: (row) => String(row.investors), numeric: true },
  { header: "Capital aportado", cell: (row) => formatMoney(row.capitalPaid), numeric: true },
  { header: "Capital devuelto", cell: (row) => formatMoney(row.capitalReturned), numeric: true },
  { header: "Resultado neto", cell: (row) => signed(row.result, formatMoney(row.result)), numeric: true },
];

const YEAR_COLUMNS: RowsColumn<TrackRecordYear>[] = [
  { header: "Año", cell: (year) => String(year.year), className: "font-medium" },
  { header: "Operaciones cerradas", cell: (year) => String(year.operations), numeric: true },
  { header: "Capital aportado", cell: (year) => formatMoney(year.capitalPaid), numeric: true },
  { header: "Capital devuelto", cell: (year) => formatMoney(year.capitalReturned), numeric: true },
  { header: "Ganancias", cell: (year) => formatMoney(year.gains), numeric: true },
  { header: "Pérdidas", cell: (year) => signed(year.losses, formatMoney(year.losses)), numeric: true },
];

const EMPTY = <p>Todavía no hay operaciones liquidadas: sus resultados aparecerán aquí en cuanto se liquide la primera.</p>;

/** The operations' table: the public one links to each listed operation's page; the admin's adds its money and links to its admin page. */
export function TrackRecordOperations({ record, admin }: { record: TrackRecord | TrackRecord<TrackRecordRow>; admin?: boolean }) {
  if (admin) {
    const rows = record.operations as TrackRecordRow[];
    const columns = [operationColumn(() => null), ...RATE_COLUMNS, ...MONEY_COLUMNS] as RowsColumn<TrackRecordRow>[];
    return <RowsTable label="Operaciones liquidadas" rows={rows} rowKey={(row) => row.slug} columns={columns} empty={EMPTY} />;
  }
  const columns = [operationColumn((row) => (row.archived ? null : `/operations/${row.slug}`)), ...RATE_COLUMNS];
  return <RowsTable label="Operaciones liquidadas" rows={record.operations} rowKey={(row) => row.slug} columns={columns} empty={EMPTY} />;
}

export function TrackRecordYears({ years }: { years: TrackRecordYear[] }) {
  return <RowsTable label="Resultados por año" rows={years} rowKey={(year) => String(year.year)} columns={YEAR_COLUMNS} empty={EMPTY} />;
}

/** How the figures are made, in the words both pages use. */
export const TRACK_RECORD_METHOD =
  "Prometido es la rentabilidad total y el plazo que la operación anunciaba al publicarse. Rentabilidad obtenida es el resultado neto de los partícipes (lo que recuperaron menos lo que aportaron, la comisión de éxito y los honorarios; antes de la retención del IRPF, que es su propio impuesto) sobre el capital que aportaron; la duración, los meses desde su primera aportación hasta la liquidación. Todo se calcula con los movimientos registrados de cada operación.";
