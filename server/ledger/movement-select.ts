import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { TRANSACTION_FIELDS } from "../audit/snapshots";

/** What the ledger reads of a movement to answer with it (its DTO), to tell its investor and to audit it. */
export const movementSelect = {
  id: true,
  ...TRANSACTION_FIELDS,
  user: { select: { firstName: true, lastName: true } },
  operation: { select: { id: true, title: true } },
  liquidationId: true,
  reversesId: true,
  reversedBy: { select: { id: true } },
  bankEntry: { select: { id: true } },
} satisfies Prisma.MovementSelect;
