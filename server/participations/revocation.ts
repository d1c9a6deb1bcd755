import "server-only";
import { dayInMadrid, formatDate, formatMoney } from "@/lib/format";
import { decimalOf } from "@/lib/money";
import { positionOf } from "@/lib/ledger/position";
import { reflectionLastDay } from "@/lib/reflection-period";
import { holdsPlace } from "@/lib/validations/investment";
import { ROLES, assertSignedIn, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { participationRevoked, participationRevokedToAdmins } from "../mail/sold-right-templates";
import { INVESTMENT_AUDIT, INVESTMENT_LOG, recordUpdate } from "../audit/snapshots";
import { fullName } from "../shared/dto";
import { postMovements } from "../ledger/post";
import { revocationEndToEndIdOf } from "../payouts/completion";
import { lockParticipation, recomputeFunding } from "./funding";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { offerFreedPlaces } from "./requests";
import { getParticipation, type ParticipationDetailDto } from "./records";

export const REVOCATION_MESSAGES = {
  onlyInvestors: "Solo el inversor que la pidió puede revocarla",
  notRevocable: "Esta participación ya no se puede revocar: está liquidada, cancelada o rechazada",
  typedByClub: "Esta participación la registró el club: no tiene periodo de reflexión. Escribe al club si quieres deshacerla",
  periodOver: (lastDay: string) =>
    `El periodo de reflexión terminó el ${lastDay}: ya no se puede revocar sin más. Si aún no has pagado y el club no la ha confirmado, puedes retirarla`,
  note: "Revocada por el inversor en el periodo de reflexión",
} as const;

const REVOCABLE = ["requested", "waitlisted", "active"];

/**
 * `POST /api/investments/{id}/revocation` (issue 66, item 3; ECSP art. 22): within 4 calendar days
 * (Madrid) of asking, the investor takes back their participation whatever its state — asked,
 * confirmed, paid — without reason or penalty. It is cancelled ("Revocada…"); what they paid in comes
 * back as a DEVOLUCION of that capital (no gain, no fee) through the ledger's door, with a payout
 * ordered for the next batch of refunds (server/payouts/refunds.ts: ordered → sent → completed); the
 * place goes back to the operation and its waitlist; both sides are e-mailed; audited. After the
 * period, a 409 (the screen offers it no more, and the API refuses too). Someone else's is a 404.
 */
export async function revokeParticipation(actor: Actor | null, id: string, now = new Date()): Promise<ParticipationDetailDto> {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", REVOCATION_MESSAGES.onlyInvestors);
  const db = await prisma();
  const slug = await db.$transaction(async (tx) => {
    await lockParticipation(tx, rowId(id));
    const before = await tx.participation.findFirst({
      where: { id, userId: actor.id },
      select: { ...INVESTMENT_AUDIT, requestedAt: true, transactions: { select: { type: true, status: true, amount: true } } },
    });
    if (!before) notFound();
    if (!REVOCABLE.includes(before.status)) throw new AppError("conflict", REVOCATION_MESSAGES.notRevocable);
    if (!before.requestedAt) throw new AppError("conflict", REVOCATION_MESSAGES.typedByClub);
    const lastDay = reflectionLastDay(before.requestedAt);
    if (dayInMadrid(now) > lastDay) throw new AppError("conflict", REVOCATION_MESSAGES.periodOver(formatDate(lastDay)));

    const paid = positionOf(before, before.transactions).paid;
    const after = await tx.participation.update({
      where: { id },
      data: { status: "cancelled", decisionNote: REVOCATION_MESSAGES.note, revokedAt: now, undoableUntil: null },
      select: INVESTMENT_AUDIT,
    });
    const { requestedAt: _requestedAt, transactions: _transactions, ...audited } = before;
    await recordUpdate(tx, actor, INVESTMENT_LOG, id, audited, after);
    const refund = paid > 0n ? decimalOf(paid) : null;
    if (refund) {
      await postMovements(tx, actor, [
        {
          operationId: after.operationId,
          investmentId: id,
          type: "DEVOLUCION",
          amount: refund,
          date: dayInMadrid(now),
          description: "Devolución del capital por revocación en el periodo de reflexión",
        },
      ]);
      await tx.payout.create({ data: { investmentId: id, userId: actor.id, amount: refund, endToEndId: revocationEndToEndIdOf(id) } });
    }
    if (holdsPlace(before.status)) {
      await recomputeFunding(tx, after.operationId);
      await offerFreedPlaces(tx, actor, after.operationId);
    }
    const operation = await tx.operation.findUniqueOrThrow({ where: { id: after.operationId }, select: { title: true, slug: true } });
    const facts = { operationTitle: operation.title, amount: formatMoney(after.amount.toFixed(2)), refund: refund && formatMoney(refund) };
    if (actor.email) await enqueueEmails(tx, { kind: "participation", ...participationRevoked(facts) }, [actor.email]);
    await enqueueEmails(
      tx,
      {
        kind: "participation",
        ...participationRevokedToAdmins({
          ...facts,
          investor: fullName(actor) ?? actor.email ?? "Un inversor",
          operationId: after.operationId,
        }),
      },
      await adminAddresses(tx),
    );
    return operation.slug;
  });
  // The operation's "% financiado" changed when a place was freed: its public pages are read afresh.
  await invalidateOperations(slug);
  return getParticipation(actor, id);
}
