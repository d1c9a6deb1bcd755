import "server-only";
import { AppError, MESSAGES } from "../core/errors";

export const ID_MISMATCH = "No coincide con el identificador de la dirección";

/**
 * A PUT body may be the resource exactly as GET answered it: its `id`, when present, must be the
 * one in the path (400 otherwise) and is dropped, and so are the fields only the server writes
 * (`readOnly`: dates of creation, names of related rows…). Any other unknown field is still
 * refused by the entity's schema, so a misspelt field never passes silently.
 */
export function updateBody(input: unknown, id: string, readOnly: readonly string[]): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { id: bodyId, ...fields } = input as Record<string, unknown>;
  if (bodyId !== undefined && bodyId !== id) throw new AppError("invalid", MESSAGES.invalidInput, { fields: { id: ID_MISMATCH } });
  for (const field of readOnly) delete fields[field];
  return fields;
}
