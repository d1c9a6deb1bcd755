import "server-only";
import { latestTest, type AppropriatenessResult } from "../appropriateness/test";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { instant } from "../shared/dto";
import { positionDto, type Position } from "@/lib/ledger/position";
import { personPositions } from "../ledger/positions";
import { balanceTotals, participationBalances, type BalanceTotals, type ParticipationBalance } from "../participations/balances";
import { readPapers, type OperationPaper } from "../operations/overview";
import { getInvestor, type InvestorDto } from "./records";

export type SentEmail = { id: string; subject: string; status: string; createdAt: string; sentAt: string | null };
export type AccountEvent = { id: string; action: string; address: string | null; createdAt: string };

export type InvestorOverview = {
  investor: InvestorDto;
  /** Committed, paid and pending of their participations; from the ledger, the capital returned, gain, withheld and received. */
  totals: BalanceTotals & Pick<Position, "capitalReturned" | "gain" | "withheld" | "received">;
  participations: ParticipationBalance[];
  papers: OperationPaper[];
  emails: SentEmail[];
  accountEvents: AccountEvent[];
  /** Their latest "Test de conveniencia" (issue 66, item 2), null before the first. */
  appropriateness: AppropriatenessResult | null;
  /** Their sanctions-list matches nobody has reviewed yet: the first thing their page says (issue 67, item 2). */
  openMatches: number;
};

const RECENT = 20;
const ACCOUNT_ACTIONS = ["sign-in", "sign-in-failed", "sign-out", "password-reset", "password-change", "two-factor-failed"];

/**
 * An investor's page (/admin/inversores/{id}): their profile, archived or not; their participations
 * with what each committed, paid and owes; what came back to them, gained, was withheld and received;
 * the papers addressed to them; the latest e-mails sent to them and their latest sign-ins.
 */
export async function getInvestorOverview(actor: Actor | null, id: string): Promise<InvestorOverview> {
  assertAdmin(actor);
  const investor = await getInvestor(actor, id);
  const db = await prisma();
  const addressed = { investment: { userId: id } };
  const [participations, positions, papers, emails, events, appropriateness, openMatches] = await Promise.all([
    participationBalances({ userId: id }),
    db.participation
      .findMany({ where: { userId: id }, select: { id: true, operationId: true, status: true, amount: true } })
      .then((rows) => personPositions(db, id, rows)),
    readPapers(addressed, addressed),
    investor.email
      ? db.email.findMany({
          where: { to: investor.email },
          select: { id: true, subject: true, status: true, createdAt: true, sentAt: true },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: RECENT,
        })
      : [],
    db.auditEvent.findMany({
      where: { actorId: id, action: { in: ACCOUNT_ACTIONS } },
      select: { id: true, action: true, address: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT,
    }),
    latestTest(db, id),
    db.screeningHit.count({ where: { userId: id, status: "open" } }),
  ]);
  const { capitalReturned, gain, withheld, received } = positionDto(positions.total);
  return {
    investor,
    totals: { ...balanceTotals(participations), capitalReturned, gain, withheld, received },
    participations,
    papers,
    emails: emails.map((email) => ({ ...email, createdAt: instant(email.createdAt), sentAt: email.sentAt && instant(email.sentAt) })),
    accountEvents: events.map((event) => ({ ...event, id: event.id.toString(), createdAt: instant(event.createdAt) })),
    appropriateness,
    openMatches,
  };
}
