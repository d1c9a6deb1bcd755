import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatDate, formatMoney } from "@/lib/format";
import { statusLabel } from "@/lib/operation-status";
import { sendsReceipt } from "@/lib/validations/transaction";
import { movementTypeLabel } from "@/lib/ledger/kinds";
import { movementRecorded, newFile, operationStatusChanged } from "./templates";
import { enqueueEmails } from "./outbox";
import { grantingParticipation } from "../core/access";
import { ROLES } from "../core/actor";

type Tx = Prisma.TransactionClient;
type Preference = "notifyDocuments" | "notifyOperations";

/**
 * The addresses of the investors whose participation in the operation grants access
 * (server/core/access.ts) and who want this kind of e-mail; with `investmentId`, that participation's
 * investor only.
 */
async function holders(tx: Tx, operationId: string, preference: Preference, investmentId?: string | null): Promise<string[]> {
  const participation = { operationId, ...grantingParticipation(), ...(investmentId ? { id: investmentId } : {}) };
  const users = await tx.user.findMany({
    where: { role: "investor", email: { not: null }, [preference]: true, investments: { some: participation } },
    select: { email: true },
  });
  return users.map((user) => user.email!);
}

/** Every administrator's address: who hears of a contact message or a participation request. */
export async function adminAddresses(tx: Tx): Promise<string[]> {
  const admins = await tx.user.findMany({ where: { role: ROLES.admin, email: { not: null } }, select: { email: true } });
  return admins.map((admin) => admin.email!);
}

/**
 * A new document or contract an investor may see: one e-mail to each investor of the operation (to
 * the one investor it is addressed to, when it is), in the transaction that creates it. A document
 * kept from investors sends nothing.
 */
export async function notifyNewFile(
  tx: Tx,
  file: {
    kind: "document" | "contract";
    name: string;
    operationId: string;
    investmentId?: string | null;
    visibleToInvestors?: boolean;
    isPublic?: boolean;
  },
) {
  if (file.kind === "document" && !file.visibleToInvestors && !file.isPublic) return;
  const operation = await tx.operation.findUniqueOrThrow({ where: { id: file.operationId }, select: { title: true } });
  const message = newFile({ kind: file.kind, name: file.name, operationTitle: operation.title });
  await enqueueEmails(
    tx,
    { kind: `new-${file.kind}`, ...message },
    await holders(tx, file.operationId, "notifyDocuments", file.investmentId),
  );
}

/** An operation's status changed: its investors hear of it, in the transaction of the change. */
export async function notifyStatusChange(tx: Tx, operation: { id: string; title: string; status: string }) {
  const message = operationStatusChanged({ title: operation.title, statusLabel: statusLabel(operation.status) });
  await enqueueEmails(tx, { kind: "operation-status", ...message }, await holders(tx, operation.id, "notifyOperations"));
}

type Movement = {
  userId: string | null;
  type: string;
  amount: Prisma.Decimal;
  status: string;
  description: string | null;
  reference: string | null;
  transactionDate: Date;
  operation: { title: string };
};

/**
 * A movement of someone's own money became completed (recorded so, or confirmed later, or moved to
 * them): they get a receipt, in the transaction of the change. Like the account e-mails it does not
 * depend on the preferences: it is about their money.
 */
export async function notifyMovement(tx: Tx, movement: Movement, before?: Pick<Movement, "userId" | "status">) {
  if (!movement.userId || !sendsReceipt(movement, before)) return;
  const owner = await tx.user.findUnique({ where: { id: movement.userId }, select: { email: true } });
  if (!owner?.email) return;
  const rendered = movementRecorded({
    typeLabel: movementTypeLabel(movement.type),
    amount: formatMoney(movement.amount.toFixed(2)),
    date: formatDate(movement.transactionDate),
    operationTitle: movement.operation.title,
    description: movement.description,
    reference: movement.reference,
  });
  await enqueueEmails(tx, { kind: "movement", ...rendered }, [owner.email]);
}
