import "server-only";
import { Prisma } from "@/generated/prisma/client";

/** A unique constraint was violated (Prisma P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** The row to update or delete does not exist (Prisma P2025). */
export function isMissingRow(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/**
 * PostgreSQL's "data exception" codes that only bad input causes: 22021 invalid byte sequence (a
 * NUL byte), 22P02 invalid text representation, 22P05 untranslatable character, 22007/22008
 * invalid or out-of-range date and time, 22001 string too long, 22003 number out of range.
 */
const INVALID_INPUT_CODES = new Set(["22021", "22P02", "22P05", "22007", "22008", "22001", "22003"]);

/**
 * The database refused a value (the driver adapter's error, as Prisma wraps it or bare). Validation
 * should have refused it first with a field message: this is the last line of defence.
 */
export function isInvalidInputError(error: unknown): boolean {
  const code = databaseCode(error);
  return code !== undefined && INVALID_INPUT_CODES.has(code);
}

type AdapterError = { cause?: { originalCode?: unknown } };

function databaseCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  // By shape, not class: Prisma's error (meta.driverAdapterError) or the adapter's own.
  const wrapped = (error as { meta?: { driverAdapterError?: AdapterError } }).meta?.driverAdapterError;
  const code = (wrapped ?? (error as AdapterError)).cause?.originalCode;
  return typeof code === "string" ? code : undefined;
}
