import "server-only";

/** The value of a list's "archived" filter that shows the archived rows (and only them). */
export const ARCHIVED_ONLY = "1";

/**
 * An archived row (an operation, an investor) is out of its list unless the list asks for the
 * archived ones (`?archived=1`): kept for its money records, read-only, restorable.
 */
export const archivedFilter = (archived: string | undefined) =>
  archived === ARCHIVED_ONLY ? { archivedAt: { not: null } } : { archivedAt: null };
