import { byId } from "@/server/api/handler";
import { decideBankEntry, getBankEntry } from "@/server/bank/entries";

export const GET = byId.read(getBankEntry);

/**
 * An admin's decision on a credit that waits: `{ status: "assigned", investmentId }` (with `announcement: "complete" | "cancel"`
 * and `cancelReason` when the participation has an announced payment) or `{ status: "ignored", note }`.
 */
export const PUT = byId.update(decideBankEntry);
