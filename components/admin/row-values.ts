/** A row that carries each field of the form `T` under the same name: text as any string or a number, or null for none. */
export type RowFor<T> = { [K in keyof T]-?: (NonNullable<T[K]> extends string ? string | number : T[K]) | null };

/**
 * A row's values for its edit form, field by field as the form's `empty` values list them: the
 * row's field of the same name, as text where the form holds text and the row a number, and the
 * empty value where the row has none. `formOnly` names the form's fields the row does not carry
 * (an upload's id, the role an investor is sent with): they start empty. The row's type must carry every other field, so a renamed or
 * dropped field is a type error here rather than a blank field in the form.
 */
export function rowValues<T extends object, F extends keyof T = never>(row: RowFor<Omit<T, F>>, empty: T, formOnly: readonly F[] = []): T {
  const fields = row as Record<string, unknown>;
  const values = Object.entries(empty).map(([name, blank]) => {
    const value = formOnly.includes(name as F) ? blank : (fields[name] ?? blank);
    return [name, typeof blank === "string" && typeof value === "number" ? String(value) : value];
  });
  return Object.fromEntries(values) as T;
}
