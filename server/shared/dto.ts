import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/** Conversions every DTO shares: money as a 2-decimal string, calendar dates as yyyy-MM-dd. */
export const money = (value: Prisma.Decimal) => value.toFixed(2);
export const moneyOrNull = (value: Prisma.Decimal | null) => (value === null ? null : value.toFixed(2));
export const calendarDate = (value: Date | null) => (value === null ? null : value.toISOString().slice(0, 10));
export const instant = (value: Date) => value.toISOString();

export function fullName(user: { firstName: string | null; lastName: string | null } | null): string | null {
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || null;
}
