import "server-only";
import { formatMoney } from "@/lib/format";
import { isAsking, PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { ROLES, assertSignedIn, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { participationWithdrawn } from "../mail/templates";
import { INVESTMENT_AUDIT, INVESTMENT_LOG, recordUpdate } from "../audit/snapshots";
import { fullName } from "../shared/dto";
import { lockParticipation } from "./funding";

/**
 * The investor withdraws their own request while the club has not decided it (issue 50, item 2):
 * it becomes cancelled ("Retirada por el inversor"), the admins are told, and they can no longer
 * confirm it. Someone else's is a 404; a decided one a 409.
 */
export async function withdrawRequest(actor: Actor | null, id: string): Promise<{ id: string; status: string }> {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", PARTICIPATION_MESSAGES.onlyInvestorsWithdraw);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    await lockParticipation(tx, rowId(id));
    const before = await tx.participation.findFirst({ where: { id, userId: actor.id }, select: INVESTMENT_AUDIT });
    if (!before) notFound();
    if (!isAsking(before.status)) throw new AppError("conflict", PARTICIPATION_MESSAGES.notWaiting);
    const after = await tx.participation.update({
      where: { id },
      data: { status: "cancelled", decisionNote: PARTICIPATION_MESSAGES.withdrawnNote },
      select: INVESTMENT_AUDIT,
    });
    await recordUpdate(tx, actor, INVESTMENT_LOG, id, before, after);
    const operation = await tx.operation.findUniqueOrThrow({ where: { id: after.operationId }, select: { title: true } });
    await enqueueEmails(
      tx,
      {
        kind: "participation",
        ...participationWithdrawn({
          operationTitle: operation.title,
          amount: formatMoney(after.amount.toFixed(2)),
          investor: fullName(actor) ?? actor.email ?? "Un inversor",
          operationId: after.operationId,
        }),
      },
      await adminAddresses(tx),
    );
    return { id, status: after.status };
  });
}
