import { labelledCodes } from "./options";

/** Operation statuses accepted by the server (docs/product.md#settled-choices) and how each is shown. */
export const {
  codes: OPERATION_STATUSES,
  labels: OPERATION_STATUS_LABELS,
  options: OPERATION_STATUS_OPTIONS,
} = labelledCodes({
  abierta: "Abierta",
  reservada: "Reservada",
  en_curso: "En curso",
  finalizada: "Finalizada",
  cerrada: "Cerrada",
});
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** Operation statuses in which the investor's money is still at work; finalizada and cerrada are over. */
export const ACTIVE_OPERATION_STATUSES = ["abierta", "reservada", "en_curso"] as const;
export const isActiveStatus = (status: string) => (ACTIVE_OPERATION_STATUSES as readonly string[]).includes(status.toLowerCase());

/** The public list's status filter offers the options the specification lists (docs/specification.md §2). */
export const PUBLIC_STATUS_FILTER = ["abierta", "reservada", "cerrada"] as const;
export const PUBLIC_PROVINCES = ["madrid", "barcelona", "valencia", "sevilla"] as const;

export const PROVINCE_LABELS: Record<string, string> = {
  madrid: "Madrid",
  barcelona: "Barcelona",
  valencia: "Valencia",
  sevilla: "Sevilla",
};

export type StatusTone = "open" | "reserved" | "muted";

/** Comparison is case-insensitive; anything but abierta and reservada is shown muted (docs/specification.md §4). */
export function statusTone(status: string): StatusTone {
  const s = status.toLowerCase();
  if (s === "abierta") return "open";
  if (s === "reservada") return "reserved";
  return "muted";
}

export function statusLabel(status: string): string {
  return OPERATION_STATUS_LABELS[status.toLowerCase() as OperationStatus] ?? status;
}

export { provinceLabel } from "./province-label";
