import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { WORDS_WRAP, WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { Token } from "@/components/shared/breakable";
import type { FieldSpec } from "@/lib/fields/field";
import { formatFieldValue } from "@/lib/fields/format-field";

/** The fields of T that hold text (money and dates are text in the DTOs too). */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/**
 * The row's name (a title, a person's name), in bold, a link to the row's own page when it has one
 * (`href`), wrapping rather than widening the table; the list is sorted on the server by the same field.
 */
export function nameColumn<T>(key: TextKey<T>, header: string, href?: (row: T) => string): ColumnDef<T> {
  return {
    id: key,
    header,
    meta: { sortKey: key, className: WRAPPING_TEXT },
    cell: ({ row }) =>
      href ? (
        <Link href={href(row.original)} className="font-medium hover:underline">
          {row.original[key] as string}
        </Link>
      ) : (
        <span className="font-medium">{row.original[key] as string}</span>
      ),
  };
}

/** The back-office pages of one operation and one investor, which every list links to. */
export const operationPage = (id: string) => `/admin/operations/${id}`;
export const investorPage = (id: string) => `/admin/inversores/${id}`;

/**
 * A column whose header and cell are a catalogue's label and formatted value (lib/fields/): sorted on
 * the server by the field unless `sortable` is false, amounts and percentages right-aligned, words
 * wrapping, `missing` where the row has nothing ("—" unless the specification says "N/A").
 */
export function describedColumn<T>(
  field: FieldSpec,
  key: keyof T & string,
  { sortable = true, missing }: { sortable?: boolean; missing?: string } = {},
): ColumnDef<T> {
  const numeric = field.kind === "money" || field.kind === "percent";
  // An address breaks at its punctuation, not past the screen's edge (components/shared/breakable.tsx).
  if (field.kind === "email")
    return {
      id: key,
      header: field.label,
      meta: { ...(sortable ? { sortKey: key } : {}), className: WORDS_WRAP },
      cell: ({ row }) => {
        const value = row.original[key];
        return typeof value === "string" && value ? <Token text={value} /> : formatFieldValue(field, value, missing);
      },
    };
  // Words may wrap, so that a narrow screen takes the list without scrolling; figures and dates do not.
  const className = numeric ? "text-right" : field.kind === "text" || field.kind === "code" ? `min-w-24 ${WORDS_WRAP}` : undefined;
  return {
    id: key,
    header: field.label,
    meta: { ...(sortable ? { sortKey: key } : {}), ...(className ? { className } : {}) },
    cell: ({ row }) => formatFieldValue(field, row.original[key], missing),
  };
}

/** The title of the row's operation, a link to its page, wrapping rather than widening the table; `unknown` when it has none. */
export function operationColumn<T extends { operationTitle: string; operationId: string }>(unknown?: string): ColumnDef<T> {
  return {
    id: "operation",
    header: "Operación",
    meta: { className: WRAPPING_TEXT },
    cell: ({ row }) =>
      row.original.operationTitle ? (
        <Link href={operationPage(row.original.operationId)} className="hover:underline">
          {row.original.operationTitle}
        </Link>
      ) : (
        unknown
      ),
  };
}

/** "Para": the one investor a document or contract is addressed to, or the whole operation. */
export function addresseeColumn<T extends { addressee: string | null }>(): ColumnDef<T> {
  return {
    id: "addressee",
    header: "Para",
    // A short column: "Todos", or a person's name over two lines (the operation beside it takes the width).
    meta: { className: "min-w-28 whitespace-normal" },
    cell: ({ row }) => row.original.addressee ?? <span className="text-muted-foreground">Todos</span>,
  };
}
