import "server-only";
import { formatMoney } from "@/lib/format";
import { holdsPlace, isAsking, PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { ROLES, assertSignedIn, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { participationWithdrawn } from "../mail/templates";
import { INVESTMENT_AUDIT, INVESTMENT_LOG, recordUpdate } from "../audit/snapshots";
import { fullName } from "../shared/dto";
import { lockParticipation, recomputeFunding } from "./funding";
import { offerFreedPlaces } from "./requests";
import { isPartlyConfirmed } from "./partly-confirmed";
import { invalidateOperations } from "../platform/cache/cache-tags";

/**
 * The investor withdraws their own request while the club has not decided it, or one it confirmed
 * for less than asked while nothing is paid (issue 50, item 2): it becomes cancelled ("Retirada por
 * el inversor"), a place it held goes back to the operation (and its waitlist), the admins are told.
 * Someone else's is a 404; any other a 409.
 */
export async function withdrawRequest(actor: Actor | null, id: string): Promise<{ id: string; status: string }> {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", PARTICIPATION_MESSAGES.onlyInvestorsWithdraw);
  const db = await prisma();
  const { slug, ...withdrawn } = await db.$transaction(async (tx) => {
    await lockParticipation(tx, rowId(id));
    const before = await tx.participation.findFirst({
      where: { id, userId: actor.id },
      select: { ...INVESTMENT_AUDIT, requestedAmount: true, _count: { select: { transactions: true } } },
    });
    if (!before) notFound();
    if (!isAsking(before.status) && !isPartlyConfirmed(before)) throw new AppError("conflict", PARTICIPATION_MESSAGES.notWaiting);
    const after = await tx.participation.update({
      where: { id },
      data: { status: "cancelled", decisionNote: PARTICIPATION_MESSAGES.withdrawnNote },
      select: INVESTMENT_AUDIT,
    });
    const { requestedAmount: _asked, _count: _movements, ...audited } = before;
    await recordUpdate(tx, actor, INVESTMENT_LOG, id, audited, after);
    // A partly confirmed one held a place: it goes back to the operation and its waitlist.
    if (holdsPlace(before.status)) {
      await recomputeFunding(tx, after.operationId);
      await offerFreedPlaces(tx, actor, after.operationId);
    }
    const operation = await tx.operation.findUniqueOrThrow({ where: { id: after.operationId }, select: { title: true, slug: true } });
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
    return { id, status: after.status, slug: operation.slug };
  });
  // A partly confirmed one freed a place: "% financiado" on the public pages is read afresh.
  await invalidateOperations(slug);
  return withdrawn;
}
