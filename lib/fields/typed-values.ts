import type { FieldSpec } from "./field";

const amount = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" });
const decimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2, useGrouping: false });

/**
 * A row's values as its edit form shows them for typing, the Spanish way the form also reads:
 * amounts "5.000,00" (not "5000.00"), decimal percentages "13,25" (not "13.25"). Other fields as they are.
 */
export function typedValues<T extends object>(fields: Readonly<Record<string, FieldSpec>>, values: T): T {
  const typed = Object.entries(values).map(([name, value]) => {
    const field = fields[name];
    if (!field || typeof value !== "string" || value.trim() === "" || !Number.isFinite(Number(value))) return [name, value];
    if (field.kind === "money") return [name, amount.format(Number(value))];
    if (field.kind === "percent" && !field.whole) return [name, decimal.format(Number(value))];
    return [name, value];
  });
  return Object.fromEntries(typed) as T;
}
