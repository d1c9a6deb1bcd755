/**
 * A field described once (docs/architecture.md, "A field described once"): its Spanish label, its
 * kind, and where it shows. The form, the admin columns, the public detail view and the audit log's
 * change lines all read the same description, so a field is added, renamed or reformatted in one place.
 * Plain data: no formatting code here, so that any component may import a catalogue.
 */
export type FieldKind =
  | "text"
  | "long-text" // several paragraphs: a textarea, a card of its own
  | "url"
  | "money" // euros, a decimal string
  | "percent"
  | "months"
  | "date" // a calendar day, yyyy-MM-dd
  | "flag"
  | "code" // one of `codes`, shown by its label
  | "province" // kept in lower case as typed, shown as "Málaga", "La Rioja"
  | "email"
  | "phone"
  | "bytes" // a file's size
  | "reference" // the id of another row (an investor, an operation, a participation), chosen in a picker the form supplies
  | "file"; // a file uploaded or linked, drawn by the file control the form supplies

export type FieldSpec = {
  /** As the admin form (without its unit and "*"), the columns and the audit log say it. */
  label: string;
  /** Where the public pages say it otherwise (the specification's operation card: "Ticket Mínimo"). */
  publicLabel?: string;
  kind: FieldKind;
  required?: boolean;
  /** A whole number (a percentage or a count of months typed as an integer). */
  whole?: boolean;
  /** kind "code": each value's label. */
  codes?: Readonly<Record<string, string>>;
  /** Values the form offers as suggestions, free text still accepted (value → label). */
  suggestions?: Readonly<Record<string, string>>;
  /** Help under the form field. */
  hint?: string;
  /** The form's whole row. */
  wide?: boolean;
  /** Left out of the admin form (set by the server). */
  notInForm?: boolean;
  /** Shown in the form but not typed: the server computes it (its hint says from what). */
  readOnly?: boolean;
  /** The value the form starts with when creating (else empty). */
  initial?: string | boolean;
  /** The public detail page's group it shows in, when it is present. */
  publicGroup?: "figures" | "property";
};

/** Names a catalogue's fields, in the order the form shows them. */
export const defineFields = <const F extends Record<string, FieldSpec>>(fields: F): F => fields;

const UNITS: Partial<Record<FieldKind, string>> = { money: "€", percent: "%", months: "meses" };

/** The form's label: "PVP (€) *", "Rentabilidad esperada (%)", "% Financiado". */
export function formLabel(field: FieldSpec): string {
  const unit = UNITS[field.kind];
  const withUnit = unit && !field.label.includes(unit) ? `${field.label} (${unit})` : field.label;
  return field.required ? `${withUnit} *` : withUnit;
}

export const publicLabel = (field: FieldSpec): string => field.publicLabel ?? field.label;

/** The form's values when creating: each field's `initial`, else empty (unchecked for a flag). */
export function initialValues<T>(fields: Record<string, FieldSpec>): T {
  const entries = Object.entries(fields)
    .filter(([, field]) => !field.notInForm)
    .map(([name, field]) => [name, field.initial ?? (field.kind === "flag" ? false : "")]);
  return Object.fromEntries(entries) as T;
}
