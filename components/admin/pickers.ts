import { OPTION_ENDPOINTS } from "@/lib/options";

/** The operation picker of the admin forms (FormCombobox). The empty text is the specification's (docs/specification.md §2). */
export const OPERATION_PICKER = {
  endpoint: OPTION_ENDPOINTS.operations,
  placeholder: "Selecciona una operación",
  emptyText: "No hay operaciones disponibles",
  unknownLabel: "Operación desconocida",
} as const;

/** The investor picker of the admin forms (FormCombobox): investors only, never admins. */
export const INVESTOR_PICKER = {
  endpoint: OPTION_ENDPOINTS.investors,
  placeholder: "Selecciona un inversor",
  emptyText: "No hay inversores",
  unknownLabel: "Usuario desconocido",
} as const;
