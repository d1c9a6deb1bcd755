import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { ASKING_STATUSES, HOLDING_STATUSES } from "@/lib/validations/investment";
import type { VerificationStatus } from "@/lib/validations/kyc";
import { centsOf, decimalOf } from "@/lib/money";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { fullName, instant, money } from "../shared/dto";
import { VERIFICATION_SUMMARY, verificationSummary } from "../kyc/state";

/**
 * A request waiting for the club's decision (issue 67, item 1), with what the decision needs beside it: the investor's
 * verification (a request is confirmed only for a verified investor), the room left in its operation, and whether a
 * lower amount can be confirmed at all ("Confirmar parte": at least the ticket, less than asked, within the room left).
 */
export type OpenRequest = {
  id: string;
  status: string;
  asked: string;
  requestedAt: string;
  /** Its last write: the decision sends it back (a 409 when the request changed since it was shown). */
  updatedAt: string;
  investorId: string;
  investorName: string;
  investorEmail: string | null;
  verification: VerificationStatus;
  operationId: string;
  operationTitle: string;
  ticketMin: string;
  /** What is left of the operation's price besides the places already held. */
  left: string;
  /** The amounts a partial confirmation may take, or null where no lower amount is possible. */
  part: { min: string; max: string } | null;
};

/** The requests and waitlisted requests `where` selects, oldest first; an archived operation's are no longer decided. */
export async function listOpenRequests(actor: Actor | null, where: Prisma.ParticipationWhereInput = {}): Promise<OpenRequest[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.participation.findMany({
    where: { ...where, status: { in: [...ASKING_STATUSES] }, operation: { archivedAt: null } },
    select: {
      id: true,
      status: true,
      amount: true,
      requestedAt: true,
      investmentDate: true,
      updatedAt: true,
      operation: { select: { id: true, title: true, pvp: true, ticketMin: true } },
      user: { select: { id: true, firstName: true, lastName: true, email: true, identityVerification: { select: VERIFICATION_SUMMARY } } },
    },
    orderBy: [{ requestedAt: { sort: "asc", nulls: "last" } }, { investmentDate: "asc" }, { id: "asc" }],
  });
  const operationIds = [...new Set(rows.map((row) => row.operation.id))];
  const held = await db.participation.groupBy({
    by: ["operationId"],
    where: { operationId: { in: operationIds }, status: { in: [...HOLDING_STATUSES] } },
    _sum: { amount: true },
  });
  const taken = new Map(held.map((group) => [group.operationId, group._sum.amount ? centsOf(group._sum.amount) : 0n]));
  return rows.map((row) => {
    const { operation, user } = row;
    const room = centsOf(operation.pvp) - (taken.get(operation.id) ?? 0n);
    const left = room > 0n ? room : 0n;
    return {
      id: row.id,
      status: row.status,
      asked: money(row.amount),
      requestedAt: instant(row.requestedAt ?? row.investmentDate),
      updatedAt: instant(row.updatedAt),
      investorId: user.id,
      investorName: fullName(user) ?? user.email ?? user.id,
      investorEmail: user.email,
      verification: verificationSummary(user.identityVerification).status,
      operationId: operation.id,
      operationTitle: operation.title,
      ticketMin: money(operation.ticketMin),
      left: decimalOf(left),
      part: partRange(centsOf(row.amount), centsOf(operation.ticketMin), left),
    };
  });
}

/** A lower amount than asked that the server accepts: at least the ticket, below what was asked, within the room left. */
function partRange(asked: bigint, ticket: bigint, left: bigint): OpenRequest["part"] {
  const max = asked - 1n < left ? asked - 1n : left;
  return max >= ticket ? { min: decimalOf(ticket), max: decimalOf(max) } : null;
}
