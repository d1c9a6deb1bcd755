import "server-only";
import { cache } from "react";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";

/** The person's e-mail preferences, as a row's columns. */
export const PREFERENCES_SELECT = {
  notifyDocuments: true,
  notifyOperations: true,
  notifyNewOperations: true,
  notifyUpdates: true,
} as const;

/** What Mi Dashboard's cards read of the person's own row: their e-mail preferences and their calendar feed's date. */
const OWN_USER_SELECT = { ...PREFERENCES_SELECT, calendarTokenCreatedAt: true } as const;

/** The person's own row for those cards, read once per request rendered (React's `cache`); 404 when it is gone. */
export const ownUserRow = cache(async (userId: string) => {
  const row = await (await prisma()).user.findUnique({ where: { id: userId }, select: OWN_USER_SELECT });
  if (!row) throw new AppError("not-found", MESSAGES.notFound);
  return row;
});
