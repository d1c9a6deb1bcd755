import "server-only";
import { cache } from "react";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";

/** What Mi Dashboard's cards read of the person's own row: their e-mail preferences and their calendar feed's date. */
const OWN_USER_SELECT = {
  notifyDocuments: true,
  notifyOperations: true,
  notifyNewOperations: true,
  notifyUpdates: true,
  calendarTokenCreatedAt: true,
} as const;

/** The person's own row for those cards, read once per request rendered (React's `cache`); 404 when it is gone. */
export const ownUserRow = cache(async (userId: string) => {
  const row = await (await prisma()).user.findUnique({ where: { id: userId }, select: OWN_USER_SELECT });
  if (!row) throw new AppError("not-found", MESSAGES.notFound);
  return row;
});
