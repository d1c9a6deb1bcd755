import { decimalComma, formatDate, formatFileSize, formatMoney, formatMonths, formatPercent } from "../format";
import { provinceLabel } from "../province-label";
import type { FieldSpec } from "./field";

/**
 * A field's value as a person reads it, by its kind: "198.000,00 €", "13,25 %", "24 meses",
 * "10/01/2026", "Sí"/"No", a code's label; `missing` for nothing.
 */
export function formatFieldValue(field: FieldSpec, value: unknown, missing = "—"): string {
  if (value === null || value === undefined || value === "") return missing;
  switch (field.kind) {
    case "money":
      return formatMoney(value as string | number);
    case "percent":
      return formatPercent(value as string | number);
    case "months":
      return formatMonths(Number(value));
    case "date":
      return formatDate(value as string | Date); // a calendar day, or an instant read in Madrid
    case "flag":
      return value ? "Sí" : "No";
    case "province":
      return provinceLabel(String(value));
    case "code":
      return field.codes?.[String(value)] ?? String(value);
    case "bytes":
      return formatFileSize(Number(value));
    default:
      return String(value);
  }
}

/** A field's value in a CSV cell: as a person reads it, but amounts keep their exact cents as a plain number ("1742,36"). */
export function csvFieldValue(field: FieldSpec, value: unknown): string {
  if (field.kind === "money" && value !== null && value !== undefined && value !== "") return decimalComma(String(value));
  return formatFieldValue(field, value, "");
}
