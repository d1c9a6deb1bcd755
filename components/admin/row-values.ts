/**
 * A row's values for its edit form, field by field as the form's `empty` values list them: the
 * row's field of the same name, as text where the form holds text and the row a number, and the
 * empty value where the row has none (null or absent). A field whose form value is not the row's
 * own (a nested id, a date cut from a timestamp) is set by the caller after this.
 */
export function rowValues<T extends object>(row: object, empty: T): T {
  const fields = row as Record<string, unknown>;
  const values = Object.entries(empty).map(([name, blank]) => {
    const value = fields[name] ?? blank;
    return [name, typeof blank === "string" && typeof value === "number" ? String(value) : value];
  });
  return Object.fromEntries(values) as T;
}
