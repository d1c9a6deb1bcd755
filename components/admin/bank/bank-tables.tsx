import { Badge } from "@/components/ui/badge";
import { RowsTable } from "@/components/shared/rows-table";
import { breakable } from "@/components/shared/breakable";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { printedReference } from "@/lib/payment-reference";
import { printedIban } from "@/lib/validations/identity";
import { BANK_ENTRY_STATUS_LABELS, REVIEW_REASON_LABELS, type BankEntryStatus, type ReviewReason } from "@/lib/validations/bank-entry";
import { BANK_STATEMENT_FORMAT_LABELS } from "@/server/bank/bank-statement";
import type { BankEntryDto, BankStatementDto } from "@/server/bank/entries";
import { EntryDecision } from "./entry-decision";

const amountOf = (entry: BankEntryDto) => {
  const amount = entry.credit ? entry.amount : `-${entry.amount}`;
  return entry.currency === "EUR" ? formatMoney(amount) : `${amount} ${entry.currency}`;
};

/** What a credit pays: a participation (investor · operation · reference) or a deposit account. */
function participationLabel(entry: BankEntryDto): string | null {
  const deposit = entry.depositAccount;
  if (deposit) return [deposit.investorName, "Cuenta de depósito", printedReference(deposit.paymentReference)].filter(Boolean).join(" · ");
  const p = entry.participation;
  if (!p) return null;
  return [p.investorName, p.operationTitle, p.paymentReference && printedReference(p.paymentReference)].filter(Boolean).join(" · ");
}

/** Credits of the statements: those waiting (with Asignar / Ignorar when `decide`), or those already decided. */
export function BankEntriesTable({
  label,
  entries,
  decide = false,
  empty,
}: {
  label: string;
  entries: BankEntryDto[];
  decide?: boolean;
  empty: string;
}) {
  return (
    <RowsTable
      label={label}
      rows={entries}
      rowTestId={decide ? "bank-review-entry" : "bank-entry"}
      empty={<p className="text-sm text-muted-foreground">{empty}</p>}
      columns={[
        { header: "Fecha valor", cell: (entry) => formatDate(entry.valueDate), className: "whitespace-nowrap" },
        { header: "Importe", cell: amountOf, numeric: true, className: "whitespace-nowrap" },
        { header: "Concepto", cell: (entry) => (entry.text ? breakable(entry.text) : "—"), className: WRAPPING_TEXT },
        { header: "Ordenante", cell: payerOf, className: WRAPPING_TEXT },
        { header: "Asignado a", cell: (entry) => participationLabel(entry) ?? "—", className: WRAPPING_TEXT },
        decide
          ? {
              header: "Motivo",
              cell: (entry) => <Badge variant="secondary">{REVIEW_REASON_LABELS[entry.reason as ReviewReason] ?? entry.reason}</Badge>,
            }
          : {
              header: "Estado",
              cell: (entry) => (
                <span className="flex flex-col items-start gap-1">
                  <Badge variant="secondary">{BANK_ENTRY_STATUS_LABELS[entry.status as BankEntryStatus] ?? entry.status}</Badge>
                  {entry.note && <span className="text-xs text-muted-foreground">{entry.note}</span>}
                </span>
              ),
            },
        decide
          ? {
              header: "Acciones",
              cell: (entry) => (
                <EntryDecision
                  id={entry.id}
                  summary={`${amountOf(entry)} del ${formatDate(entry.valueDate)}`}
                  detail={[entry.text && `Concepto: ${entry.text}`, entry.payerName && `Ordenante: ${entry.payerName}`]
                    .filter(Boolean)
                    .join(" · ")}
                  suggested={
                    entry.investmentId ? { value: entry.investmentId, label: participationLabel(entry) ?? entry.investmentId } : null
                  }
                />
              ),
            }
          : { header: "Extracto", cell: (entry) => `${entry.fileName} (${entry.origin})`, className: WRAPPING_TEXT },
      ]}
    />
  );
}

/** Who sent the money and from which account, as the statement says. */
function payerOf(entry: BankEntryDto) {
  if (!entry.payerName && !entry.payerAccount) return "—";
  return (
    <span className="grid">
      {entry.payerName && <span>{entry.payerName}</span>}
      {entry.payerAccount && <span className="font-mono text-xs text-muted-foreground">{printedIban(entry.payerAccount)}</span>}
    </span>
  );
}

/** Every import, with what it gave. */
export function BankStatementsTable({ statements }: { statements: BankStatementDto[] }) {
  return (
    <RowsTable
      label="Extractos importados"
      rows={statements}
      rowTestId="bank-statement"
      empty={<p className="text-sm text-muted-foreground">Todavía no se ha importado ningún extracto</p>}
      columns={[
        { header: "Importado", cell: (row) => formatDateTime(row.importedAt), className: "whitespace-nowrap" },
        {
          header: "Archivo",
          cell: (row) =>
            row.complete ? (
              row.fileName
            ) : (
              <span className="grid gap-1">
                {row.fileName}
                <Badge variant="secondary">Incompleto: vuelve a importar el archivo</Badge>
              </span>
            ),
          className: WRAPPING_TEXT,
        },
        { header: "Formato", cell: (row) => BANK_STATEMENT_FORMAT_LABELS[row.format] },
        { header: "Conciliados", cell: (row) => row.matched, numeric: true },
        { header: "En revisión", cell: (row) => row.review, numeric: true },
        { header: "Ya importados", cell: (row) => row.alreadyImported, numeric: true },
        { header: "Por", cell: (row) => row.importedBy ?? "—" },
      ]}
    />
  );
}
