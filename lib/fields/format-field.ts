import { formatDate, formatMoney, formatMonths, formatPercent } from "../format";
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
      return formatDate(String(value).slice(0, 10));
    case "flag":
      return value ? "Sí" : "No";
    case "province":
      return provinceLabel(String(value));
    case "code":
      return field.codes?.[String(value)] ?? String(value);
    default:
      return String(value);
  }
}
