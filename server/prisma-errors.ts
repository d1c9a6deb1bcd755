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
